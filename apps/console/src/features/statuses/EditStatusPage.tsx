import { Alert, Button, Group, Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { OWN_STATUS_COURIER_ID } from '@parcel/domain';
import { errorText } from '@/shared/api/error-text';
import { toastUnlessFieldErrors } from '@/shared/forms/contract-form';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { AnchorLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { deleteStatusType, statusFormValues, statusTypeQuery, updateStatusType, type StatusFormValues } from './statuses.api';
import { StatusForm } from './StatusForm';

/**
 * `/statuses/status/{id}`: the type's details, save; its system id and courier
 * read-only. Delete (after a confirmation, then back to /statuses) is offered
 * only for our courier's types (id_courier 1) that are not seeded system types.
 */
export function EditStatusPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: (values: StatusFormValues) => updateStatusType(id, values),
    onSuccess: () => toast.success(t('statuses.toast.status_updated')),
    onError: toastUnlessFieldErrors,
  });
  const remove = useMutation({
    mutationFn: () => deleteStatusType(id),
    onSuccess: () => {
      toast.success(t('statuses.toast.status_removed'));
      void leaveWithoutAsking(() => navigate({ to: '/statuses' }));
    },
    onError: (error) => toast.error(errorText(error)),
  });

  // Once deleting, the type is not read again (its live notice would refetch a 404): the page goes to the list.
  const type = useQuery({ ...statusTypeQuery(id), enabled: remove.isIdle || remove.isError });
  if (type.isPending || remove.isSuccess) return <LoadingState />;
  if (type.isError) return <ErrorState error={type.error} onRetry={() => void type.refetch()} />;
  const status = type.data;
  const deletable = status.id_courier === OWN_STATUS_COURIER_ID && status.system_id === null;

  return (
    <>
      <AnchorLink to="/statuses" size="sm">
        {t('statuses.backToList')}
      </AnchorLink>
      <Group justify="space-between" my="md" gap="sm">
        <Title order={1} size="h2">
          {t('statuses.editTitle')}
        </Title>
        {deletable && (
          <Button
            color="red"
            variant="light"
            loading={remove.isPending}
            onClick={async () => {
              if (await confirmAction(t('statuses.deleteQuestion', { name: status.name }))) remove.mutate();
            }}
          >
            {t('statuses.delete')}
          </Button>
        )}
      </Group>
      {status.system_id !== null && (
        <Alert color="blue" mb="md">
          <Text size="sm">{t('statuses.systemType', { systemId: status.system_id })}</Text>
        </Alert>
      )}
      {status.system_id === null && status.id_courier !== OWN_STATUS_COURIER_ID && (
        <Alert color="blue" mb="md">
          <Text size="sm">{t('statuses.otherCourier', { courier: status.id_courier })}</Text>
        </Alert>
      )}
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="md">
          <TextInput label={t('statuses.fields.id')} value={String(status.id)} readOnly />
          <TextInput label={t('statuses.fields.system_id')} value={status.system_id ?? t('statuses.none')} readOnly />
          <TextInput label={t('statuses.fields.id_courier')} value={String(status.id_courier)} readOnly />
        </SimpleGrid>
        <StatusForm
          mode="edit"
          initial={statusFormValues(status)}
          submitLabel={t('app.save')}
          pending={save.isPending}
          error={save.error}
          onSubmit={(values) => save.mutate(values)}
        />
      </Paper>
    </>
  );
}
