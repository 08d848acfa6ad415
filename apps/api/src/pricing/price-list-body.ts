import type { PriceListBody } from '@parcel/contracts';
import { SURCHARGE_KEYS, type PriceListTerms, type PriceListType, type Surcharges } from '@parcel/domain';

/** The terms a POST or PUT body describes (the type comes from the path). */
export function termsOf(type: PriceListType, body: PriceListBody): PriceListTerms {
  const surcharges = Object.fromEntries(SURCHARGE_KEYS.map((key) => [key, body[key]])) as Surcharges;
  return {
    ...surcharges,
    type,
    clientId: body.id_client,
    name: body.name,
    specialAssociation: body.special_association,
    beginDate: body.begin_date,
    currency: body.currency,
    specificFactorsCurrency: body.specific_factors_currency,
    countryId: body.id_country,
    courierId: body.id_courier,
    weightThresholds: body.weight_thresholds.map(({ limiting_threshold, base_amount }) => ({ limiting_threshold, base_amount })),
  };
}
