import { ApiError } from '@/shared/api/api-error';
import { errorText, validationText } from '@/shared/api/error-text';
import { t } from '@/shared/i18n/i18n';
import { shipments } from './shipments.pl';

/**
 * The shipments area's codes as Polish text: its error codes (every code of
 * SHIPMENT_ERROR_CODES has a text in `shipments.errors`), and the validation
 * codes its fields can get, the area's own texts first, the common ones after.
 */
export function shipmentErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code && code in shipments.errors) return t(`shipments.errors.${code as keyof typeof shipments.errors}`);
  return errorText(error);
}

/** The first code of a field as Polish text (a field shows one message). */
export function shipmentFieldText(codes: readonly string[] | undefined): string | undefined {
  const code = codes?.[0];
  if (!code) return undefined;
  if (code in shipments.validation) return t(`shipments.validation.${code as keyof typeof shipments.validation}`);
  if (code in shipments.errors) return t(`shipments.errors.${code as keyof typeof shipments.errors}`);
  return validationText(codes);
}

/** A field map of codes as {field: Polish message}. */
export function shipmentFieldMessages(errors: Record<string, readonly string[]>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, codes] of Object.entries(errors)) {
    const text = shipmentFieldText(codes);
    if (text) messages[field] = text;
  }
  return messages;
}

/** Whether a failed call carries this code, as its own code or as a field's code (a 422). */
export function hasCode(error: unknown, code: string): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === code || Object.values(error.fieldErrors).some((codes) => codes.includes(code));
}

/** Codes that say nothing the user can act on: the spec's 'Wystąpił nieznany błąd' for a force-assignment. */
const UNKNOWN_CODES = new Set(['internal_error', 'unknown']);

/**
 * A failed force-assignment as text (spec/03 §8): a code the console knows
 * (parcel_not_buffer, client_not_found, a network error ...) as its own text,
 * anything else 'Wystąpił nieznany błąd'.
 */
export function adoptionFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || UNKNOWN_CODES.has(error.code)) return t('shipments.toast.adoptFailed');
  if (error.code in shipments.errors) return shipmentErrorText(error);
  // errorText falls back to the common 'unknown' text for a code it has no text for.
  const text = errorText(error);
  return text === t('errors.unknown') ? t('shipments.toast.adoptFailed') : text;
}
