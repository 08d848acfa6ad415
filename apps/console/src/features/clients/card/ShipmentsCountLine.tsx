import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { formatDay } from '@/shared/ui/format';
import { billingPeriodQuery, shipmentsCountQuery } from '../clients.api';

/**
 * Shipments of the current and the previous billing period (spec/01 §2), under
 * the period line (which names the current period); nothing when the client
 * has no billing period (that line says 'Brak okresu rozliczeniowego' instead)
 * or while either is being read.
 */
export function ShipmentsCountLine({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const period = useQuery(billingPeriodQuery(clientId));
  const count = useQuery(shipmentsCountQuery(clientId));
  if (!period.data || count.isPending) return null;
  if (count.isError) {
    return (
      <Text size="sm" c="red.8" role="status" data-testid="shipments-count">
        {t('clients.card.shipmentsCountError')}
      </Text>
    );
  }
  const previous = count.data?.previous_period;
  if (!count.data || !previous) return null;
  return (
    <Text size="sm" data-testid="shipments-count">
      {t('clients.card.shipmentsCount', {
        current: count.data.current,
        previous: count.data.previous,
        previousStart: formatDay(previous.start),
        previousEnd: formatDay(previous.end),
      })}
    </Text>
  );
}
