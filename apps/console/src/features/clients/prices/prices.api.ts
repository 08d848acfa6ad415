import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponse, priceBandFields, priceView } from '@parcel/contracts';
import { CLIENT_PRICE_SERVICE_ID } from '@parcel/domain';
import { call } from '@/shared/api/http';

/** Query keys start with 'clients' (the read model), so live notices of it refresh them. */
export const clientPricesQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['clients', 'prices', clientId],
    queryFn: ({ signal }) => call('GET', `client/prices/${clientId}`, { schema: z.array(priceView), signal }),
    select: (bands) => [...bands].sort((a, b) => a.min_weight_value - b.min_weight_value),
  });

export const priceQuery = (priceId: string) =>
  queryOptions({
    queryKey: ['clients', 'price', priceId],
    queryFn: ({ signal }) => call('GET', `price/${encodeURIComponent(priceId)}`, { schema: priceView, signal }),
  });

/** NumberInput values: a number, or '' while empty. */
export interface PriceFormValues extends Record<string, unknown> {
  net_price: number | string;
  vat_percentage: number | string;
  min_weight_value: number | string;
  max_weight_value: number | string;
}

/**
 * The band form (spec/01 §5), by the API's own fields: every value required (an
 * empty one is 'required', not 0), VAT and weights 0-100, net price from 0; the
 * minimum weight below the maximum (the API says so too,
 * price_band_range_invalid). Overlap with other bands is the API's to judge.
 */
export const priceFormSchema = priceBandFields
  .pick({ net_price: true, vat_percentage: true, min_weight_value: true, max_weight_value: true })
  .refine((band) => band.min_weight_value < band.max_weight_value, { error: 'price_band_range_invalid', path: ['max_weight_value'] });

const toBody = (clientId: number, values: PriceFormValues) => ({
  id_client: clientId,
  net_price: Number(values.net_price),
  vat_percentage: Number(values.vat_percentage),
  min_weight_value: Number(values.min_weight_value),
  max_weight_value: Number(values.max_weight_value),
  service_id: CLIENT_PRICE_SERVICE_ID,
});

export const createPrice = (clientId: number, values: PriceFormValues) => call('POST', 'client/prices', { body: toBody(clientId, values), schema: messageResponse });
export const updatePrice = (clientId: number, priceId: string, values: PriceFormValues) =>
  call('PUT', 'client/prices', { body: { id: priceId, ...toBody(clientId, values) }, schema: messageResponse });
export const deletePrice = (priceId: string) => call('DELETE', 'client/prices', { body: { id: priceId }, schema: messageResponse });
