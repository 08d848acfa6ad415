import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { RecordedEvent } from '@parcel/event-store';
import { advanceCheckpoint, CheckpointMovedError, inLanes, LeasedRunner, processManagerCheckpoint, type ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { logger } from '../../shared/logger.js';
import { INFRA } from '../../shared/tokens.js';
import { ExportWorker } from './export-worker.js';

/** The lease (one worker across API replicas) and the checkpoint row (`pm:exports`). */
export const EXPORT_WORKER_NAME = 'exports';

/**
 * The report worker: a leased, checkpointed subscription to ExportOrdered (the
 * process-manager machinery, docs/architecture.md), building up to
 * EXPORT_CONCURRENCY reports of a batch of orders at once (many small
 * statements of an invoice run wait mostly on the database, not the CPU).
 * The checkpoint moves past a batch only once its reports are finished
 * (generated or failed): a worker that dies or stops mid-report leaves the
 * order to the next holder of the lease, which starts a new attempt; after
 * EXPORT_MAX_ATTEMPTS the report ends as internal_error. So no report stays
 * in accounting while any API process runs a worker.
 */
export class ExportRunner extends LeasedRunner {
  constructor(
    private readonly infra: Infrastructure,
    private readonly worker: ExportWorker,
  ) {
    super({
      database: infra.database,
      store: infra.store,
      lease: `process-manager:${EXPORT_WORKER_NAME}`,
      checkpoint: processManagerCheckpoint(EXPORT_WORKER_NAME),
      eventTypes: ['ExportOrdered'],
      batchSize: 10,
      standbyRetryMs: 1000,
      log: (message) => logger.info(`[export worker] ${message}`),
    });
  }

  /** Whether the report being built must stop: this runner stopped or lost its lease. */
  private readonly mustStop = (): boolean => this.isStopped || !this.active;

  protected async handleBatch(events: RecordedEvent[]): Promise<void> {
    const checkpoint = processManagerCheckpoint(EXPORT_WORKER_NAME);
    await inLanes(events, this.infra.config.EXPORT_CONCURRENCY, (event) => this.worker.run(event, this.mustStop));
    const last = events[events.length - 1]!.position;
    if (!(await advanceCheckpoint(this.infra.database.db as ReadModelDb, checkpoint, this.position!, last)))
      throw new CheckpointMovedError(checkpoint);
    this.position = last;
  }
}

/** Runs the report worker in this API process (EXPORTS_WORKER=true, the default), from start to shutdown. */
@Injectable()
export class ExportWorkers implements OnApplicationBootstrap, OnModuleDestroy {
  private runner: ExportRunner | undefined;

  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(ExportWorker) private readonly worker: ExportWorker,
  ) {}

  onApplicationBootstrap(): void {
    if (this.infra.config.EXPORTS_WORKER === 'true') this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** Starts a (new) runner: it takes the lease when no other holds it. */
  start(): void {
    this.runner ??= new ExportRunner(this.infra, this.worker);
    this.runner.start();
  }

  /** Stops this process's runner (a report in progress is abandoned to the next worker). */
  async stop(): Promise<void> {
    const runner = this.runner;
    this.runner = undefined;
    await runner?.stop();
  }

  get active(): boolean {
    return this.runner?.active ?? false;
  }
}
