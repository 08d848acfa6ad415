import { addressesArea } from './addresses/index.js';
import { calendarArea } from './calendar/index.js';
import { clientsArea } from './clients/index.js';
import { couriersArea } from './couriers/index.js';
import { identityArea } from './identity/index.js';
import { listingArea } from './listing/index.js';
import { pricingArea } from './pricing/index.js';
import { operationsArea } from './operations/index.js';
import type { ApiArea } from './platform/area.js';
import { shipmentsArea } from './shipments/index.js';
import { statisticsArea } from './statistics/index.js';
import { statusesArea } from './statuses/index.js';
import { tagsArea } from './tags/index.js';
import { warehouseArea } from './warehouse/index.js';
import { reportsArea } from './reports/index.js';
import { accountingArea } from './accounting/index.js';
import { courierPricesArea } from './courier-prices/index.js';
import { invoicingArea } from './invoicing/index.js';
import { resignationsArea } from './resignations/index.js';
import { dashboardArea } from './dashboard/index.js';
import { shopsArea } from './shops/index.js';

/** The business areas of the API. Adding an area = one entry here (see docs/architecture.md, "A new area"). */
export const AREAS: readonly ApiArea[] = [
  identityArea,
  clientsArea,
  operationsArea,
  statusesArea,
  shipmentsArea,
  couriersArea,
  addressesArea,
  warehouseArea,
  calendarArea,
  tagsArea,
  statisticsArea,
  reportsArea,
  listingArea,
  pricingArea,
  courierPricesArea,
  invoicingArea,
  resignationsArea,
  accountingArea,
  dashboardArea,
  shopsArea,
];
