import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { sql } from 'kysely';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { systemContext } from '../../cqrs/command-context.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { logger } from '../../shared/logger.js';
import { INFRA } from '../../shared/tokens.js';
import { ShopSynchronizer } from './shop-synchronizer.js';

/**
 * Synchronises every live shop with at least one courier mapping, every
 * SHOP_SYNC_INTERVAL_MS (0: never; the client's "Synchronizuj teraz" still
 * works). Each shop under its own lease (shopSyncLease): replicas share the
 * shops, a shop runs in one place at a time; a shop synchronised within the
 * last half interval (by another replica, or on demand) waits for the next
 * round. A failing shop is recorded (the client sees it) and the round goes
 * on with the next.
 */
@Injectable()
export class ShopSyncJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly db: ReadModelDb;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ShopSynchronizer) private readonly synchronizer: ShopSynchronizer,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  onApplicationBootstrap(): void {
    const interval = this.infra.config.SHOP_SYNC_INTERVAL_MS;
    if (interval === 0) return;
    this.timer = setInterval(() => void this.runOnce(), interval);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** One round unless one runs in this process: how many shops it synchronised. */
  runOnce(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.running ??= this.round().finally(() => (this.running = undefined));
    return this.running;
  }

  private async round(): Promise<number> {
    const recent = new Date(this.es.now().getTime() - this.infra.config.SHOP_SYNC_INTERVAL_MS / 2);
    let due: { id: number }[];
    try {
      due = await this.db
        .selectFrom('external_shops as s')
        .select('s.id')
        .where('s.deleted_at', 'is', null)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('external_shop_couriers as c')
              .select(sql`1`.as('one'))
              .whereRef('c.shop_id', '=', 's.id'),
          ),
        )
        .where((eb) => eb.or([eb('s.last_sync_at', 'is', null), eb('s.last_sync_at', '<', recent)]))
        .orderBy('s.id')
        .execute();
    } catch (error) {
      if (!this.stopped) logger.warn(`Shop synchronisation round failed: ${(error as Error).message}`);
      return 0;
    }
    let done = 0;
    for (const { id } of due) {
      if (this.stopped) break;
      try {
        if (await this.synchronizer.synchronise(id, systemContext())) done++;
      } catch (error) {
        if (!this.stopped) logger.warn(`Shop ${id} synchronisation failed: ${(error as Error).message}`);
      }
    }
    return done;
  }
}
