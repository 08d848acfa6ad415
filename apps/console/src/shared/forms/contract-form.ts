import { useForm, type UseFormReturnType } from '@mantine/form';
import { parseContract } from '@parcel/contracts';
import type { z } from 'zod';
import { ApiError } from '@/shared/api/api-error';
import { errorText, fieldMessages, validationText } from '@/shared/api/error-text';
import { t } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { useLeaveGuard } from './leave-guard';

export interface ContractFormOptions {
  /** Ask before the form is left with unsaved edits (every form that records something). */
  readonly guardLeave?: boolean;
}

/**
 * A form validated by the same zod contract the API applies, its codes turned
 * into Polish messages. Fields are checked as they change, so a submit button
 * can stay disabled while the form is invalid.
 */
export function useContractForm<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  initialValues: Values,
  options: ContractFormOptions = {},
): UseFormReturnType<Values> {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validateInputOnChange: true,
    validate: (values) => {
      const result = parseContract(schema, values);
      return result.success ? {} : fieldMessages(result.errors);
    },
  });
  useLeaveGuard(form, options.guardLeave ?? false);
  return form;
}

/** Whether a failure is about single fields (a 422 with its field map). */
export function hasFieldErrors(error: unknown): error is ApiError {
  return error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
}

/** Puts a 422's field messages on the form. */
export function showFieldErrors(form: UseFormReturnType<any>, error: unknown): void {
  if (hasFieldErrors(error)) form.setErrors(fieldMessages(error.fieldErrors));
}

/** Whether the values pass the contract (for disabling submit without marking untouched fields). */
export function passes(schema: z.ZodType, values: unknown): boolean {
  return parseContract(schema, values).success;
}

/** A failed submit that is not about single fields (a conflict, no connection) as an error toast. */
export function toastUnlessFieldErrors(error: unknown): void {
  if (!hasFieldErrors(error)) toast.error(errorText(error));
}

/**
 * A failed save shown as toasts (spec/01 §8): each field's first message of a
 * 422 as its own error toast, "<field>: <message>"; any other failure (a
 * conflict, no connection) as one toast with the code's text, for the default
 * time. The marks on the fields are the form's business (showFieldErrors).
 */
export function toastFieldErrors(error: unknown, fieldLabel: (field: string) => string, durationMs?: number): void {
  if (!hasFieldErrors(error)) {
    toast.error(errorText(error));
    return;
  }
  for (const [path, codes] of Object.entries(error.fieldErrors)) {
    const message = validationText(codes);
    if (message) toast.error(t('form.fieldError', { field: fieldLabel(path.split('.')[0]!), message }), { durationMs });
  }
}
