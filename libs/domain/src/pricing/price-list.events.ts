import type { PriceListTerms } from './price-list-terms.js';

/** The events of one price list's stream (`operational-price-list-<id>`; schemas in libs/contracts/src/events/pricing.events.ts). */
export type PriceListEvent =
  | { type: 'OperationalPriceListCreated'; data: { priceListId: number; terms: PriceListTerms } }
  | { type: 'OperationalPriceListChanged'; data: { priceListId: number; terms: PriceListTerms } }
  | { type: 'OperationalPriceListDeleted'; data: { priceListId: number } }
  | { type: 'OperationalPriceListActivated'; data: { priceListId: number; activatedOn: string } }
  | { type: 'OperationalPriceListDeactivated'; data: { priceListId: number; deactivatedAt: string } }
  | { type: 'OperationalPriceListPutInUse'; data: { priceListId: number; shipmentId: number; at: string } };
