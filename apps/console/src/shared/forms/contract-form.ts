import { useForm, type UseFormReturnType } from '@mantine/form';
import { parseContract } from '@parcel/contracts';
import type { z } from 'zod';
import { ApiError } from '../api/api-error';
import { errorText, fieldMessages } from '../api/error-text';
import { toast } from '../notify/toasts';

/**
 * A form validated by the same zod contract the API applies, its codes turned
 * into Polish messages. Fields are checked as they change, so a submit button
 * can stay disabled while the form is invalid.
 */
export function useContractForm<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  initialValues: Values,
): UseFormReturnType<Values> {
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validateInputOnChange: true,
    validate: (values) => {
      const result = parseContract(schema, values);
      return result.success ? {} : fieldMessages(result.errors);
    },
  });
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
