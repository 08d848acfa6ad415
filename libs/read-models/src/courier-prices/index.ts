import type { ReadModelArea } from '../projector/read-model-area.js';
import { courierPricesProjection } from './courier-prices.projection.js';
import * as courierPrices from './migrations/2026-12-21T10-00-courier-prices.js';

/** The couriers' price tables. */
export const courierPricesReadModels: ReadModelArea = {
  name: 'courier-prices',
  projections: [courierPricesProjection],
  migrations: { '2026-12-21T10-00-courier-prices': courierPrices },
};
