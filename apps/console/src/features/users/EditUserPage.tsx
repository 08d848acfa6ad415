import { Alert, Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AnchorLink } from '@/shared/ui/links';
import { useTranslation } from '@/shared/i18n/i18n';
import { errorText } from '@/shared/api/error-text';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { toastUnlessFieldErrors } from '@/shared/forms/contract-form';
import { formatDateTime } from '@/shared/ui/format';
import { useSession } from '@/shared/session/session';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { blockUser, restoreUser, updateUser, userQuery, type UserFormValues } from './users.api';
import { UserForm } from './UserForm';

/** `/users/user/{id}`: e-mail and role, save, and block / unblock after a confirmation. */
export function EditUserPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const me = useSession();
  const user = useQuery(userQuery(id));
  const save = useMutation({
    mutationFn: (values: UserFormValues) => updateUser(id, values),
    onSuccess: () => toast.success(t('users.toast.user_updated')),
    onError: toastUnlessFieldErrors,
  });
  const toggleBlock = useMutation({
    mutationFn: (blocked: boolean) => (blocked ? restoreUser(id) : blockUser(id)),
    onSuccess: (_answer, blocked) => toast.success(t(blocked ? 'users.toast.user_restored' : 'users.toast.user_removed')),
    onError: (error) => toast.error(errorText(error)),
  });

  if (user.isPending) return <LoadingState />;
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  const blocked = user.data.deleted_at !== null;

  return (
    <>
      <AnchorLink to="/users" search={{ deleted: blocked ? true : undefined }} size="sm">
        {t('users.backToList')}
      </AnchorLink>
      <Group justify="space-between" my="md" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('users.editTitle')}
          </Title>
          {blocked && <Badge color="red">{t('users.blocked')}</Badge>}
        </Group>
        {me?.id === id ? (
          // The server refuses an admin blocking their own account: the button is not offered, and the reason is said.
          <Button color="red" variant="light" disabled aria-describedby="self-block-reason">
            {t('users.block')}
          </Button>
        ) : (
          <Button
            color={blocked ? 'green' : 'red'}
            variant="light"
            loading={toggleBlock.isPending}
            onClick={async () => {
              const question = t(blocked ? 'users.unblockQuestion' : 'users.blockQuestion', { email: user.data.email });
              if (await confirmAction(question)) toggleBlock.mutate(blocked);
            }}
          >
            {blocked ? t('users.unblock') : t('users.block')}
          </Button>
        )}
      </Group>
      {me?.id === id && (
        <Text id="self-block-reason" size="sm" c="dimmed" mb="md">
          {t('users.selfBlock')}
        </Text>
      )}
      {blocked && (
        <Alert color="red" mb="md">
          <Text size="sm">{t('users.blockedSince', { date: formatDateTime(user.data.deleted_at) })}</Text>
        </Alert>
      )}
      <Paper withBorder p="lg">
        <UserForm
          initial={{ email: user.data.email, role: String(user.data.role) }}
          submitLabel={t('app.save')}
          pending={save.isPending}
          error={save.error}
          onSubmit={(values) => save.mutate(values)}
        />
      </Paper>
    </>
  );
}
