import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { formatDay } from '@/shared/ui/format';
import { billingPeriodQuery, shipmentsCountQuery } from '../clients.api';

/**
 * Shipments of the previous and the current billing period (spec/01 §2); nothing
 * when the client has no billing period (the period line says 'Brak okresu
 * rozliczeniowego' instead) or while the period is being read.
 */
export function ShipmentsCountLine({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const period = useQuery(billingPeriodQuery(clientId));
  const count = useQuery(shipmentsCountQuery(clientId));
  if (!period.data || count.isPending) return null;
  if (count.isError) {
    return (
      <Text size="sm" c="red.8" role="status" data-testid="shipments-count">
        {t('clients.card.shipmentsCount.error')}
      </Text>
    );
  }
  const data = count.data;
  if (!data || (!data.previous_period && !data.current_period)) return null;
  const { previous_period: previous, current_period: current } = data;
  return (
    <Group gap="md" aria-label={t('clients.card.shipmentsCount.label')} role="group" data-testid="shipments-count">
      <Text size="sm" data-testid="shipments-previous">
        {previous
          ? t('clients.card.shipmentsCount.previousIn', {
              number: data.previous,
              start: formatDay(previous.start),
              end: formatDay(previous.end),
            })
          : t('clients.card.shipmentsCount.previous', { number: data.previous })}
      </Text>
      <Text size="sm" data-testid="shipments-current">
        {current
          ? t('clients.card.shipmentsCount.currentIn', {
              number: data.current,
              start: formatDay(current.start),
              end: formatDay(current.end),
            })
          : t('clients.card.shipmentsCount.current', { number: data.current })}
      </Text>
    </Group>
  );
}
