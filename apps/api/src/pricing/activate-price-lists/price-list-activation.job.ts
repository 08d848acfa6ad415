import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { activatePriceList } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { systemContext } from '../../cqrs/command-context.js';
import { logger } from '../../shared/logger.js';
import { INFRA } from '../../shared/tokens.js';
import { PriceListStreams } from '../price-list-streams.js';

/** The lease that keeps activation rounds one at a time across API processes (PostgreSQL advisory lock). */
export const PRICE_LIST_ACTIVATION_LEASE = 'pricing:price-list-activation';

/**
 * Records OperationalPriceListActivated for the lists whose begin date has
 * come (Warsaw's today): at start, then every PRICE_LIST_ACTIVATION_INTERVAL_MS
 * (0: never). A list saved with a begin date already reached is activated in
 * its own append; this catches the ones saved for a future day. The pending
 * lists come from the read model (its pending index); each is decided on its
 * stream, so a repeated round, or one racing an admin's save, records nothing
 * twice. One process at a time; a process that finds the lease taken skips.
 */
@Injectable()
export class PriceListActivationJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly db: ReadModelDb;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number[] | null> | undefined;
  private stopped = false;

  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(PriceListStreams) private readonly streams: PriceListStreams,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  onApplicationBootstrap(): void {
    const interval = this.infra.config.PRICE_LIST_ACTIVATION_INTERVAL_MS;
    if (interval === 0) return;
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), interval);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** One round unless one runs here or in another process: the ids activated, null when skipped or failed. */
  runOnce(): Promise<number[] | null> {
    if (this.stopped) return Promise.resolve(null);
    this.running ??= this.leasedRound().finally(() => (this.running = undefined));
    return this.running;
  }

  private async leasedRound(): Promise<number[] | null> {
    try {
      const lease = await this.infra.database.tryLease(PRICE_LIST_ACTIVATION_LEASE);
      if (!lease) return null;
      try {
        return await this.activateDue();
      } finally {
        await lease.release();
      }
    } catch (error) {
      if (!this.stopped) logger.warn(`Price list activation failed: ${(error as Error).message}`);
      return null;
    }
  }

  private async activateDue(): Promise<number[]> {
    const today = this.streams.today();
    const due = await this.db
      .selectFrom('operational_price_lists')
      .select('id')
      .where('activated_on', 'is', null)
      .where('deleted', '=', false)
      .where('begin_date', '<=', today)
      .orderBy('id')
      .execute();
    const activated: number[] = [];
    for (const { id } of due) {
      if (this.stopped) break;
      const { events } = await this.streams.update(
        id,
        (state) => (state.status === 'existing' ? activatePriceList(state, today) : []),
        systemContext(),
      );
      if (events.length > 0) activated.push(id);
    }
    if (activated.length > 0) logger.info(`Price lists activated on ${today}: ${activated.join(', ')}`);
    return activated;
  }
}
