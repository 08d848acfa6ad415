import { queryOptions } from '@tanstack/react-query';
import {
  courierPriceFields,
  courierPriceList,
  courierPriceUpdatedResponse,
  courierPriceView,
  type CourierPriceView,
} from '@parcel/contracts';
import { COURIERS, DEFAULT_PRICE_COURIER_ID } from '@parcel/domain';
import { call } from '@/shared/api/http';

/** Query keys start with the read model's name, so live notices of `courier_prices` refresh them. */
export const courierPricesQuery = (courierId: number) =>
  queryOptions({
    queryKey: ['courier_prices', 'courier', courierId],
    queryFn: ({ signal }) => call('GET', `courier/${courierId}/prices`, { schema: courierPriceList, signal }),
  });

/** One row; the spec's screen asks under courier 1 whatever the row's courier (the id alone finds it). */
export const courierPriceQuery = (id: number) =>
  queryOptions({
    queryKey: ['courier_prices', 'one', id],
    queryFn: ({ signal }) => call('GET', `courier/${DEFAULT_PRICE_COURIER_ID}/prices/${id}`, { schema: courierPriceView, signal }),
  });

/** The couriers the table is kept for (the catalogue), and a courier's name. */
export const PRICE_COURIERS = COURIERS;
export const courierName = (courierId: number): string => COURIERS.find((c) => c.id === courierId)?.name ?? String(courierId);
export const isPriceCourier = (courierId: number): boolean => COURIERS.some((c) => c.id === courierId);

/** The form's values as the inputs hold them: numbers ('' while empty) and the flags as checkboxes. */
export interface CourierPriceFormValues extends Record<string, unknown> {
  net_price: number | string;
  vat_percentage: number | string;
  max_insurance_value: number | string;
  min_weight_value: number | string;
  max_weight_value: number | string;
  this_side_up: boolean;
  liquid: boolean;
  not_expose_to_frost: boolean;
  cash_on_delivery: boolean;
  caution: boolean;
}

export const NUMBER_FIELDS = ['net_price', 'vat_percentage', 'max_insurance_value', 'min_weight_value', 'max_weight_value'] as const;
export const FLAG_FIELDS = ['this_side_up', 'liquid', 'not_expose_to_frost', 'cash_on_delivery', 'caution'] as const;

/**
 * The form is checked by the API's own contract (spec/03 §5: every value
 * required, insurance and weights 0-100, net price with cents). That the
 * minimum weight is below the maximum is the API's to judge: its 422 lands
 * under the maximum weight.
 */
export const courierPriceFormSchema = courierPriceFields;

export const courierPriceFormValues = (price: CourierPriceView): CourierPriceFormValues => ({
  net_price: price.net_price,
  vat_percentage: price.vat_percentage,
  max_insurance_value: price.max_insurance_value,
  min_weight_value: price.min_weight_value,
  max_weight_value: price.max_weight_value,
  this_side_up: price.this_side_up,
  liquid: price.liquid,
  not_expose_to_frost: price.not_expose_to_frost,
  cash_on_delivery: price.cash_on_delivery,
  caution: price.caution,
});

const toBody = (id: number, values: CourierPriceFormValues) => ({
  id,
  ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, Number(values[field])])),
  ...Object.fromEntries(FLAG_FIELDS.map((field) => [field, values[field]])),
});

export const updateCourierPrice = (id: number, values: CourierPriceFormValues) =>
  call('PUT', 'courier/price', { body: toBody(id, values), schema: courierPriceUpdatedResponse });
