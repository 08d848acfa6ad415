import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';
import { errorText } from '@/shared/api/error-text';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {label ?? t('app.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <Center py="xl">
      <Text c="dimmed">{message}</Text>
    </Center>
  );
}

export function ErrorState({ error, title, onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title ?? errorText(error)} role="alert">
      {title && <Text size="sm">{errorText(error)}</Text>}
      {onRetry && (
        <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      )}
    </Alert>
  );
}
