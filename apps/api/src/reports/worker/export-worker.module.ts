import { Module } from '@nestjs/common';
import { AccountantModule } from '../../accounting/accountant.module.js';
import { ListingRowsModule } from '../../listing/listing-rows.module.js';
import { ExportStreams } from '../export-streams.js';
import { BillingSource } from '../sources/billing.source.js';
import { EmployeeActivitySource } from '../sources/employee-activity.source.js';
import { ReturnToClientSource } from '../sources/return-to-client.source.js';
import { StandardReportSource } from '../sources/standard.source.js';
import { ExportFiles } from './export-files.js';
import { ExportWorkers } from './export-runner.js';
import { ExportWorker } from './export-worker.js';

/**
 * What builds report files: the sources, the files, the worker and its leased
 * runner. The API imports it (EXPORTS_WORKER=true) and so does the export
 * worker's own process (export-worker.ts); it needs only the infrastructure,
 * the clock and EventSourced from outside.
 */
@Module({
  imports: [ListingRowsModule, AccountantModule],
  providers: [
    ExportStreams,
    ExportFiles,
    StandardReportSource,
    EmployeeActivitySource,
    ReturnToClientSource,
    BillingSource,
    ExportWorker,
    ExportWorkers,
  ],
  exports: [ExportStreams, ExportFiles, ExportWorkers],
})
export class ExportWorkerModule {}
