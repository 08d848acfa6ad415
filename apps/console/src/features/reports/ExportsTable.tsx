import { Fragment, useEffect, useMemo, useState } from 'react';
import { ActionIcon, Box, Button, Group, LoadingOverlay, Pagination, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback, useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExportView } from '@parcel/contracts';
import { isStaff, ROLES } from '@parcel/domain';
import { useTranslation } from '@/shared/i18n/i18n';
import { joinLiveRoom } from '@/shared/live/live';
import type { Session } from '@/shared/session/session';
import { formatDateTime } from '@/shared/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { downloadExport } from './download';
import { ExpandedExport } from './ExpandedExport';
import { EXPORTS_PAGE_SIZE, EXPORTS_REFRESH_DEBOUNCE_MS, isInProgress, ORDER_POLL_MS, rowClickDownloads } from './export-view';
import { ExportProgress, ExportStatusBadge, UsedForInvoiceSwitch } from './ExportCells';
import { exportRoom } from './OrderWatcher';
import { exportsQuery, exportsRequest } from './reports.api';

interface Column {
  readonly id: string;
  readonly header: React.ReactNode;
  readonly cell: (view: ExportView) => React.ReactNode;
}

/**
 * The reports list of spec/01 §2: 10 per page, newest first, numbered pages, a 100 ms debounce on paging and
 * refresh. Rows in progress refresh live (the export's room; a 5 s poll as the fallback). Staff expand a row
 * (its file and validation errors), a client's click downloads the file.
 */
export function ExportsTable({ session, onNavigate }: { session: Session; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [debouncedPage] = useDebouncedValue(page, EXPORTS_REFRESH_DEBOUNCE_MS);
  const [expanded, setExpanded] = useState<number | null>(null);
  const result = useQuery({
    ...exportsQuery(exportsRequest(debouncedPage)),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((view) => isInProgress(view.status)) ? ORDER_POLL_MS : false),
  });
  const refresh = useDebouncedCallback(() => void result.refetch(), EXPORTS_REFRESH_DEBOUNCE_MS);
  const rows = result.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((result.data?.recordsFiltered ?? 0) / EXPORTS_PAGE_SIZE));
  const downloads = rowClickDownloads(session.role);
  const columns = useColumns(session, downloads, expanded);

  // Rows being made: their rooms bring the progress as it moves.
  const running = rows.filter((view) => isInProgress(view.status)).map((view) => view.identifier);
  const runningKey = running.join(',');
  useEffect(() => {
    const leaves = running.map((uuid) => joinLiveRoom(exportRoom(uuid)));
    return () => leaves.forEach((leave) => leave());
  }, [runningKey]);

  const open = (view: ExportView) => {
    if (downloads) void downloadExport(view);
    else setExpanded((current) => (current === view.id ? null : view.id));
  };

  if (result.isPending) return <LoadingState />;
  if (result.isError && !result.data)
    return <ErrorState error={result.error} title={t('reports.error')} onRetry={() => void result.refetch()} />;
  return (
    <Box>
      <Group justify="flex-end" mb="xs">
        <Button variant="light" size="xs" onClick={refresh} loading={result.isFetching && !result.isPlaceholderData}>
          {t('reports.refresh')}
        </Button>
      </Group>
      <Box pos="relative">
        <LoadingOverlay visible={result.isFetching && result.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} />
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-label={t('reports.tableLabel')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.id} aria-sort={column.id === 'created_at' ? 'descending' : undefined}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((view) => (
                <Fragment key={view.id}>
                  <Table.Tr
                    onClick={() => open(view)}
                    style={{ cursor: 'pointer' }}
                    data-export={view.identifier}
                    data-status={view.status}
                  >
                    {columns.map((column) => (
                      <Table.Td key={column.id}>{column.cell(view)}</Table.Td>
                    ))}
                  </Table.Tr>
                  {expanded === view.id && !downloads && (
                    <Table.Tr>
                      <Table.Td colSpan={columns.length} id={`export-details-${view.id}`} bg="var(--mantine-color-body)">
                        <ExpandedExport view={view} session={session} onNavigate={onNavigate} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows.length === 0 && <EmptyState message={t('reports.empty')} />}
      </Box>
      <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('reports.summary', {
            from: rows.length ? (debouncedPage - 1) * EXPORTS_PAGE_SIZE + 1 : 0,
            to: rows.length ? (debouncedPage - 1) * EXPORTS_PAGE_SIZE + rows.length : 0,
            total: result.data?.recordsFiltered ?? 0,
          })}
        </Text>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={setPage}
          withEdges
          size="sm"
          aria-label={t('table.pagination')}
          getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
        />
      </Group>
    </Box>
  );
}

/** The columns a role sees: the row's control, created date (the sorted second column), client (staff), name, status, progress, the invoice toggle (admins). */
function useColumns(session: Session, downloads: boolean, expanded: number | null): Column[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const date = (view: ExportView) => formatDateTime(view.created_at);
    const control: Column = {
      id: 'control',
      header: <VisuallyHidden>{t(downloads ? 'reports.download' : 'reports.columns.details')}</VisuallyHidden>,
      cell: (view) =>
        downloads ? (
          <ActionIcon
            variant="subtle"
            aria-label={t('reports.row.download', { date: date(view) })}
            onClick={(event) => {
              event.stopPropagation();
              void downloadExport(view);
            }}
          >
            <span aria-hidden>⤓</span>
          </ActionIcon>
        ) : (
          <ActionIcon
            variant="subtle"
            aria-expanded={expanded === view.id}
            aria-controls={expanded === view.id ? `export-details-${view.id}` : undefined}
            aria-label={t(expanded === view.id ? 'reports.row.collapse' : 'reports.row.expand', { date: date(view) })}
            // The row's click toggles it (the button is inside the row).
          >
            <span aria-hidden>{expanded === view.id ? '▾' : '▸'}</span>
          </ActionIcon>
        ),
    };
    const columns: (Column | false)[] = [
      control,
      { id: 'created_at', header: t('reports.columns.created_at'), cell: date },
      isStaff(session.role) && {
        id: 'client',
        header: t('reports.columns.client'),
        cell: (view) => view.client_name ?? t('reports.allClients'),
      },
      { id: 'name', header: t('reports.columns.name'), cell: (view) => t(`reports.types.${view.type}`) },
      { id: 'status', header: t('reports.columns.status'), cell: (view) => <ExportStatusBadge view={view} /> },
      { id: 'progress', header: t('reports.columns.progress'), cell: (view) => <ExportProgress view={view} /> },
      session.role === ROLES.admin && {
        id: 'used_for_invoice',
        header: t('reports.columns.used_for_invoice'),
        cell: (view) => <UsedForInvoiceSwitch view={view} />,
      },
    ];
    return columns.filter((column): column is Column => column !== false);
  }, [session.role, downloads, expanded, t]);
}
