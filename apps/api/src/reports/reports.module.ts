import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { ListingModule } from '../listing/listing.module.js';
import { DownloadExportHandler } from './download-export/download-export.js';
import { ExportAccess } from './export-access.js';
import { ExportStreams } from './export-streams.js';
import { ExportsController } from './exports.controller.js';
import { OrderExportHandler } from './order-export/order-export.js';
import { ExportsQueries } from './queries/exports.queries.js';
import { ReportsLiveRules } from './reports.live.js';
import { ReviewValidationErrorHandler } from './review-validation-error/review-validation-error.js';
import { SetUsedForInvoiceHandler } from './set-used-for-invoice/set-used-for-invoice.js';
import { EmployeeActivitySource } from './sources/employee-activity.source.js';
import { ReturnToClientSource } from './sources/return-to-client.source.js';
import { StandardReportSource } from './sources/standard.source.js';
import { ExportFiles } from './worker/export-files.js';
import { ExportWorkers } from './worker/export-runner.js';
import { ExportWorker } from './worker/export-worker.js';

/**
 * Reports (exports): orders recorded on each export's stream, the worker that
 * builds the files in the background (ExportWorkers), the list, the poll, the
 * validation errors, the invoice flag and the download (docs/reports.md).
 */
@Module({
  imports: [ClientsModule, ListingModule],
  controllers: [ExportsController],
  providers: [
    ExportStreams,
    ExportAccess,
    ExportsQueries,
    ExportFiles,
    ReportsLiveRules,
    OrderExportHandler,
    ReviewValidationErrorHandler,
    SetUsedForInvoiceHandler,
    DownloadExportHandler,
    StandardReportSource,
    EmployeeActivitySource,
    ReturnToClientSource,
    ExportWorker,
    ExportWorkers,
  ],
  exports: [ReportsLiveRules, ExportWorkers, ExportsQueries],
})
export class ReportsModule {}
