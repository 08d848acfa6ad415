import { createFileRoute } from '@tanstack/react-router';
import { ExchangeRatesPage } from '@/features/accounting/ExchangeRatesPage';
import { requireScreen } from '@/shared/session/guards';

/** `/exchange-rates` (admins): the exchange-rate table accounting converts with (docs/accounting.md). */
export const Route = createFileRoute('/_app/exchange-rates')({
  beforeLoad: requireScreen('exchangeRates'),
  component: ExchangeRatesPage,
});
