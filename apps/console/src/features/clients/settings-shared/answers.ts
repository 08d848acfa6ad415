import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-error';
import { errorText, validationText } from '../../../shared/api/error-text';
import { t } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/notify/toasts';

/** What a write of the settings tabs answers: its message code, and the new id on a create. */
export const savedAnswer = z.object({ message: z.string(), id: z.union([z.string(), z.number()]).optional() });
export type SavedAnswer = z.output<typeof savedAnswer>;

/** spec/01 §9: the block-dispatch message stays 3.95 s. */
const DISPATCH_MESSAGE_MS = 3_950;

/** The API's answer message as a success toast (spec/01 §8), a generic one for a code without a text. */
export function toastAnswer(message: string): void {
  const text = t(`clientSettings.messages.${message}` as 'clientSettings.messages.saved', { defaultValue: t('clientSettings.messages.saved') });
  const dispatch = message === 'sending_shipments_block' || message === 'sending_shipments_unblock';
  toast.success(text, dispatch ? { durationMs: DISPATCH_MESSAGE_MS } : undefined);
}

/**
 * A failed save (spec/01 §8, courier credentials): the first message of each
 * field's validation error as its own error toast, "<field>: <message>";
 * anything else (a conflict, a protected credential, no connection) as one
 * error toast with the code's text. The field marks are the form's business.
 */
export function toastSaveFailure(error: unknown, fieldLabel: (field: string) => string): void {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
    for (const [field, codes] of Object.entries(error.fieldErrors)) {
      const text = validationText(codes);
      if (text) toast.error(`${fieldLabel(field)}: ${text}`);
    }
    return;
  }
  toast.error(errorText(error));
}

/** Every query of the clients read model is read again (the live notice does it too; this is at once). */
export function refreshClients(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['clients'] });
}

const blank = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * A number field of a form (NumberInput gives '' when empty): empty -> 'required',
 * otherwise the contract's own rule for the field.
 */
export function requiredNumber<S extends z.ZodType>(field: S) {
  return z
    .any()
    .superRefine((value, context) => {
      if (blank(value)) context.addIssue({ code: 'custom', message: 'required' });
    })
    .pipe(field);
}
