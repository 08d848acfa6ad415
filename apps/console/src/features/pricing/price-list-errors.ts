import type { FieldErrors } from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import { errorText, validationText } from '@/shared/api/error-text';
import { t } from '@/shared/i18n/i18n';

/** The price lists' own codes first (pricing.errors), then the console's. */
export function priceListErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const own = t(`pricing.errors.${error.code}` as 'pricing.errors.price_list_in_use', { defaultValue: '' });
    if (own) return own;
  }
  return errorText(error);
}

/**
 * A field map (the form's check, or the API's 422: spec/03 §5 "server 422
 * message shown") as {path: Polish message}: the price lists' own codes
 * (thresholds_not_ascending, min_above_max), then the console's. The API's
 * paths are the form's (cod_account_factor.maximal, weight_thresholds.2.limiting_threshold).
 */
export function priceListFieldMessages(errors: FieldErrors): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [path, codes] of Object.entries(errors)) {
    const code = codes[0];
    if (!code) continue;
    const own = t(`pricing.validation.${code}` as 'pricing.validation.min_above_max', { defaultValue: '' });
    messages[path] = own || validationText(codes)!;
  }
  return messages;
}
