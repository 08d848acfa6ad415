import type { FieldErrors } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import { ApiError } from './api-error';

/** The one place where API error codes become Polish text. */
export function errorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'unknown';
  return t(`errors.${code}` as 'errors.unknown', { defaultValue: t('errors.unknown') });
}

/** Validation codes of one field as Polish text (the first code is enough for a form field). */
export function validationText(codes: readonly string[] | undefined): string | undefined {
  const code = codes?.[0];
  return code ? t(`validation.${code}` as 'validation.invalid_value', { defaultValue: t('validation.invalid_value') }) : undefined;
}

/** A 422 field map as {field: Polish message}. */
export function fieldMessages(errors: FieldErrors): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, codes] of Object.entries(errors)) {
    const text = validationText(codes);
    if (text) messages[field] = text;
  }
  return messages;
}
