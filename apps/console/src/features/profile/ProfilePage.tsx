import { Paper, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { PasswordPairForm } from '@/shared/forms/PasswordPairForm';
import { toast } from '@/shared/notify/toasts';
import { changePassword } from './profile.api';

/** `/profile`: a new password for the logged-in user. */
export function ProfilePage() {
  const { t } = useTranslation();
  // A new form after each success, so the fields empty.
  const [round, setRound] = useState(0);
  const change = useMutation({
    mutationFn: ({ password, confirmation, current }: { password: string; confirmation: string; current: string }) =>
      changePassword(password, confirmation, current),
    onSuccess: () => {
      toast.success(t('profile.toast.password_changed'));
      setRound((n) => n + 1);
    },
  });
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t('profile.title')}
      </Title>
      <Paper withBorder p="lg" maw={480}>
        <PasswordPairForm
          key={round}
          submitLabel={t('profile.submit')}
          pending={change.isPending}
          error={change.error}
          withCurrent
          onSubmit={(password, confirmation, current) => change.mutate({ password, confirmation, current })}
        />
      </Paper>
    </>
  );
}
