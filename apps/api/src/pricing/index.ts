import type { ApiArea } from '../platform/area.js';
import { PRICING_ERRORS } from './pricing.errors.js';
import { PricingLiveRules } from './pricing.live.js';
import { PricingModule } from './pricing.module.js';

export { PricingModule } from './pricing.module.js';
export { PriceLists } from './price-lists.js';
export { PutPriceListInUse } from './put-price-list-in-use/put-price-list-in-use.js';

export const pricingArea: ApiArea = {
  name: 'pricing',
  module: PricingModule,
  errors: PRICING_ERRORS,
  live: PricingLiveRules,
};
