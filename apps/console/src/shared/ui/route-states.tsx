import { Center, Stack, Text, Title } from '@mantine/core';
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

/** A screen the role may not open (`from`: its address): says so, with the way to the dashboard. */
export function NoAccess({ from }: { from?: string }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" py="xl" maw={560} gap="sm" aria-labelledby="no-access-title">
      <Title order={1} size="h2" id="no-access-title">
        {t('noAccess.title')}
      </Title>
      <Text size="sm">{t('noAccess.body')}</Text>
      {from && (
        <Text size="sm" c="dimmed">
          {t('noAccess.address', { address: from })}
        </Text>
      )}
      <AnchorLink to="/dashboard">{t('noAccess.toDashboard')}</AnchorLink>
    </Stack>
  );
}

export function RouteError({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack component="main" p="md" maw={640} mx="auto">
      <ErrorState error={error} title={t('app.crashed')} onRetry={reset} />
    </Stack>
  );
}
