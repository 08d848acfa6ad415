import { z } from 'zod';
import {
  PRICE_LIST_CURRENCIES,
  PRICE_LIST_TYPES,
  SPECIAL_ASSOCIATIONS,
  SURCHARGE_KEYS,
  SURCHARGE_TYPES,
  type SurchargeKey,
} from '../catalogues/pricing.js';
import { eventTypesOf } from './event-types.js';

/** The schema of each pricing event's data, current version 1 (docs/pricing.md). */

const priceListId = z.number().int().min(1);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const when = z.string().datetime();

const surcharge = z.object({
  type: z.enum(SURCHARGE_TYPES),
  value: z.number().min(0),
  minimal: z.number().min(0).nullable(),
  maximal: z.number().min(0).nullable(),
});

/** A list's terms as recorded (the domain's PriceListTerms). */
export const priceListTermsSchema = z.object({
  type: z.enum(PRICE_LIST_TYPES),
  clientId: z.number().int().min(1).nullable(),
  name: z.string().min(1),
  specialAssociation: z.enum(SPECIAL_ASSOCIATIONS),
  beginDate: date,
  currency: z.enum(PRICE_LIST_CURRENCIES),
  specificFactorsCurrency: z.enum(PRICE_LIST_CURRENCIES),
  countryId: z.number().int().nullable(),
  courierId: z.number().int().nullable(),
  weightThresholds: z.array(z.object({ limiting_threshold: z.number().positive(), base_amount: z.number().min(0) })).min(1),
  ...(Object.fromEntries(SURCHARGE_KEYS.map((key) => [key, surcharge])) as { [K in SurchargeKey]: typeof surcharge }),
});

/** A price list's own stream (operational-price-list-<id>). */
export const priceListEventSchemas = {
  OperationalPriceListCreated: z.object({ priceListId, terms: priceListTermsSchema }),
  OperationalPriceListChanged: z.object({ priceListId, terms: priceListTermsSchema }),
  OperationalPriceListDeleted: z.object({ priceListId }),
  /** The list took effect: recorded on its begin date (or at once when saved with a begin date already reached). */
  OperationalPriceListActivated: z.object({ priceListId, activatedOn: date }),
  /** A client list stopped: the client is priced by the default list again. */
  OperationalPriceListDeactivated: z.object({ priceListId, deactivatedAt: when }),
  /** The list priced its first shipment: from now on it is locked. */
  OperationalPriceListPutInUse: z.object({ priceListId, shipmentId: z.number().int().min(1), at: when }),
} as const;

export const pricingEventSchemas = { ...priceListEventSchemas } as const;
export const PRICE_LIST_EVENT_TYPES = eventTypesOf(priceListEventSchemas);
