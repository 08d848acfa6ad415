import { Center, Stack, Text } from '@mantine/core';
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

export function RouteError({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack component="main" p="md" maw={640} mx="auto">
      <ErrorState error={error} title={t('app.crashed')} onRetry={reset} />
    </Stack>
  );
}
