import type { z } from 'zod';
import { calendarEventSchemas } from './calendar.events.js';
import { clientEventSchemas } from './clients.events.js';
import { identityEventSchemas } from './identity.events.js';
import { shipmentEventSchemas } from './shipments.events.js';
import { statusesEventSchemas } from './statuses.events.js';
import { warehouseEventSchemas } from './warehouse.events.js';
import { intakeEventSchemas } from './intake.events.js';
import { reportsEventSchemas } from './reports.events.js';
import { pricingEventSchemas } from './pricing.events.js';
import { courierPricesEventSchemas } from './courier-prices.events.js';
import { accountingEventSchemas } from './accounting.events.js';
import { invoicingEventSchemas } from './invoicing.events.js';
import { resignationsEventSchemas } from './resignations.events.js';
import { shopsEventSchemas } from './shops.events.js';
import type { EventSchemas } from './event-types.js';

export interface EventDefinition {
  readonly type: string;
  readonly version: number;
  readonly schema: z.ZodType;
  readonly upcasters?: Readonly<Record<number, (data: unknown) => unknown>>;
}

/** Each business area's event schemas. Adding an area = one entry here. */
const EVENT_AREAS: readonly EventSchemas[] = [
  identityEventSchemas,
  clientEventSchemas,
  statusesEventSchemas,
  shipmentEventSchemas,
  warehouseEventSchemas,
  calendarEventSchemas,
  intakeEventSchemas,
  reportsEventSchemas,
  pricingEventSchemas,
  courierPricesEventSchemas,
  accountingEventSchemas,
  invoicingEventSchemas,
  resignationsEventSchemas,
  shopsEventSchemas,
];

/** Every event type the store accepts, with its current version and schema. */
export const EVENT_DEFINITIONS: readonly EventDefinition[] = EVENT_AREAS.flatMap((schemas) =>
  Object.entries(schemas).map(([type, schema]) => ({ type, version: 1, schema })),
);
