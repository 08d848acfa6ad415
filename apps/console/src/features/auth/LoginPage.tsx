import { useRef } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { loginRequest } from '@parcel/contracts';
import { AnchorLink } from '@/shared/ui/links';
import { useTranslation } from '@/shared/i18n/i18n';
import { passes, useContractForm } from '@/shared/forms/contract-form';
import { FormError } from '@/shared/forms/FormError';
import { toast } from '@/shared/notify/toasts';
import { PublicPage } from '@/shared/ui/PublicPage';
import { logIn } from './auth.api';
import { ModernizationNotice } from './ModernizationNotice';

/** `/`: e-mail and password; a wrong pair shows the login_error alert (errors.invalid_credentials). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useContractForm(loginRequest, { email: '', password: '' });
  const email = useRef<HTMLInputElement>(null);
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: () => {
      // The login page's messages ("Wylogowano.", a refused password) do not follow into the session.
      toast.clear();
      return navigate({ to: '/dashboard' });
    },
  });

  return (
    <PublicPage title={t('auth.login.title')}>
      <ModernizationNotice onClosed={() => email.current?.focus()} />
      <form onSubmit={form.onSubmit((values) => login.mutate(loginRequest.parse(values)))} noValidate>
        <Stack gap="sm">
          <FormError error={login.error} variant="filled" />
          <TextInput
            ref={email}
            label={t('auth.login.email')}
            type="email"
            autoComplete="username"
            required
            withAsterisk
            // The field to start with; behind the notice, it takes the focus when the notice closes.
            data-autofocus
            autoFocus
            {...form.getInputProps('email')}
          />
          <PasswordInput label={t('auth.login.password')} autoComplete="current-password" required withAsterisk {...form.getInputProps('password')} />
          <Button type="submit" loading={login.isPending} disabled={!passes(loginRequest, form.values)} fullWidth>
            {t('auth.login.submit')}
          </Button>
          <AnchorLink to="/password-recover" size="sm" ta="center">
            {t('auth.login.recover')}
          </AnchorLink>
          <AnchorLink to="/find-my-postal-code" size="sm" ta="center">
            {t('auth.login.findPostalCode')}
          </AnchorLink>
        </Stack>
      </form>
    </PublicPage>
  );
}
