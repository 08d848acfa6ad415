import { Center, Stack, Text, Title } from '@mantine/core';
import type { NotFoundRouteProps } from '@tanstack/react-router';
import { isNoAccess } from '@/shared/session/guards';
import { AnchorLink } from './links';
import { useTranslation } from '@/shared/i18n/i18n';
import { ErrorState } from './states';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="60vh" p="md">
      <Stack align="center">
        <Text size="lg">{t('app.notFound')}</Text>
        <AnchorLink to="/">
          {t('app.goHome')}
        </AnchorLink>
      </Stack>
    </Center>
  );
}

/** A screen the role may not open: says so, with the way to the dashboard. */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Stack component="section" py="xl" maw={560} gap="sm" aria-labelledby="no-access-title">
      <Title order={1} size="h2" id="no-access-title">
        {t('noAccess.title')}
      </Title>
      <Text size="sm">{t('noAccess.body')}</Text>
      <AnchorLink to="/dashboard">{t('noAccess.toDashboard')}</AnchorLink>
    </Stack>
  );
}

/** A not-found inside the shell: a screen the role may not open says so; anything else is the not-found page. */
export function AppNotFound({ data }: Partial<NotFoundRouteProps>) {
  return isNoAccess(data) ? <NoAccess /> : <NotFound />;
}

export function RouteError({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack component="main" p="md" maw={640} mx="auto">
      <ErrorState error={error} title={t('app.crashed')} onRetry={reset} />
    </Stack>
  );
}
