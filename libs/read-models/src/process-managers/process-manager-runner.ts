import type { EventStore, RecordedEvent } from '@parcel/event-store';
import { formatPosition } from '@parcel/event-store';
import { readModelSubject, type Database, type NotificationBus } from '@parcel/platform';
import type { ReadModelDb } from '../database.js';
import { advanceCheckpoint } from '../checkpoints/checkpoints.js';
import { DEAD_LETTERS, parkDeadLetter } from '../dead-letters/dead-letters.js';
import { CheckpointMovedError, LeasedRunner } from '../runtime/leased-runner.js';
import { inLanes } from '../runtime/lanes.js';
import { DEFAULT_RETRY, describeError, withRetries, type RetryPolicy, type Tried } from '../runtime/retry.js';
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
 * its checkpoint (or a batch's at once, in lanes by key, when the manager
 * asks for concurrency), each handled with retries and backoff, then the
 * checkpoint moved past them. An event that keeps failing is parked in the dead-letter list
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
    const { concurrency } = this.options.processManager;
    if (!concurrency || concurrency.width <= 1) {
      for (const event of events) await this.settle([[event, await this.tryHandle(event)]]);
      return;
    }
    const tried = new Map<RecordedEvent, Tried<void>>();
    await inLanes(events, concurrency.width, async (event) => void tried.set(event, await this.tryHandle(event)), concurrency.keyOf);
    await this.settle(events.map((event) => [event, tried.get(event)!]));
  }

  private tryHandle(event: RecordedEvent): Promise<Tried<void>> {
    return withRetries(
      () => this.options.processManager.handle(event),
      this.options.retry ?? DEFAULT_RETRY,
      (ms) => this.pause(ms),
      () => !this.isStopped,
    );
  }

  /** Moves the checkpoint past the handled events (in their order), parking those that kept failing, in one transaction. */
  private async settle(handled: readonly (readonly [RecordedEvent, Tried<void>])[]): Promise<void> {
    const failed = handled.flatMap(([event, tried]) => (tried.ok ? [] : [{ event, tried }]));
    // Stopped mid-retry: nothing is parked, the next holder of the lease tries again.
    if (failed.length > 0 && this.isStopped) throw failed[0]!.tried.error;
    const checkpoint = processManagerCheckpoint(this.name);
    const from = this.position!;
    const last = handled[handled.length - 1]![0];
    await (this.options.database.db as ReadModelDb).transaction().execute(async (trx) => {
      if (!(await advanceCheckpoint(trx, checkpoint, from, last.position))) throw new CheckpointMovedError(checkpoint);
      for (const { event, tried } of failed)
        await parkDeadLetter(trx, {
          handler: this.name,
          kind: 'process_manager',
          event,
          error: describeError(tried.error),
          attempts: tried.attempts,
          at: new Date(),
        });
    });
    this.position = last.position;
    for (const { event, tried } of failed) {
      this.options.log?.(`[process manager ${this.name}] parked ${event.type} ${event.eventId}: ${describeError(tried.error)}`);
      this.options.bus.publish(readModelSubject(DEAD_LETTERS), { readModel: DEAD_LETTERS, position: formatPosition(event.position), ids: [] });
    }
  }
}
