import type { ReadModelArea } from '../projector/read-model-area.js';
import * as externalShops from './migrations/2027-01-11T10-00-external-shops.js';
import { externalShopsProjection } from './shops.projection.js';

export { EXTERNAL_SHOPS, externalShopsProjection } from './shops.projection.js';
export type { ShopsTables, ExternalShopTable, ExternalShopCourierTable, ExternalShopOrderTable } from './shops.tables.js';

/** Client shops (IdoSell): the shops, their courier mappings and runs, the orders they handed us. */
export const shopsReadModels: ReadModelArea = {
  name: 'shops',
  projections: [externalShopsProjection],
  migrations: { '2027-01-11T10-00-external-shops': externalShops },
};
