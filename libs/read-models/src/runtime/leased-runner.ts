import type { EventStore, Position, RecordedEvent } from '@parcel/event-store';
import type { Database } from '@parcel/platform';
import type { ReadModelDb } from '../database.js';
import { readCheckpoint } from '../checkpoints/checkpoints.js';

export class CheckpointMovedError extends Error {
  constructor(name: string) {
    super(`Checkpoint of ${name} was moved by someone else`);
  }
}

export interface LeasedRunnerOptions {
  readonly database: Database;
  readonly store: EventStore;
  /** The lease's name (one active instance) and the checkpoint row's name. */
  readonly lease: string;
  readonly checkpoint: string;
  readonly eventTypes: readonly string[];
  readonly batchSize: number;
  /** How often a standby instance tries to take the lease. */
  readonly standbyRetryMs: number;
  readonly log: (message: string) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * What projections and process managers share: hold a lease (a second instance
 * waits as standby and takes over when the holder's connection dies), subscribe
 * from the stored checkpoint, hand each batch to `handleBatch` (which moves the
 * checkpoint by compare-and-set), and start over after an error.
 */
export abstract class LeasedRunner {
  private stopped = false;
  private running: Promise<void> | undefined;
  private wakeStop: () => void = () => {};
  protected readonly stopSignal = new Promise<void>((r) => (this.wakeStop = r));
  protected position: Position | undefined;
  /** The lease this instance holds, flagged the moment its connection is lost. */
  private held: { lost: boolean } | undefined;

  constructor(private readonly runner: LeasedRunnerOptions) {}

  protected abstract handleBatch(events: RecordedEvent[]): Promise<void>;

  get checkpoint(): Position | undefined {
    return this.position;
  }

  /** Whether this instance holds the lease: false as soon as the lease is lost. */
  get active(): boolean {
    return this.held !== undefined && !this.held.lost;
  }

  protected get isStopped(): boolean {
    return this.stopped;
  }

  start(): void {
    this.running ??= this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeStop();
    await this.running;
  }

  /** Waits `ms`, or less when the runner stops meanwhile. */
  protected pause(ms: number): Promise<unknown> {
    return Promise.race([sleep(ms), this.stopSignal]);
  }

  private async loop(): Promise<void> {
    const { database, standbyRetryMs, log } = this.runner;
    while (!this.stopped) {
      const lease = await database.tryLease(this.runner.lease).catch((error: unknown) => {
        log(`lease check failed: ${String(error)}`);
        return null;
      });
      if (!lease) {
        await this.pause(standbyRetryMs);
        continue;
      }
      const held = { lost: false };
      this.held = held;
      void lease.lost.then(() => {
        // Also settles on our own release, when `held` is no longer current.
        if (this.held === held) log('lease lost');
        held.lost = true;
      });
      log('active');
      try {
        await this.runWhileLeased(held, lease.lost);
      } finally {
        this.held = undefined;
        await lease.release();
      }
    }
  }

  private async runWhileLeased(held: { readonly lost: boolean }, leaseLost: Promise<void>): Promise<void> {
    const { store, eventTypes, batchSize, database, log } = this.runner;
    while (!this.stopped && !held.lost) {
      let failure: unknown;
      try {
        this.position = await readCheckpoint(database.db as ReadModelDb, this.runner.checkpoint);
        const subscription = store.subscribeToAll(
          { from: this.position, filter: { eventTypes }, batchSize, onError: (e) => (failure = e) },
          (events) => this.handleBatch(events),
        );
        await Promise.race([subscription.done, leaseLost, this.stopSignal]);
        await subscription.stop();
      } catch (error) {
        failure = error;
      }
      if (failure && !this.stopped) {
        if (!(failure instanceof CheckpointMovedError)) log(`restarting after error: ${String(failure)}`);
        await Promise.race([sleep(failure instanceof CheckpointMovedError ? 10 : 1000), this.stopSignal, leaseLost]);
      }
    }
  }
}
