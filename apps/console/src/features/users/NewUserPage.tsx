import { Paper, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '@/shared/ui/links';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { toastUnlessFieldErrors } from '@/shared/forms/contract-form';
import { createUser } from './users.api';
import { UserForm } from './UserForm';

/** `/users/new`: e-mail and role; the new user gets an invitation link by mail. */
export function NewUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: createUser,
    onSuccess: (user) => {
      // HTML toast: the e-mail is escaped before it goes into the markup, which is sanitized too.
      toast.success(t('users.toast.user_added', { email: user.email, interpolation: { escapeValue: true } }), { html: true });
      void leaveWithoutAsking(() => navigate({ to: '/users/user/$id', params: { id: user.id } }));
    },
    onError: toastUnlessFieldErrors,
  });
  return (
    <>
      <AnchorLink to="/users" size="sm">
        {t('users.backToList')}
      </AnchorLink>
      <Title order={1} size="h2" my="md">
        {t('users.newTitle')}
      </Title>
      <Paper withBorder p="lg">
        <UserForm
          initial={{ email: '', role: '1' }}
          submitLabel={t('app.add')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) => create.mutate(values)}
        />
      </Paper>
    </>
  );
}
