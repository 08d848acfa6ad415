import { Module } from '@nestjs/common';
import { ReportsModule } from '../reports/reports.module.js';
import { ShipmentsModule } from '../shipments/shipments.module.js';
import { AccountingPeriodsController } from './accounting-periods.controller.js';
import { InvoiceStreams } from './invoice-streams.js';
import { InvoicesController } from './invoices.controller.js';
import { INVOICING_SERVICE } from './invoicing-port.js';
import { INVOICING_PORTS } from './invoicing-ports.js';
import { InvoicingFacts } from './invoicing-facts.js';
import { InvoicingLiveRules } from './invoicing.live.js';
import { InvoiceProcessManager } from './process/invoice.process-manager.js';
import { AccountingPeriodsQueries } from './queries/accounting-periods.queries.js';
import { InvoicesQueries } from './queries/invoices.queries.js';
import { ReissueInvoiceHandler } from './reissue-invoice/reissue-invoice.js';
import { TriggerInvoicingHandler } from './trigger-invoicing/trigger-invoicing.js';

/**
 * Invoicing (spec/03 §7 "Invoices", docs/invoicing.md): the invoicing service
 * port (INVOICING_SERVICE: THE SANDBOX or the real Fakturownia), the invoice
 * run, re-issue, the invoice process (statement -> issue -> mail), the list,
 * the detail, the files and the accounting periods.
 */
@Module({
  imports: [ReportsModule, ShipmentsModule],
  controllers: [InvoicesController, AccountingPeriodsController],
  providers: [
    ...INVOICING_PORTS,
    InvoiceStreams,
    InvoicingFacts,
    InvoicesQueries,
    AccountingPeriodsQueries,
    TriggerInvoicingHandler,
    ReissueInvoiceHandler,
    InvoiceProcessManager,
    InvoicingLiveRules,
  ],
  exports: [INVOICING_SERVICE, InvoiceProcessManager, InvoicingLiveRules],
})
export class InvoicingModule {}
