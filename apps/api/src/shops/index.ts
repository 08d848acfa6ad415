import type { ApiArea } from '../platform/area.js';
import { SHOPS_ERRORS } from './shops.errors.js';
import { ShopsLiveRules } from './shops.live.js';
import { ShopsModule } from './shops.module.js';

export { ShopsModule } from './shops.module.js';

export const shopsArea: ApiArea = {
  name: 'shops',
  module: ShopsModule,
  errors: SHOPS_ERRORS,
  live: ShopsLiveRules,
};
