import { sql } from 'kysely';
import type { EventStore, RecordedEvent } from '@parcel/event-store';
import { formatPosition } from '@parcel/event-store';
import { readModelSubject, type Database, type NotificationBus } from '@parcel/platform';
import type { ReadModelDb } from '../database.js';
import { advanceCheckpoint } from '../checkpoints/checkpoints.js';
import { DEAD_LETTERS, parkDeadLetter } from '../dead-letters/dead-letters.js';
import { CheckpointMovedError, LeasedRunner } from '../runtime/leased-runner.js';
import { DEFAULT_RETRY, describeError, withRetries, type RetryPolicy } from '../runtime/retry.js';
import { applyEvents, type Projection } from './projection.js';

export { CheckpointMovedError } from '../runtime/leased-runner.js';

export interface RunnerOptions {
  readonly database: Database;
  readonly store: EventStore;
  readonly bus: NotificationBus;
  readonly projection: Projection;
  readonly batchSize?: number;
  /** How often a standby instance tries to take the lease. */
  readonly standbyRetryMs?: number;
  /** How an event whose rows cannot be written is tried again before it is parked. */
  readonly retry?: RetryPolicy;
  readonly log?: (message: string) => void;
  /** Test hook: runs inside the batch transaction after the rows, before commit. */
  readonly beforeCommit?: (events: RecordedEvent[]) => Promise<void>;
}

/**
 * Keeps one read model up to date: holds the projection's lease, subscribes
 * from the stored checkpoint, and applies each batch and the checkpoint in one
 * transaction. A batch that fails is applied again one event at a time; an event
 * that still fails after the retries is parked in the dead-letter list (in the
 * transaction that moves the checkpoint past it), so one poison event never
 * stalls the read model silently. Notifications go out after commit.
 */
export class ProjectionRunner extends LeasedRunner {
  /** Batches this instance committed (for tests and health). */
  batches = 0;

  constructor(private readonly options: RunnerOptions) {
    const name = options.projection.name;
    super({
      database: options.database,
      store: options.store,
      lease: `projection:${name}`,
      checkpoint: name,
      eventTypes: options.projection.eventTypes,
      batchSize: options.batchSize ?? 500,
      standbyRetryMs: options.standbyRetryMs ?? 1000,
      log: (message) => options.log?.(`[projection ${name}] ${message}`),
    });
  }

  get name(): string {
    return this.options.projection.name;
  }

  private get db(): ReadModelDb {
    return this.options.database.db as ReadModelDb;
  }

  protected async handleBatch(events: RecordedEvent[]): Promise<void> {
    if (events.length === 1) return this.applyOrPark(events[0]!);
    try {
      await this.commit(events);
    } catch (error) {
      if (error instanceof CheckpointMovedError) throw error;
      // One event at a time: the one that fails is parked, the others go on.
      for (const event of events) await this.applyOrPark(event);
    }
  }

  /** Applies the events and moves the checkpoint past them, in one transaction. */
  private async commit(events: RecordedEvent[]): Promise<void> {
    const { projection, bus, beforeCommit } = this.options;
    const from = this.position!;
    const to = events[events.length - 1]!.position;
    const changed = new Set<string>();
    await this.db.transaction().execute(async (trx) => {
      if (!(await advanceCheckpoint(trx, this.name, from, to))) throw new CheckpointMovedError(this.name);
      // A read model's commit need not wait for its WAL flush: should the database crash first, the rows and the
      // checkpoint are lost together and the events are applied again. The appends' commits queue behind fewer flushes.
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      for (const id of await applyEvents(projection, trx, events)) changed.add(id);
      await beforeCommit?.(events);
    });
    this.position = to;
    this.batches++;
    const payload = { readModel: this.name, position: formatPosition(to) };
    if (changed.size === 0) bus.publish(readModelSubject(this.name), { ...payload, ids: [] });
    for (const id of changed) bus.publish(readModelSubject(this.name, id), { ...payload, ids: [id] });
  }

  private async applyOrPark(event: RecordedEvent): Promise<void> {
    let moved: CheckpointMovedError | undefined;
    const tried = await withRetries(
      async () => {
        try {
          await this.commit([event]);
        } catch (error) {
          if (!(error instanceof CheckpointMovedError)) throw error;
          moved = error;
        }
      },
      this.options.retry ?? DEFAULT_RETRY,
      (ms) => this.pause(ms),
      () => !this.isStopped,
    );
    if (moved) throw moved;
    if (tried.ok) return;
    if (this.isStopped) throw tried.error;
    const from = this.position!;
    await this.db.transaction().execute(async (trx) => {
      if (!(await advanceCheckpoint(trx, this.name, from, event.position))) throw new CheckpointMovedError(this.name);
      await parkDeadLetter(trx, {
        handler: this.name,
        kind: 'projection',
        event,
        error: describeError(tried.error),
        attempts: tried.attempts,
        at: new Date(),
      });
    });
    this.position = event.position;
    this.options.log?.(`[projection ${this.name}] parked ${event.type} ${event.eventId}: ${describeError(tried.error)}`);
    const position = formatPosition(event.position);
    this.options.bus.publish(readModelSubject(DEAD_LETTERS), { readModel: DEAD_LETTERS, position, ids: [] });
    this.options.bus.publish(readModelSubject(this.name), { readModel: this.name, position, ids: [] });
  }
}
