import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { DownloadExportHandler } from './download-export/download-export.js';
import { ExportAccess } from './export-access.js';
import { ExportsController } from './exports.controller.js';
import { OrderExportHandler } from './order-export/order-export.js';
import { ExportsQueries } from './queries/exports.queries.js';
import { ReportsLiveRules } from './reports.live.js';
import { ReviewValidationErrorHandler } from './review-validation-error/review-validation-error.js';
import { SetUsedForInvoiceHandler } from './set-used-for-invoice/set-used-for-invoice.js';
import { ExportWorkerModule } from './worker/export-worker.module.js';

/**
 * Reports (exports): orders recorded on each export's stream, the worker that
 * builds the files in the background (ExportWorkerModule, in this process or its own), the list, the poll, the
 * validation errors, the invoice flag and the download (docs/reports.md).
 */
@Module({
  imports: [ClientsModule, ExportWorkerModule],
  controllers: [ExportsController],
  providers: [
    ExportAccess,
    ExportsQueries,
    ReportsLiveRules,
    OrderExportHandler,
    ReviewValidationErrorHandler,
    SetUsedForInvoiceHandler,
    DownloadExportHandler,
  ],
  exports: [ReportsLiveRules, ExportWorkerModule, ExportsQueries],
})
export class ReportsModule {}
