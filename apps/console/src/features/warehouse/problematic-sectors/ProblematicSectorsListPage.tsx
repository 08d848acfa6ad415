import { useMemo } from 'react';
import { Badge, Button, Group, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ProblematicSectorView } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { ColumnsTable, type Column } from '@/shared/table/ColumnsTable';
import { ButtonLink } from '@/shared/ui/links';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { statusTypesForWarehouseQuery } from '@/features/warehouse/scan/scan.api';
import { deleteProblematicSector, problematicSectorsQuery } from './sectors.api';

/** `/problematic-sector/list`: the sector types of every warehouse; added ones can be deleted (after a confirmation), the seeded ones not. */
export function ProblematicSectorsListPage() {
  const { t } = useTranslation();
  const sectors = useQuery(problematicSectorsQuery());
  const statuses = useQuery(statusTypesForWarehouseQuery(0));
  const statusName = useMemo(() => new Map((statuses.data ?? []).map((s) => [s.id, s.displayed_name])), [statuses.data]);
  const remove = useMutation({
    mutationFn: (sector: ProblematicSectorView) => deleteProblematicSector(sector.id),
    onSuccess: () => toast.success(t('warehouseSectors.removed')),
    onError: (error) => toast.error(errorText(error)),
  });
  const columns: Column<ProblematicSectorView>[] = [
    { id: 'code', header: t('warehouseSectors.fields.code'), cell: (row) => row.code },
    { id: 'name', header: t('warehouseSectors.fields.name'), cell: (row) => row.name },
    {
      id: 'warehouse_id',
      header: t('warehouseSectors.fields.warehouse_id'),
      cell: (row) => (row.warehouse_id === 1 ? 'TYCHY' : row.warehouse_id),
    },
    {
      id: 'status_type_id',
      header: t('warehouseSectors.fields.status_type_id'),
      cell: (row) => statusName.get(row.status_type_id) ?? row.status_type_id,
    },
    {
      id: 'internal',
      header: t('warehouseSectors.fields.internal'),
      cell: (row) => (row.internal ? t('warehouseSectors.yes') : t('warehouseSectors.no')),
    },
    {
      id: 'actions',
      header: t('warehouseSectors.fields.actions'),
      cell: (row) =>
        row.protected ? (
          <Badge variant="light" color="gray">
            {t('warehouseSectors.seeded')}
          </Badge>
        ) : (
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={remove.isPending && remove.variables?.id === row.id}
            onClick={async () => {
              if (await confirmAction(t('warehouseSectors.confirmRemove', { name: row.name }))) remove.mutate(row);
            }}
          >
            {t('warehouseSectors.remove')}
          </Button>
        ),
    },
  ];
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t('warehouseSectors.listTitle')}
        </Title>
        <ButtonLink to="/problematic-sector/new">{t('warehouseSectors.add')}</ButtonLink>
      </Group>
      {sectors.isPending ? (
        <LoadingState />
      ) : sectors.isError ? (
        <ErrorState error={sectors.error} onRetry={() => void sectors.refetch()} />
      ) : sectors.data.length === 0 ? (
        <EmptyState message={t('warehouseSectors.empty')} />
      ) : (
        <ColumnsTable label={t('warehouseSectors.listTitle')} columns={columns} rows={sectors.data} rowKey={(row) => String(row.id)} />
      )}
    </>
  );
}
