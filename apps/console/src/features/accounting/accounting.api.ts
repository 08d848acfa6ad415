import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { exchangeRateView, type ExchangeRateRequest } from '@parcel/contracts';
import { call } from '@/shared/api/http';

/** Query keys start with the read model's name, so live notices of `exchange_rates` refresh them. */
export const exchangeRatesQuery = () =>
  queryOptions({
    queryKey: ['exchange_rates', 'list'],
    queryFn: ({ signal }) => call('GET', 'app/v1/exchange_rate/list', { schema: z.array(exchangeRateView), signal }),
  });

export const setExchangeRate = (body: ExchangeRateRequest) => call('PUT', 'app/v1/exchange_rate', { body });
