import { addressesReadModels } from './addresses/index.js';
import { calendarReadModels } from './calendar/index.js';
import { clientsReadModels } from './clients/index.js';
import { lockersReadModels } from './lockers/index.js';
import { operationsReadModels } from './operations/index.js';
import { shipmentsReadModels } from './shipments/index.js';
import type { Projection } from './projector/projection.js';
import type { ReadModelArea } from './projector/read-model-area.js';
import { statisticsReadModels } from './statistics/index.js';
import { statusesReadModels } from './statuses/index.js';
import { listingReadModels } from './listing/index.js';
import { identityReadModels } from './users/index.js';
import { warehouseReadModels } from './warehouse/index.js';
import { exportsReadModels } from './exports/index.js';
import { courierPricesReadModels } from './courier-prices/index.js';
import { pricingReadModels } from './pricing/index.js';
import { accountingReadModels } from './accounting/index.js';
import { invoicingReadModels } from './invoicing/index.js';
import { resignationsReadModels } from './resignations/index.js';
import { shopsReadModels } from './shops/index.js';

/** Every area's read models. Adding an area = one entry here. */
export const READ_MODEL_AREAS: readonly ReadModelArea[] = [
  identityReadModels,
  clientsReadModels,
  operationsReadModels,
  statusesReadModels,
  shipmentsReadModels,
  lockersReadModels,
  addressesReadModels,
  warehouseReadModels,
  calendarReadModels,
  statisticsReadModels,
  exportsReadModels,
  listingReadModels,
  courierPricesReadModels,
  pricingReadModels,
  accountingReadModels,
  invoicingReadModels,
  resignationsReadModels,
  shopsReadModels,
];

/** Every read model the projector keeps. */
export const PROJECTIONS: readonly Projection[] = READ_MODEL_AREAS.flatMap((area) => area.projections);

export function findProjection(name: string): Projection | undefined {
  return PROJECTIONS.find((p) => p.name === name);
}
