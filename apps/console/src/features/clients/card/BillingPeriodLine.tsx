import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { formatDay } from '@/shared/ui/format';
import { billingPeriodQuery } from '../clients.api';

/** The current billing period; 'Brak okresu rozliczeniowego' when the client has none (404 only); a small error text when it could not be read. */
export function BillingPeriodLine({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const period = useQuery(billingPeriodQuery(clientId));
  if (period.isPending) return null;
  if (period.isError) {
    return (
      <Text size="sm" c="red.8" data-testid="billing-period" role="status">
        {t('clients.card.billingPeriodError')}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="billing-period">
      {period.data
        ? t('clients.card.billingPeriod', { start: formatDay(period.data.start), end: formatDay(period.data.end) })
        : t('clients.card.noBillingPeriod')}
    </Text>
  );
}
