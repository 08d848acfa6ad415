import { useMemo, useState } from 'react';
import { Button, Group, Tabs, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { WorkstationFullRow } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { ColumnsTable, type Column } from '@/shared/table/ColumnsTable';
import { ButtonLink } from '@/shared/ui/links';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { PagedRows, Pager } from './PagedRows';
import { deleteWorkstation, employeesQuery, endWorkflowByAdmin, workflowTableQuery, workstationsFullQuery } from './workstations.api';
import { employeeColumns, workflowColumns, workstationColumns } from './workstations.columns';
import { employeesWithWorkstations, pagesOf, WORKSTATION_CARDS, WORKSTATION_PAGE_SIZE, type WorkstationCard } from './workstations.logic';

/**
 * `/workstations-list` (admin): three tables of 5 on three cards chosen by the
 * `card` parameter: workstations free or occupied (a row opens the workstation;
 * end a worker's session, delete), the workflow history, the employees.
 */
export function WorkstationsListPage({ card }: { card: WorkstationCard }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/workstations-list' });
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t('warehouseWorkstations.listTitle')}
        </Title>
        <ButtonLink to="/workstation/new">{t('warehouseWorkstations.add')}</ButtonLink>
      </Group>
      <Tabs
        value={card}
        onChange={(next) => next && void navigate({ search: { card: next as WorkstationCard }, replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md" aria-label={t('warehouseWorkstations.listTitle')}>
          {WORKSTATION_CARDS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`warehouseWorkstations.cards.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="workstations-list">
          <WorkstationsCard />
        </Tabs.Panel>
        <Tabs.Panel value="workflow_history">
          <HistoryCard />
        </Tabs.Panel>
        <Tabs.Panel value="workstation">
          <EmployeesCard />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function WorkstationsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const workstations = useQuery(workstationsFullQuery());
  const end = useMutation({
    mutationFn: (row: WorkstationFullRow) => endWorkflowByAdmin(row.active_user_id!),
    onSuccess: () => toast.success(t('warehouseWorkstations.workflowEnded')),
    onError: (error) => toast.error(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: (row: WorkstationFullRow) => deleteWorkstation(row.id),
    onSuccess: () => toast.success(t('warehouseWorkstations.deleted')),
    onError: (error) => toast.error(errorText(error)),
  });
  const columns = useMemo((): Column<WorkstationFullRow>[] => {
    const actions: Column<WorkstationFullRow> = {
      id: 'actions',
      header: t('warehouseWorkstations.fields.actions'),
      cell: (row) => (
        // Clicks on the buttons are theirs, not the row's.
        <Group gap="xs" wrap="nowrap" onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
          {row.active_user_id && (
            <Button
              size="compact-sm"
              variant="default"
              aria-label={`${t('warehouseWorkstations.endWorkflow')}: ${row.code}`}
              onClick={async () => {
                if (await confirmAction(t('warehouseWorkstations.endWorkflowQuestion', { email: row.email ?? '', code: row.code })))
                  end.mutate(row);
              }}
            >
              {t('warehouseWorkstations.endWorkflow')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            aria-label={`${t('warehouseWorkstations.delete')}: ${row.code}`}
            onClick={async () => {
              const question = row.active_user_id
                ? t('warehouseWorkstations.deleteOccupiedQuestion', { code: row.code, email: row.email ?? '' })
                : t('warehouseWorkstations.deleteQuestion', { code: row.code });
              if (await confirmAction(question)) remove.mutate(row);
            }}
          >
            {t('warehouseWorkstations.delete')}
          </Button>
        </Group>
      ),
    };
    return [...workstationColumns(), actions];
  }, [t, end, remove]);
  return (
    <PagedRows
      label={t('warehouseWorkstations.cards.workstations-list')}
      columns={columns}
      rows={workstations.data}
      queries={[workstations]}
      rowKey={(row) => String(row.id)}
      onRowClick={(row) => void navigate({ to: '/workstation/$id', params: { id: String(row.id) } })}
      emptyMessage={t('warehouseWorkstations.noWorkstations')}
    />
  );
}

/** The workflow history of every workstation, newest first, paged by the server (5 a page). */
function HistoryCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const columns = useMemo(() => workflowColumns(), [t]);
  const request = {
    draw: page,
    start: (page - 1) * WORKSTATION_PAGE_SIZE,
    length: WORKSTATION_PAGE_SIZE,
    order: [{ column: 'start_at', dir: 'desc' as const }],
    search: { value: '' },
  };
  const history = useQuery({ ...workflowTableQuery(request), placeholderData: keepPreviousData });
  if (history.isError && !history.data)
    return <ErrorState error={history.error} title={t('table.error')} onRetry={() => void history.refetch()} />;
  if (!history.data) return <LoadingState />;
  const count = history.data.recordsFiltered;
  if (count === 0) return <EmptyState message={t('table.empty')} />;
  return (
    <>
      <ColumnsTable
        label={t('warehouseWorkstations.cards.workflow_history')}
        columns={columns}
        rows={history.data.data}
        rowKey={(row) => String(row.id)}
      />
      <Pager page={page} pages={pagesOf(count)} onPage={setPage} count={count} />
    </>
  );
}

/** Admins and warehouse workers, with the workstation each works at now. */
function EmployeesCard() {
  const { t } = useTranslation();
  const employees = useQuery(employeesQuery());
  const workstations = useQuery(workstationsFullQuery());
  const columns = useMemo(() => employeeColumns(), [t]);
  const rows = useMemo(
    () => (employees.data && workstations.data ? employeesWithWorkstations(employees.data, workstations.data) : undefined),
    [employees.data, workstations.data],
  );
  return (
    <PagedRows
      label={t('warehouseWorkstations.cards.workstation')}
      columns={columns}
      rows={rows}
      queries={[employees, workstations]}
      rowKey={(row) => row.id}
    />
  );
}
