import { Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '@/shared/ui/links';
import { useTranslation } from '@/shared/i18n/i18n';
import { PasswordPairForm } from '@/shared/forms/PasswordPairForm';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { toast } from '@/shared/notify/toasts';
import { PublicPage } from '@/shared/ui/PublicPage';
import { resetPassword } from './auth.api';

/** `/password-reset/{token}`: the mailed invitation or recovery link sets a password, then the login page. */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useMutation({
    mutationFn: ({ password, confirmation }: { password: string; confirmation: string }) => resetPassword(token, password, confirmation),
    onSuccess: () => {
      toast.success(t('auth.reset.done'));
      void leaveWithoutAsking(() => navigate({ to: '/' }));
    },
  });
  return (
    <PublicPage title={t('auth.reset.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('auth.reset.intro')}</Text>
        <PasswordPairForm
          submitLabel={t('auth.reset.submit')}
          pending={reset.isPending}
          error={reset.error}
          onSubmit={(password, confirmation) => reset.mutate({ password, confirmation })}
        />
        <AnchorLink to="/" size="sm">
          {t('auth.recover.cancel')}
        </AnchorLink>
      </Stack>
    </PublicPage>
  );
}
