import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { sql } from 'kysely';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { logger } from '../../shared/logger.js';
import { CLOCK, INFRA, type Clock } from '../../shared/tokens.js';
import { LOCKER_SOURCES, type LockerSource } from './locker-source.js';
import { syncLockers, type NetworkSync } from './lockers-sync.js';

/** The lease that keeps syncs one at a time across API processes (PostgreSQL advisory lock). */
export const LOCKERS_SYNC_LEASE = 'couriers:lockers-sync';

/**
 * Keeps the lockers read model in step with the networks: at start when the
 * table is empty (or its newest sync is older than the interval), then every
 * LOCKERS_SYNC_INTERVAL_MS (0: never). One process syncs at a time; a process
 * that finds the lease taken skips that round.
 */
@Injectable()
export class LockersSyncJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly db: ReadModelDb;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<NetworkSync[] | null> | undefined;
  private stopped = false;

  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(LOCKER_SOURCES) private readonly sources: readonly LockerSource[],
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  private get intervalMs(): number {
    return this.infra.config.LOCKERS_SYNC_INTERVAL_MS;
  }

  onApplicationBootstrap(): void {
    if (this.intervalMs === 0) return;
    void this.dueAtStart().then(
      (due) => (due ? this.runOnce() : null),
      (error: unknown) => logger.warn(`Lockers sync: cannot read the lockers table: ${(error as Error).message}`),
    );
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async dueAtStart(): Promise<boolean> {
    const { rows } = await sql<{ newest: Date | string | null }>`SELECT max(synced_at) AS newest FROM lockers`.execute(this.db);
    const newest = rows[0]?.newest;
    return !newest || new Date(newest).getTime() < this.clock.now().getTime() - this.intervalMs;
  }

  /** One sync unless one runs here or in another process; null when skipped. */
  runOnce(): Promise<NetworkSync[] | null> {
    if (this.stopped) return Promise.resolve(null);
    this.running ??= this.leasedSync().finally(() => (this.running = undefined));
    return this.running;
  }

  private async leasedSync(): Promise<NetworkSync[] | null> {
    try {
      const lease = await this.infra.database.tryLease(LOCKERS_SYNC_LEASE);
      if (!lease) return null;
      try {
        const started = Date.now();
        const reports = await syncLockers(this.db, this.sources, this.clock.now());
        const summary = reports.map((r) =>
          r.failed ? `${r.network} failed (${r.failed})` : `${r.network} ${r.seen} (${r.deactivated} gone)`,
        );
        logger.info(`Lockers sync: ${summary.join(', ') || 'no sources'} in ${Date.now() - started} ms`);
        return reports;
      } finally {
        await lease.release();
      }
    } catch (error) {
      if (!this.stopped) logger.warn(`Lockers sync failed: ${(error as Error).message}`);
      return null;
    }
  }
}
