import { ApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/api/error-text';
import { t } from '@/shared/i18n/i18n';

/** A failed invoicing call as Polish text: the invoicing codes from this namespace (invoices.apiErrors), any other from the common ones. */
export function invoiceErrorText(error: unknown): string {
  const fallback = errorText(error);
  if (!(error instanceof ApiError)) return fallback;
  return t(`invoices.apiErrors.${error.code}` as 'invoices.apiErrors.invoice_not_found', { defaultValue: fallback });
}
