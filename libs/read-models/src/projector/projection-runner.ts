import type { EventStore, Position, RecordedEvent } from '@parcel/event-store';
import { formatPosition } from '@parcel/event-store';
import { readModelSubject, type Database, type NotificationBus } from '@parcel/platform';
import type { ReadModelDb } from '../database.js';
import { advanceCheckpoint, readCheckpoint } from '../checkpoints/checkpoints.js';
import type { Projection } from './projection.js';

export class CheckpointMovedError extends Error {
  constructor(name: string) {
    super(`Checkpoint of ${name} was moved by someone else`);
  }
}

export interface RunnerOptions {
  readonly database: Database;
  readonly store: EventStore;
  readonly bus: NotificationBus;
  readonly projection: Projection;
  readonly batchSize?: number;
  /** How often a standby instance tries to take the lease. */
  readonly standbyRetryMs?: number;
  readonly log?: (message: string) => void;
  /** Test hook: runs inside the batch transaction after the rows, before commit. */
  readonly beforeCommit?: (events: RecordedEvent[]) => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Keeps one read model up to date: holds the projection's lease (a second
 * instance waits as standby), subscribes from the stored checkpoint, and applies
 * each batch and the checkpoint in one transaction. Notifications go out after
 * commit.
 */
export class ProjectionRunner {
  private stopped = false;
  private running: Promise<void> | undefined;
  private wakeStop: () => void = () => {};
  private readonly stopSignal = new Promise<void>((r) => (this.wakeStop = r));
  private position: Position | undefined;
  /** The lease this instance holds, flagged the moment its connection is lost. */
  private held: { lost: boolean } | undefined;
  /** Batches this instance committed (for tests and health). */
  batches = 0;

  constructor(private readonly options: RunnerOptions) {}

  get name(): string {
    return this.options.projection.name;
  }

  get checkpoint(): Position | undefined {
    return this.position;
  }

  /** Whether this instance holds the projection's lease: false as soon as the lease is lost. */
  get active(): boolean {
    return this.held !== undefined && !this.held.lost;
  }

  start(): void {
    this.running ??= this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeStop();
    await this.running;
  }

  private log(message: string): void {
    this.options.log?.(`[projection ${this.name}] ${message}`);
  }

  private async loop(): Promise<void> {
    const { database, standbyRetryMs = 1000 } = this.options;
    while (!this.stopped) {
      const lease = await database.tryLease(`projection:${this.name}`).catch((error: unknown) => {
        this.log(`lease check failed: ${String(error)}`);
        return null;
      });
      if (!lease) {
        await Promise.race([sleep(standbyRetryMs), this.stopSignal]);
        continue;
      }
      const held = { lost: false };
      this.held = held;
      void lease.lost.then(() => {
        // Also settles on our own release, when `held` is no longer current.
        if (this.held === held) this.log('lease lost');
        held.lost = true;
      });
      this.log('active');
      try {
        await this.runWhileLeased(held, lease.lost);
      } finally {
        this.held = undefined;
        await lease.release();
      }
    }
  }

  private async runWhileLeased(held: { readonly lost: boolean }, leaseLost: Promise<void>): Promise<void> {
    const { store, projection, batchSize = 500, database } = this.options;
    while (!this.stopped && !held.lost) {
      let failure: unknown;
      try {
        this.position = await readCheckpoint(database.db as ReadModelDb, this.name);
        const subscription = store.subscribeToAll(
          { from: this.position, filter: { eventTypes: projection.eventTypes }, batchSize, onError: (e) => (failure = e) },
          (events) => this.applyBatch(events),
        );
        await Promise.race([subscription.done, leaseLost, this.stopSignal]);
        await subscription.stop();
      } catch (error) {
        failure = error;
      }
      if (failure && !this.stopped) {
        if (!(failure instanceof CheckpointMovedError)) this.log(`restarting after error: ${String(failure)}`);
        await Promise.race([sleep(failure instanceof CheckpointMovedError ? 10 : 1000), this.stopSignal, leaseLost]);
      }
    }
  }

  private async applyBatch(events: RecordedEvent[]): Promise<void> {
    const { projection, database, bus, beforeCommit } = this.options;
    const from = this.position!;
    const to = events[events.length - 1]!.position;
    const changed = new Set<string>();
    await (database.db as ReadModelDb).transaction().execute(async (trx) => {
      if (!(await advanceCheckpoint(trx, this.name, from, to))) throw new CheckpointMovedError(this.name);
      for (const event of events) for (const id of await projection.apply(trx, event)) changed.add(id);
      await beforeCommit?.(events);
    });
    this.position = to;
    this.batches++;
    const payload = { readModel: this.name, position: formatPosition(to) };
    if (changed.size === 0) bus.publish(readModelSubject(this.name), { ...payload, ids: [] });
    for (const id of changed) bus.publish(readModelSubject(this.name, id), { ...payload, ids: [id] });
  }
}
