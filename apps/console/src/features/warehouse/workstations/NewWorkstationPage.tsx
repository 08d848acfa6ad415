import { Paper, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toastUnlessFieldErrors } from '@/shared/forms/contract-form';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { AnchorLink } from '@/shared/ui/links';
import { createWorkstation, newWorkstationValues } from './workstations.api';
import { WorkstationForm } from './WorkstationForm';

/** `/workstation/new`: adds a workstation, then back to /workstations-list. */
export function NewWorkstationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: createWorkstation,
    onSuccess: () => {
      toast.success(t('warehouseWorkstations.created'));
      void leaveWithoutAsking(() => navigate({ to: '/workstations-list' }));
    },
    onError: toastUnlessFieldErrors,
  });
  return (
    <>
      <AnchorLink to="/workstations-list" size="sm">
        {t('warehouseWorkstations.backToList')}
      </AnchorLink>
      <Title order={1} size="h2" my="md">
        {t('warehouseWorkstations.newTitle')}
      </Title>
      <Paper withBorder p="lg">
        <WorkstationForm
          initial={newWorkstationValues()}
          submitLabel={t('app.add')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) => create.mutate(values)}
        />
      </Paper>
    </>
  );
}
