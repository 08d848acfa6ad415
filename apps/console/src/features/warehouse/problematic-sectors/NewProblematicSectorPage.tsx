import { useEffect } from 'react';
import { Paper, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createProblematicSectorRequest } from '@parcel/contracts';
import { WAREHOUSES } from '@parcel/domain';
import { ApiError } from '@/shared/api/api-error';
import { showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { AnchorLink } from '@/shared/ui/links';
import { statusTypesForWarehouseQuery } from '@/features/warehouse/scan/scan.api';
import { createProblematicSector, newSectorValues, type SectorFormValues } from './sectors.api';

/**
 * `/problematic-sector/new`: code, name, warehouse (TYCHY by default),
 * internal and the status a parcel gets there; back to the list once added.
 * A refusal says 'Błąd podczas dodawania typu' and marks the fields it names.
 */
export function NewProblematicSectorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useContractForm(createProblematicSectorRequest, newSectorValues(), { guardLeave: true });
  const statuses = useQuery(statusTypesForWarehouseQuery(0));
  const create = useMutation({
    mutationFn: createProblematicSector,
    onSuccess: () => {
      toast.success(t('warehouseSectors.created'));
      void leaveWithoutAsking(() => navigate({ to: '/problematic-sector/list' }));
    },
    onError: () => toast.error(t('warehouseSectors.createFailed')),
  });
  useEffect(() => {
    if (create.error instanceof ApiError) showFieldErrors(form, create.error);
  }, [create.error]);
  return (
    <>
      <AnchorLink to="/problematic-sector/list" size="sm">
        {t('warehouseSectors.backToList')}
      </AnchorLink>
      <Title order={1} size="h2" my="md">
        {t('warehouseSectors.newTitle')}
      </Title>
      <Paper withBorder p="lg" maw={720}>
        <form onSubmit={form.onSubmit((values: SectorFormValues) => create.mutate(values))} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <TextInput
                label={t('warehouseSectors.fields.code')}
                required
                withAsterisk
                autoComplete="off"
                {...form.getInputProps('code')}
              />
              <TextInput
                label={t('warehouseSectors.fields.name')}
                required
                withAsterisk
                autoComplete="off"
                {...form.getInputProps('name')}
              />
              <Select
                label={t('warehouseSectors.fields.warehouse_id')}
                required
                withAsterisk
                allowDeselect={false}
                data={WAREHOUSES.map((w) => ({ value: String(w.id), label: w.name }))}
                {...form.getInputProps('warehouse_id')}
              />
              <Select
                label={t('warehouseSectors.fields.status_type_id')}
                required
                withAsterisk
                searchable
                allowDeselect={false}
                data={(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.displayed_name }))}
                {...form.getInputProps('status_type_id')}
              />
              <Switch
                label={t('warehouseSectors.fields.internal')}
                description={t('warehouseSectors.internalHint')}
                {...form.getInputProps('internal', { type: 'checkbox' })}
              />
            </SimpleGrid>
            <SubmitButton
              schema={createProblematicSectorRequest}
              values={form.values}
              shown={form.errors}
              fieldLabel={sectorFieldLabel}
              loading={create.isPending}
            >
              {t('app.add')}
            </SubmitButton>
          </Stack>
        </form>
      </Paper>
    </>
  );
}

const sectorFieldLabel = (field: string): string =>
  t(`warehouseSectors.fields.${field}` as 'warehouseSectors.fields.code', { defaultValue: field });
