import { errorText, validationText } from '../../../shared/api/error-text';
import { hasFieldErrors } from '../../../shared/forms/contract-form';
import { t } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/notify/toasts';

/** spec/01 §8: a failed client update shows each field message as an error toast for 5 s. */
export const FIELD_ERROR_TOAST_MS = 5_000;

/** Each field's message as its own error toast (the form marks the fields too); any other failure as one toast. */
export function toastClientErrors(error: unknown): void {
  if (!hasFieldErrors(error)) {
    toast.error(errorText(error));
    return;
  }
  for (const [path, codes] of Object.entries(error.fieldErrors)) {
    const field = path.split('.')[0]!;
    const label = t(`clients.fields.${field}` as 'clients.fields.name', { defaultValue: field });
    toast.error(t('clients.toast.fieldError', { field: label, message: validationText(codes) ?? '' }), { durationMs: FIELD_ERROR_TOAST_MS });
  }
}
