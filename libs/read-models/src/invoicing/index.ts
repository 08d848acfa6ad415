import type { ReadModelArea } from '../projector/read-model-area.js';
import { invoicesProjection } from './invoices.projection.js';
import * as invoices from './migrations/2026-12-22T10-00-invoices.js';

export { INVOICES, invoicesProjection } from './invoices.projection.js';
export type { InvoicingTables, InvoiceTable, InvoiceEmailTable, InvoiceRunTable } from './invoicing.tables.js';

/** Invoices, their mails and the triggered invoice runs. */
export const invoicingReadModels: ReadModelArea = {
  name: 'invoicing',
  projections: [invoicesProjection],
  migrations: { '2026-12-22T10-00-invoices': invoices },
};
