import type { ApiArea } from '../platform/area.js';
import { COURIER_PRICES_ERRORS } from './courier-prices.errors.js';
import { CourierPricesLiveRules } from './courier-prices.live.js';
import { CourierPricesModule } from './courier-prices.module.js';

export { CourierPricesModule } from './courier-prices.module.js';
export { CourierPricesQueries } from './queries/courier-prices.queries.js';

export const courierPricesArea: ApiArea = {
  name: 'courier-prices',
  module: CourierPricesModule,
  errors: COURIER_PRICES_ERRORS,
  live: CourierPricesLiveRules,
};
