import { useMemo } from 'react';
import { Paper, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toastUnlessFieldErrors } from '@/shared/forms/contract-form';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { AnchorLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { PagedRows } from './PagedRows';
import {
  changeWorkstation,
  workstationFormValues,
  workstationHistoryQuery,
  workstationQuery,
  type WorkstationFormValues,
} from './workstations.api';
import { workflowColumns } from './workstations.columns';
import { WorkstationForm } from './WorkstationForm';

/** `/workstation/{id}`: the workstation's warehouse, type and code (save, then back to /workstations-list) and its workflow history. */
export function EditWorkstationPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const workstation = useQuery(workstationQuery(id));
  const history = useQuery(workstationHistoryQuery(id));
  const columns = useMemo(() => workflowColumns(false), [t]);
  const save = useMutation({
    mutationFn: (values: WorkstationFormValues) => changeWorkstation(id, values),
    onSuccess: () => {
      toast.success(t('warehouseWorkstations.saved'));
      void leaveWithoutAsking(() => navigate({ to: '/workstations-list' }));
    },
    onError: toastUnlessFieldErrors,
  });
  if (workstation.isError) return <ErrorState error={workstation.error} onRetry={() => void workstation.refetch()} />;
  if (!workstation.data) return <LoadingState />;
  const row = workstation.data;
  return (
    <>
      <AnchorLink to="/workstations-list" size="sm">
        {t('warehouseWorkstations.backToList')}
      </AnchorLink>
      <Title order={1} size="h2" my="md">
        {t('warehouseWorkstations.editTitle', { code: row.code })}
      </Title>
      <Paper withBorder p="lg" mb="lg">
        <WorkstationForm
          initial={workstationFormValues(row)}
          submitLabel={t('app.save')}
          pending={save.isPending}
          error={save.error}
          onSubmit={(values) => save.mutate(values)}
        />
      </Paper>
      <Title order={2} size="h3" mb="sm">
        {t('warehouseWorkstations.history')}
      </Title>
      <PagedRows
        label={t('warehouseWorkstations.history')}
        columns={columns}
        rows={history.data}
        queries={[history]}
        rowKey={(workflow) => String(workflow.id)}
        emptyMessage={t('warehouseWorkstations.noHistory')}
      />
    </>
  );
}
