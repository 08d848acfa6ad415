import type { EventStore, RecordedEvent } from '@parcel/event-store';
import { formatPosition } from '@parcel/event-store';
import { readModelSubject, type Database, type NotificationBus } from '@parcel/platform';
import type { ReadModelDb } from '../database.js';
import { advanceCheckpoint } from '../checkpoints/checkpoints.js';
import { DEAD_LETTERS, parkDeadLetter } from '../dead-letters/dead-letters.js';
import { CheckpointMovedError, LeasedRunner } from '../runtime/leased-runner.js';
import { DEFAULT_RETRY, describeError, withRetries, type RetryPolicy } from '../runtime/retry.js';
import { processManagerCheckpoint, type ProcessManager } from './process-manager.js';

export interface ProcessManagerRunnerOptions {
  readonly database: Database;
  readonly store: EventStore;
  readonly bus: NotificationBus;
  readonly processManager: ProcessManager;
  readonly batchSize?: number;
  readonly standbyRetryMs?: number;
  readonly retry?: RetryPolicy;
  readonly log?: (message: string) => void;
}

/**
 * Runs one process manager: one active instance (lease), events in order from
 * its checkpoint, each handled with retries and backoff, then the checkpoint
 * moved past it. An event that keeps failing is parked in the dead-letter list
 * (with the checkpoint move, in one transaction) and the next one goes on.
 */
export class ProcessManagerRunner extends LeasedRunner {
  constructor(private readonly options: ProcessManagerRunnerOptions) {
    const { name, eventTypes } = options.processManager;
    super({
      database: options.database,
      store: options.store,
      lease: `process-manager:${name}`,
      checkpoint: processManagerCheckpoint(name),
      eventTypes,
      batchSize: options.batchSize ?? 50,
      standbyRetryMs: options.standbyRetryMs ?? 1000,
      log: (message) => options.log?.(`[process manager ${name}] ${message}`),
    });
  }

  get name(): string {
    return this.options.processManager.name;
  }

  protected async handleBatch(events: RecordedEvent[]): Promise<void> {
    for (const event of events) await this.handleOne(event);
  }

  private async handleOne(event: RecordedEvent): Promise<void> {
    const { processManager, bus } = this.options;
    const tried = await withRetries(
      () => processManager.handle(event),
      this.options.retry ?? DEFAULT_RETRY,
      (ms) => this.pause(ms),
      () => !this.isStopped,
    );
    if (!tried.ok && this.isStopped) throw tried.error;
    const checkpoint = processManagerCheckpoint(this.name);
    const from = this.position!;
    await (this.options.database.db as ReadModelDb).transaction().execute(async (trx) => {
      if (!(await advanceCheckpoint(trx, checkpoint, from, event.position))) throw new CheckpointMovedError(checkpoint);
      if (!tried.ok) {
        await parkDeadLetter(trx, {
          handler: this.name,
          kind: 'process_manager',
          event,
          error: describeError(tried.error),
          attempts: tried.attempts,
          at: new Date(),
        });
      }
    });
    this.position = event.position;
    if (!tried.ok) {
      this.options.log?.(`[process manager ${this.name}] parked ${event.type} ${event.eventId}: ${describeError(tried.error)}`);
      bus.publish(readModelSubject(DEAD_LETTERS), { readModel: DEAD_LETTERS, position: formatPosition(event.position), ids: [] });
    }
  }
}
