import { Paper, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { toastUnlessFieldErrors } from '@/shared/forms/contract-form';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { toast } from '@/shared/notify/toasts';
import { AnchorLink } from '@/shared/ui/links';
import { createStatusType, newStatusValues } from './statuses.api';
import { StatusForm } from './StatusForm';

/** `/status/new`: adds a status type, then opens it at /statuses/status/{id}. */
export function NewStatusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: createStatusType,
    onSuccess: (created) => {
      toast.success(t('statuses.toast.status_created'));
      void leaveWithoutAsking(() => navigate({ to: '/statuses/status/$id', params: { id: String(created.id) } }));
    },
    onError: toastUnlessFieldErrors,
  });
  return (
    <>
      <AnchorLink to="/statuses" size="sm">
        {t('statuses.backToList')}
      </AnchorLink>
      <Title order={1} size="h2" my="md">
        {t('statuses.newTitle')}
      </Title>
      <Paper withBorder p="lg">
        <StatusForm
          mode="create"
          initial={newStatusValues()}
          submitLabel={t('app.add')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) => create.mutate(values)}
        />
      </Paper>
    </>
  );
}
