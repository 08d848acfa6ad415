import type { ReadModelArea } from '../projector/read-model-area.js';
import * as operationalPriceLists from './migrations/2026-12-20T10-00-operational-price-lists.js';
import { operationalPriceListsProjection } from './pricing.projection.js';

/** Operational price lists (docs/pricing.md). */
export const pricingReadModels: ReadModelArea = {
  name: 'pricing',
  projections: [operationalPriceListsProjection],
  migrations: { '2026-12-20T10-00-operational-price-lists': operationalPriceLists },
};
