import { ActionIcon, Paper, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParcelHistoryRow } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { ColumnsTable, type Column } from '@/shared/table/ColumnsTable';
import { formatDateTime } from '@/shared/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { deleteParcelStatus, parcelDataQuery, parcelHistoryQuery } from './scan.api';

/** The parcel's status now is read again this long after a row is deleted (spec/02 §9). */
export const STATUS_REFRESH_AFTER_DELETE_MS = 2500;

/** The parcel's status history, newest first; rows that allow it are deleted after a confirmation. */
export function StatusHistory({ parcelId }: { readonly parcelId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const history = useQuery(parcelHistoryQuery(parcelId));
  const remove = useMutation({
    mutationFn: (row: ParcelHistoryRow) => deleteParcelStatus(row.id),
    onSuccess: () => {
      toast.success(t('warehouseScan.history.removed'));
      void queryClient.invalidateQueries({ queryKey: parcelHistoryQuery(parcelId).queryKey });
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: parcelDataQuery(parcelId).queryKey }),
        STATUS_REFRESH_AFTER_DELETE_MS,
      );
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const columns: Column<ParcelHistoryRow>[] = [
    { id: 'when', header: t('warehouseScan.history.when'), cell: (row) => formatDateTime(row.when) },
    { id: 'name', header: t('warehouseScan.history.name'), cell: (row) => row.displayed_name },
    { id: 'where', header: t('warehouseScan.history.where'), cell: (row) => row.where },
    { id: 'email', header: t('warehouseScan.history.email'), cell: (row) => row.email ?? '' },
    {
      id: 'actions',
      header: '',
      cell: (row) =>
        row.deletion_allowed && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`${t('warehouseScan.history.remove')}: ${row.displayed_name}`}
            loading={remove.isPending && remove.variables?.id === row.id}
            onClick={async () => {
              if (await confirmAction(t('warehouseScan.history.confirm', { name: row.displayed_name }))) remove.mutate(row);
            }}
          >
            ✕
          </ActionIcon>
        ),
    },
  ];
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('warehouseScan.history.title')}
      </Title>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <EmptyState message={t('warehouseScan.history.empty')} />
      ) : (
        <ColumnsTable label={t('warehouseScan.history.title')} columns={columns} rows={history.data} rowKey={(row) => String(row.id)} />
      )}
    </Paper>
  );
}
