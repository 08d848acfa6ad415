import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { recoverRequest } from '@parcel/contracts';
import { AnchorLink } from '@/shared/ui/links';
import { useTranslation } from '@/shared/i18n/i18n';
import { passes, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { FormError } from '@/shared/forms/FormError';
import { toast } from '@/shared/notify/toasts';
import { PublicPage } from '@/shared/ui/PublicPage';
import { recoverPassword } from './auth.api';

/** `/password-recover`: mails a link to set a new password, then back to the login page. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useContractForm(recoverRequest, { email: '' });
  const recover = useMutation({
    mutationFn: (email: string) => recoverPassword(email),
    onSuccess: () => {
      toast.success(t('auth.recover.emailSent'));
      void navigate({ to: '/' });
    },
    onError: (error) => showFieldErrors(form, error),
  });

  return (
    <PublicPage title={t('auth.recover.title')}>
      <form onSubmit={form.onSubmit((values) => recover.mutate(values.email))} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('auth.recover.intro')}</Text>
          <FormError error={recover.error} />
          <TextInput label={t('auth.recover.email')} type="email" autoComplete="email" required withAsterisk {...form.getInputProps('email')} />
          <Group justify="space-between">
            <AnchorLink to="/" size="sm">
              {t('auth.recover.cancel')}
            </AnchorLink>
            <Button type="submit" loading={recover.isPending} disabled={!passes(recoverRequest, form.values)}>
              {t('auth.recover.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PublicPage>
  );
}
