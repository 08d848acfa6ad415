import { once } from 'node:events';
import { Inject, Injectable } from '@nestjs/common';
import {
  failExport,
  generateExport,
  progressDue,
  recordExportProgress,
  recordValidationErrors,
  startExport,
  type ExportOrderedData,
  type ExportEvent,
} from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { reactionContext, type CommandContext } from '../../cqrs/command-context.js';
import { logger } from '../../shared/logger.js';
import { INFRA } from '../../shared/tokens.js';
import { ExportStreams } from '../export-streams.js';
import { BillingSource } from '../sources/billing.source.js';
import { EmployeeActivitySource } from '../sources/employee-activity.source.js';
import type { FoundValidationError, ReportSourceFactory } from '../sources/report-source.js';
import { ReturnToClientSource } from '../sources/return-to-client.source.js';
import { StandardReportSource } from '../sources/standard.source.js';
import { ExportFiles } from './export-files.js';
import { ReportWorkbook } from './report-workbook.js';

/** The worker stopped (or lost its lease) mid-report: the order is left to the next worker, nothing is recorded. */
export class ExportAborted extends Error {
  constructor() {
    super('export aborted: the worker stopped');
  }
}

/** Whether the worker must stop now. */
export type StopCheck = () => boolean;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Builds one ordered export: records a new attempt (or internal_error when the
 * attempts are used up), streams the source's rows into the xlsx, records
 * throttled progress and the validation errors as it goes, then the file.
 * An error of the build ends the export as internal_error; a stop leaves it
 * for the next worker (ExportAborted).
 */
@Injectable()
export class ExportWorker {
  private readonly factories: readonly ReportSourceFactory[];
  constructor(
    @Inject(ExportStreams) private readonly streams: ExportStreams,
    @Inject(ExportFiles) private readonly files: ExportFiles,
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(StandardReportSource) standard: StandardReportSource,
    @Inject(EmployeeActivitySource) employeeActivity: EmployeeActivitySource,
    @Inject(ReturnToClientSource) returnToClient: ReturnToClientSource,
    @Inject(BillingSource) billing: BillingSource,
  ) {
    this.factories = [standard, employeeActivity, returnToClient, billing];
  }

  async run(ordered: RecordedEvent, stop: StopCheck): Promise<void> {
    const { identifier } = ordered.data as ExportOrderedData;
    const context = reactionContext(ordered);
    const { events, state } = await this.streams.update(identifier, (s) => startExport(s, this.infra.config.EXPORT_MAX_ATTEMPTS), context);
    const started = events.find((e): e is Extract<ExportEvent, { type: 'ExportStarted' }> => e.type === 'ExportStarted');
    if (!started) return;
    const attempt = started.data.attempt;
    try {
      await this.build(state.order!, attempt, context, stop);
    } catch (error) {
      if (error instanceof ExportAborted) throw error;
      if (stop()) throw new ExportAborted();
      logger.warn(`export ${identifier} attempt ${attempt} failed: ${String(error)}`);
      await this.streams.update(identifier, (s) => failExport(s, attempt, 'internal_error'), context);
    }
  }

  private async build(order: ExportOrderedData, attempt: number, context: CommandContext, stop: StopCheck): Promise<void> {
    const { identifier } = order;
    const { EXPORT_BATCH_ROWS: batchRows, EXPORT_BATCH_PAUSE_MS: pause } = this.infra.config;
    const factory = this.factories.find((f) => f.types.includes(order.type));
    if (!factory) throw new Error(`no report source for ${order.type}`);
    const source = factory.create(order);
    const record = (decide: Parameters<ExportStreams['update']>[1]) => this.streams.update(identifier, decide, context);

    let total = await source.count();
    await record((s) => recordExportProgress(s, attempt, 0, total));
    let last = { performed: 0, at: Date.now() };
    let performed = 0;
    const found: FoundValidationError[] = [];
    const flushErrors = async () => {
      if (found.length === 0) return;
      const ids = await this.streams.nextValidationErrorIds(found.length);
      const errors = found.splice(0).map((e, i) => ({ id: ids[i]!, ...e }));
      await record((s) => recordValidationErrors(s, attempt, errors));
    };

    const part = await this.files.openPart(identifier, attempt);
    const failed = once(part.out, 'error').then(([error]) => Promise.reject(error as Error));
    failed.catch(() => undefined);
    try {
      const workbook = new ReportWorkbook(part.out, source.sheet, source.columns);
      for await (const rows of source.batches(batchRows)) {
        if (stop()) throw new ExportAborted();
        await Promise.race([workbook.add(rows), failed]);
        found.push(...(source.check?.(rows) ?? []));
        performed += rows.length;
        total = Math.max(total, performed);
        const now = { performed, at: Date.now() };
        if (progressDue(last, now, total)) {
          await flushErrors();
          await record((s) => recordExportProgress(s, attempt, performed, total));
          last = now;
        }
        if (pause > 0) await sleep(pause);
      }
      if (stop()) throw new ExportAborted();
      found.push(...((await source.finish?.()) ?? []));
      await flushErrors();
      await Promise.race([workbook.commit(), failed]);
      if (!part.out.writableFinished) await Promise.race([once(part.out, 'finish'), failed]);
      const file = await this.files.complete(identifier, part.path);
      await record((s) => generateExport(s, attempt, { ...file, rows: performed }));
    } catch (error) {
      part.out.destroy();
      await this.files.discard(part.path);
      throw error;
    }
  }
}
