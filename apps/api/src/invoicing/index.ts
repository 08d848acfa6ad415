import type { ApiArea } from '../platform/area.js';
import { INVOICING_ERRORS } from './invoicing.errors.js';
import { InvoicingLiveRules } from './invoicing.live.js';
import { InvoicingModule } from './invoicing.module.js';
import { InvoiceProcessManager } from './process/invoice.process-manager.js';

export { InvoicingModule } from './invoicing.module.js';
export * from './invoicing-port.js';

export const invoicingArea: ApiArea = {
  name: 'invoicing',
  module: InvoicingModule,
  errors: INVOICING_ERRORS,
  live: InvoicingLiveRules,
  processManagers: [InvoiceProcessManager],
};
