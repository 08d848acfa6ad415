import { useEffect, useMemo } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { parseContract } from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import { useLeaveGuard } from '@/shared/forms/leave-guard';
import { shipmentFieldMessages } from '../shipment-texts';
import { formFieldErrors, shipmentFormSchema, type ShipmentFormValues } from './shipment-form-values';

export type ShipmentForm = UseFormReturnType<ShipmentFormValues>;

/**
 * The shipment form: validated by the API's contract (and the form's own
 * rules) as it is typed, so Save can say why it waits; a 422 of the server
 * puts its first message under each field (red), gone once the field is
 * clicked; leaving with unsaved edits asks first.
 */
export function useShipmentForm(initial: ShipmentFormValues, options: { pickClient: boolean; editable: boolean; error: unknown }) {
  const schema = useMemo(() => shipmentFormSchema({ pickClient: options.pickClient }), [options.pickClient]);
  const form = useForm<ShipmentFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validateInputOnChange: true,
    validate: (values) => {
      const result = parseContract(schema, values);
      return result.success ? {} : shipmentFieldMessages(result.errors);
    },
  });
  useLeaveGuard(form, options.editable);
  useEffect(() => {
    if (options.error instanceof ApiError && Object.keys(options.error.fieldErrors).length > 0) {
      form.setErrors(shipmentFieldMessages(formFieldErrors(options.error.fieldErrors)));
    }
  }, [options.error]);
  return { form, schema };
}

/**
 * A field's props: the form's value and message, and a click that takes the
 * message away (spec/03 §5: the server's message disappears on click).
 */
export function fieldProps(form: ShipmentForm, path: string, type?: 'checkbox') {
  return { ...form.getInputProps(path, type ? { type } : undefined), onClick: () => form.clearFieldError(path) };
}
