import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PublicTrackingResponse } from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import { EmptyState, LoadingState } from '@/shared/ui/states';
import { trackingQuery } from './tracking.api';
import { useTrackingTranslation } from './tracking-i18n';
import { mayBeTracked } from './tracking-number';
import { countryName } from './tracking-view';
import { TrackingHistory } from './TrackingHistory';

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;
const tooOften = (error: unknown) => error instanceof ApiError && error.status === 429;

/** The answer for one number: found (destination and history), not found, asked too often, or failed. */
export function TrackingResult({ number }: { number: string }) {
  const { t } = useTrackingTranslation();
  const trackable = mayBeTracked(number);
  // A number that fails its check digit is not one of ours: not found, without asking.
  const result = useQuery({ ...trackingQuery(number), enabled: trackable });

  if (!trackable || (result.isError && !result.data && notFound(result.error))) return <NotFound />;
  if (result.isError && !result.data) {
    return (
      <Alert color={tooOften(result.error) ? 'yellow' : 'red'} role="alert">
        <Text size="sm">{t(tooOften(result.error) ? 'tooManyRequests' : 'failed')}</Text>
        <Button mt="xs" size="xs" variant="light" onClick={() => void result.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (!result.data) return <LoadingState label={t('loading')} />;
  return (
    <Stack gap="sm">
      {/* A refresh that failed keeps the last answer on screen and says why. */}
      {result.isError && (
        <Alert color="yellow" role="status">
          {t(tooOften(result.error) ? 'tooManyRequests' : 'stale')}
        </Alert>
      )}
      <Found answer={result.data} />
    </Stack>
  );
}

function NotFound() {
  const { t } = useTrackingTranslation();
  return (
    <Paper withBorder radius="md" p="md" role="status" data-testid="tracking-not-found">
      <EmptyState message={t('parcel_search_error')} />
    </Paper>
  );
}

function Found({ answer }: { answer: PublicTrackingResponse }) {
  const { t, language } = useTrackingTranslation();
  const country = countryName(answer.destination_country, language);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tracking-number">
      <Stack gap="sm">
        <Text id="tracking-number" fw={700} size="lg" style={{ wordBreak: 'break-all' }}>
          {t('result.number', { number: answer.number })}
        </Text>
        <Group gap={6}>
          <Text c="dimmed" size="sm">
            {t('result.destination')}
          </Text>
          <Text fw={600} size="sm" data-testid="tracking-destination">
            {answer.destination_city ? t('result.place', { city: answer.destination_city, country }) : country}
          </Text>
        </Group>
        <TrackingHistory answer={answer} />
        <Text size="xs" c="dimmed">
          {t('result.autoRefresh')}
        </Text>
      </Stack>
    </Paper>
  );
}
