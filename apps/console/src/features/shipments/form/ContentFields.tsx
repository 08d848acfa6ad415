import { NumberInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';
import { cashOnDeliveryChange } from './shipment-form-values';
import { fieldProps, type ShipmentForm } from './use-shipment-form';

/** Declared content and value (step 0.01, min 0) in the country's currency (read-only), cash on delivery (off sets 0) and its amount. */
export function ContentFields({ form }: { form: ShipmentForm }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('shipments.fields.declared_content')}
        required
        withAsterisk
        maxLength={255}
        {...fieldProps(form, 'declared_content')}
      />
      <NumberInput
        label={t('shipments.fields.declared_value')}
        required
        withAsterisk
        min={0}
        step={0.01}
        decimalScale={2}
        decimalSeparator=","
        allowNegative={false}
        {...fieldProps(form, 'declared_value')}
      />
      <TextInput label={t('shipments.fields.currency')} value={form.values.currency} readOnly />
      <Stack gap="xs">
        <Switch
          label={t('shipments.fields.cash_on_delivery')}
          {...fieldProps(form, 'cash_on_delivery', 'checkbox')}
          onChange={(event) => form.setValues(cashOnDeliveryChange(event.currentTarget.checked))}
        />
        <NumberInput
          label={t('shipments.fields.cash_on_delivery_value')}
          min={0}
          step={0.01}
          decimalScale={2}
          decimalSeparator=","
          allowNegative={false}
          disabled={!form.values.cash_on_delivery}
          required={form.values.cash_on_delivery}
          withAsterisk={form.values.cash_on_delivery}
          {...fieldProps(form, 'cash_on_delivery_value')}
        />
      </Stack>
    </>
  );
}

/** The note and two reference numbers. */
export function AdditionalDataFields({ form }: { form: ShipmentForm }) {
  const { t } = useTranslation();
  return (
    <>
      <Textarea label={t('shipments.fields.note')} autosize minRows={2} maxLength={500} {...fieldProps(form, 'note')} />
      <Stack gap="sm">
        <TextInput label={t('shipments.fields.first_reference_number')} maxLength={100} {...fieldProps(form, 'first_reference_number')} />
        <TextInput label={t('shipments.fields.second_reference_number')} maxLength={100} {...fieldProps(form, 'second_reference_number')} />
      </Stack>
    </>
  );
}
