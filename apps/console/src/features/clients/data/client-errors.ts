import { toastFieldErrors } from '@/shared/forms/contract-form';
import { t } from '@/shared/i18n/i18n';

/** spec/01 §8: a failed client update shows each field message as an error toast for 5 s. */
const CLIENT_ERROR_TOAST_MS = 5_000;

/** A field of the client by its label on the form. */
export const clientFieldLabel = (field: string): string => t(`clients.fields.${field}` as 'clients.fields.name', { defaultValue: field });

/** A failed write of the client's data (the form, the shop-platform password) as toasts. */
export const toastClientErrors = (error: unknown): void => toastFieldErrors(error, clientFieldLabel, CLIENT_ERROR_TOAST_MS);
