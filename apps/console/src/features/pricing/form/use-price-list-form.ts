import { useMemo } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { parseContract } from '@parcel/contracts';
import type { PriceListType } from '@parcel/domain';
import { ApiError } from '@/shared/api/api-error';
import { useLeaveGuard } from '@/shared/forms/leave-guard';
import { isFormFieldPath } from '../form-paths';
import { priceListFieldMessages } from '../price-list-errors';
import { priceListFormSchema, type PriceListFormValues } from '../price-list-form-values';

export type PriceListForm = UseFormReturnType<PriceListFormValues>;

/**
 * The price-list form: checked by the API's contract as it is typed (so Save
 * says why it waits), the API's 422 messages under their fields (spec/03 §5),
 * gone once the field is clicked; leaving with unsaved edits asks first
 * (not on a locked list, which cannot be edited).
 */
export function usePriceListForm(type: PriceListType, initial: PriceListFormValues, editable: boolean) {
  const schema = useMemo(() => priceListFormSchema(type), [type]);
  const form = useForm<PriceListFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validateInputOnChange: true,
    validate: (values) => {
      const result = parseContract(schema, values);
      return result.success ? {} : priceListFieldMessages(result.errors);
    },
  });
  useLeaveGuard(form, editable);
  return { form, schema };
}

/**
 * A failed save's 422 messages on their fields; the messages of paths no field
 * shows (id_client) are answered, for above the form. Undefined: no 422.
 */
export function showServerFieldErrors(form: PriceListForm, type: PriceListType, error: unknown): string[] | undefined {
  if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0) return undefined;
  const messages = Object.entries(priceListFieldMessages(error.fieldErrors));
  form.setErrors(Object.fromEntries(messages.filter(([path]) => isFormFieldPath(path, type))));
  return messages.filter(([path]) => !isFormFieldPath(path, type)).map(([, message]) => message);
}

/** A field's props: its value and message, and a click that takes the message away (spec/03 §5). */
export function fieldProps(form: PriceListForm, path: string) {
  return { ...form.getInputProps(path), onClick: () => form.clearFieldError(path) };
}
