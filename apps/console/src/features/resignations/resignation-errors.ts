import type { FieldErrors } from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import { errorText, validationText } from '@/shared/api/error-text';
import { t } from '@/shared/i18n/i18n';

type Code = 'resignation_not_found';
const areaText = (code: string, fallback: string): string =>
  t(`resignations.apiErrors.${code}` as `resignations.apiErrors.${Code}`, { defaultValue: fallback });

/** A failed resignation call as Polish text: the area's codes from its namespace (resignations.apiErrors), any other from the common ones. */
export function resignationErrorText(error: unknown): string {
  const fallback = errorText(error);
  return error instanceof ApiError ? areaText(error.code, fallback) : fallback;
}

/** A 422 field map as {field: Polish message}: the area's codes (waybill unknown, already reported) first, then the validation texts. */
export function resignationFieldMessages(errors: FieldErrors): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, codes] of Object.entries(errors)) {
    const code = codes[0];
    if (!code) continue;
    messages[field] = areaText(code, validationText(codes) ?? code);
  }
  return messages;
}
