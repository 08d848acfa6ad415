import { useCallback, useMemo } from 'react';
import { Group, Select, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { DataTableRequest, ExternalInboundRow, InboundCourierView } from '@parcel/contracts';
import { t as text } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/i18n';
import { DataTable, type Column } from '@/shared/table/DataTable';
import type { TableState } from '@/shared/table/table-state';
import { formatDateTime } from '@/shared/ui/format';
import { ButtonLink } from '@/shared/ui/links';
import { inboundCouriersQuery, inboundListQuery, type InboundFilters } from './intake.api';

export type InboundListSearch = TableState & InboundFilters;

const columns = (couriers: readonly InboundCourierView[]): readonly Column<ExternalInboundRow>[] => [
  { id: 'id', header: text('warehouseIntake.inbound.id'), cell: (row) => row.id, sortable: true },
  { id: 'waybill', header: text('warehouseIntake.inbound.waybill'), cell: (row) => row.waybill, sortable: true },
  {
    id: 'inbound_courier_id',
    header: text('warehouseIntake.inbound.courier'),
    cell: (row) => couriers.find((c) => c.id === row.inbound_courier_id)?.name ?? text('warehouseIntake.inbound.unknownCourier'),
    sortable: true,
  },
  { id: 'scanned_at', header: text('warehouseIntake.inbound.scannedAt'), cell: (row) => formatDateTime(row.scanned_at), sortable: true },
  { id: 'scanned_by', header: text('warehouseIntake.inbound.scannedBy'), cell: (row) => row.scanned_by_user.email },
  { id: 'parcels_count', header: text('warehouseIntake.inbound.parcels'), cell: (row) => row.parcels_count },
  { id: 'comment', header: text('warehouseIntake.inbound.comment'), cell: (row) => row.comment ?? '' },
];

/** /external_inbound: 25 a page, newest first, filtered by courier and day; a row opens the inbound. */
export function InboundListPage({ search }: { search: InboundListSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/external_inbound/' });
  const couriers = useQuery(inboundCouriersQuery());
  const table = useMemo(() => columns(couriers.data ?? []), [couriers.data]);
  const onStateChange = useCallback(
    (change: Partial<InboundListSearch>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace }),
    [navigate],
  );
  const filters = { courier: search.courier, date: search.date };
  const query = useCallback((request: DataTableRequest) => inboundListQuery(request, filters), [filters.courier, filters.date]);

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t('warehouseIntake.inbound.title')}
        </Title>
        <ButtonLink to="/external_inbound/scan">{t('warehouseIntake.inbound.scan')}</ButtonLink>
      </Group>
      <DataTable
        label={t('warehouseIntake.inbound.title')}
        columns={table}
        query={query}
        state={search}
        onStateChange={onStateChange}
        rowKey={(row) => String(row.id)}
        onRowClick={(row) => void navigate({ to: '/external_inbound/$id', params: { id: String(row.id) } })}
        defaultOrder={{ column: 'scanned_at', dir: 'desc' }}
        toolbar={
          <Group gap="xs" align="flex-end">
            <Select
              label={t('warehouseIntake.inbound.courier')}
              placeholder={t('warehouseIntake.inbound.anyCourier')}
              clearable
              data={(couriers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={search.courier ? String(search.courier) : null}
              onChange={(value) => onStateChange({ courier: value ? Number(value) : undefined, page: 1 })}
              w={200}
            />
            <TextInput
              type="date"
              label={t('warehouseIntake.inbound.date')}
              value={search.date ?? ''}
              onChange={(event) => onStateChange({ date: event.currentTarget.value || undefined, page: 1 })}
              w={180}
            />
          </Group>
        }
      />
    </>
  );
}
