import { useEffect } from 'react';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { workstationDetailsRequest } from '@parcel/contracts';
import { showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { warehousesQuery, workstationTypesQuery, type WorkstationFormValues } from './workstations.api';

interface Props {
  readonly initial: WorkstationFormValues;
  readonly submitLabel: string;
  readonly pending: boolean;
  /** The last failure of the submit: a 422 lands on its field (a code already taken). */
  readonly error: unknown;
  readonly onSubmit: (values: WorkstationFormValues) => void;
}

/** The workstation form (spec/02 §5): warehouse, type and code required, checked by the API's own contract as typed. */
export function WorkstationForm({ initial, submitLabel, pending, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useContractForm(workstationDetailsRequest, initial, { guardLeave: true });
  const warehouses = useQuery(warehousesQuery());
  const types = useQuery(workstationTypesQuery());
  useEffect(() => {
    if (error) showFieldErrors(form, error);
  }, [error]);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('warehouseWorkstations.required')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
          <Select
            label={t('warehouseWorkstations.fields.warehouse_id')}
            required
            withAsterisk
            allowDeselect={false}
            data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
            {...form.getInputProps('warehouse_id')}
            value={form.values.warehouse_id === '' ? null : form.values.warehouse_id}
            onChange={(value) => form.setFieldValue('warehouse_id', value ?? '')}
          />
          <Select
            label={t('warehouseWorkstations.fields.workstation_type_id')}
            required
            withAsterisk
            allowDeselect={false}
            data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
            {...form.getInputProps('workstation_type_id')}
            value={form.values.workstation_type_id === '' ? null : form.values.workstation_type_id}
            onChange={(value) => form.setFieldValue('workstation_type_id', value ?? '')}
          />
          <TextInput
            label={t('warehouseWorkstations.fields.code')}
            description={t('warehouseWorkstations.codeHint')}
            required
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('code')}
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
          />
        </SimpleGrid>
        <SubmitButton schema={workstationDetailsRequest} values={form.values} shown={form.errors} fieldLabel={fieldLabel} loading={pending}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}

const fieldLabel = (field: string): string =>
  t(`warehouseWorkstations.fields.${field}` as 'warehouseWorkstations.fields.code', { defaultValue: field });
