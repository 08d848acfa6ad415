import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n';
import { billingPeriodQuery } from '../clients.api';
import { formatDay } from '../dates';

/** The current billing period, or 'Brak okresu rozliczeniowego' when the client has none (404). */
export function BillingPeriodLine({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const period = useQuery(billingPeriodQuery(clientId));
  if (period.isPending || period.isError) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="billing-period">
      {period.data
        ? t('clients.card.billingPeriod', { start: formatDay(period.data.start), end: formatDay(period.data.end) })
        : t('clients.card.noBillingPeriod')}
    </Text>
  );
}
