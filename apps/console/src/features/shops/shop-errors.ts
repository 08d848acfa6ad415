import type { FieldErrors } from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import { errorText, validationText } from '@/shared/api/error-text';
import { t } from '@/shared/i18n/i18n';
import type { shops } from './shops.pl';

type Code = keyof typeof shops.apiErrors;
const areaText = (code: string, fallback: string): string =>
  t(`shops.apiErrors.${code}` as `shops.apiErrors.${Code}`, { defaultValue: fallback });

/** A failed shop call as Polish text: the area's codes from its namespace (shops.apiErrors), any other from the common ones. */
export function shopErrorText(error: unknown): string {
  const fallback = errorText(error);
  return error instanceof ApiError ? areaText(error.code, fallback) : fallback;
}

/** A 422 field map as {field: Polish message}: the area's codes (a courier mapped already, a country not allowed) first, then the validation texts. */
export function shopFieldMessages(errors: FieldErrors): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, codes] of Object.entries(errors)) {
    const code = codes[0];
    if (code) messages[field] = areaText(code, validationText(codes) ?? code);
  }
  return messages;
}

/** A stable reason of a run or an order as Polish text. */
export const syncReasonText = (reason: string): string =>
  t(`shops.sync.reasons.${reason}` as 'shops.sync.reasons.platform_error', { defaultValue: reason });
