import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';
import type { SortingView } from './sorting-outcome';

/**
 * The big result of the last scan, readable from a step away: the zone number
 * huge, the zone's name, the bucket's identifier (written on the cage) and
 * name, the courier (zone 7: the courier collects the parcel itself, its name
 * big). After a refusal: the zone the parcel goes to meanwhile, or "keep it".
 */
export function SortingResult({ view }: { readonly view: SortingView | null }) {
  const { t } = useTranslation();
  const refused = view !== null && view.bucket === null;
  return (
    <Paper withBorder p="md" role="region" aria-label={t('warehouseSorting.result.region')} aria-live="polite">
      {view === null || (view.zone === null && !refused) ? (
        <Text size="lg">{t('warehouseSorting.result.none')}</Text>
      ) : (
        <Group align="center" gap="lg" wrap="wrap">
          <Stack gap={0} align="center" miw={120}>
            <Text size="lg" fw={600}>
              {refused ? t('warehouseSorting.result.refused') : t('warehouseSorting.result.zone')}
            </Text>
            <Text fz={{ base: 88, sm: 140 }} fw={900} lh={1} data-testid="sorting-zone">
              {view.zone ?? '–'}
            </Text>
          </Stack>
          <Stack gap={6} flex={1} miw={200}>
            {view.zoneName && (
              <Text fz={{ base: 22, sm: 28 }} fw={800} data-testid="sorting-zone-name">
                {view.zoneName}
              </Text>
            )}
            {refused && view.zone === null && (
              <Text size="lg" fw={700}>
                {t('warehouseSorting.result.keep')}
              </Text>
            )}
            {view.bucket && (
              <Box data-testid="sorting-bucket">
                <Text size="md">{t('warehouseSorting.result.bucket')}</Text>
                <Text fz={{ base: 30, sm: 40 }} fw={900} ff="monospace" lh={1.1}>
                  {view.bucket.identifier}
                </Text>
                <Text size="lg">{view.bucket.name}</Text>
              </Box>
            )}
            {view.courier &&
              (view.courierPickup ? (
                <Text fz={{ base: 26, sm: 34 }} fw={900} data-testid="sorting-courier">
                  {t('warehouseSorting.result.courierPickup')}: {view.courier}
                </Text>
              ) : (
                <Text size="lg" data-testid="sorting-courier">
                  {t('warehouseSorting.result.courier')}: <strong>{view.courier}</strong>
                </Text>
              ))}
            {view.parcelNumber && (
              <Text size="md" ff="monospace">
                {t('warehouseSorting.result.parcel')}: {view.parcelNumber}
              </Text>
            )}
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
