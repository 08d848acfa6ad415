import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '@/shared/ui/links';
import { useTranslation } from '@/shared/i18n/i18n';
import { LoadingState } from '@/shared/ui/states';
import { PublicPage } from '@/shared/ui/PublicPage';
import { emailCheckQuery } from './auth.api';

/** `/email/check/{token}`: confirms the address once; success or the invalid-mail message, and a link to log in. */
export function EmailCheckPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const check = useQuery(emailCheckQuery(token));
  return (
    <PublicPage title={t('auth.emailCheck.title')}>
      <Stack gap="sm">
        {check.isPending ? (
          <LoadingState label={t('auth.emailCheck.checking')} />
        ) : check.isError ? (
          <Alert color="red" role="alert">
            {t('auth.emailCheck.failure')}
          </Alert>
        ) : (
          <Alert color="green" role="status">
            {t('auth.emailCheck.success')}
          </Alert>
        )}
        <AnchorLink to="/">
          {t('auth.emailCheck.toLogin')}
        </AnchorLink>
      </Stack>
    </PublicPage>
  );
}
