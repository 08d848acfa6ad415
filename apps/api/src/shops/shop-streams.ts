import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  evolveExternalShop,
  evolveShopOrder,
  externalShopStream,
  externalShopSyncStream,
  initialExternalShopState,
  initialShopOrderState,
  shopOrderStream,
  type ExternalShopEvent,
  type ExternalShopState,
  type ShopOrderEvent,
  type ShopOrderState,
  type ShopSyncEvent,
} from '@parcel/domain';
import { WrongExpectedRevisionError, type EventStore, type Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type Loaded, type StreamModel } from '../cqrs/event-sourced.js';
import { INFRA } from '../shared/tokens.js';

export const externalShopModel: StreamModel<ExternalShopState, ExternalShopEvent> = {
  initial: initialExternalShopState,
  evolve: evolveExternalShop,
};
export const shopOrderModel: StreamModel<ShopOrderState, ShopOrderEvent> = { initial: initialShopOrderState, evolve: evolveShopOrder };

/** Appends tried on a shop another request just changed. */
const UPDATE_ATTEMPTS = 5;

type Sequence = 'external_shop_id_seq' | 'external_shop_courier_id_seq';

/**
 * The shops area's streams: a shop's own (`external-shop-<id>`: connection,
 * key, courier mappings; a few events), its runs (`external-shop-sync-<id>`:
 * appended, never loaded to decide) and its orders
 * (`external-shop-order-<domain>-<serial>`: one stream per order, its key);
 * ids of shops and mappings from database sequences.
 */
@Injectable()
export class ShopStreams {
  private readonly db: ReadModelDb;
  private readonly store: EventStore;

  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
    this.store = infra.store;
  }

  loadShop(shopId: number): Promise<Loaded<ExternalShopState>> {
    return this.es.load(externalShopStream(shopId), externalShopModel);
  }

  /** Load, decide, append on the shop's stream; a racing writer makes it decide again on the new state (a few times). */
  async updateShop(
    shopId: number,
    decide: (state: ExternalShopState) => ExternalShopEvent[],
    context: CommandContext,
  ): Promise<{ events: ExternalShopEvent[]; position: Position | undefined; state: ExternalShopState }> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.loadShop(shopId);
      const events = decide(state);
      try {
        return { events, position: await this.es.append(externalShopStream(shopId), revision, events, context), state };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === UPDATE_ATTEMPTS) throw error;
      }
    }
  }

  /** Records a run on the shop's run stream, after its last event (the shop's lease keeps runs one at a time; a rare race retries). */
  async appendRun(shopId: number, events: readonly ShopSyncEvent[], context: CommandContext): Promise<Position | undefined> {
    const stream = externalShopSyncStream(shopId);
    for (let attempt = 1; ; attempt++) {
      const [last] = await this.store.readStream(stream, { direction: 'backwards', maxCount: 1 });
      try {
        return await this.es.append(stream, last ? last.revision : -1, events, context);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === UPDATE_ATTEMPTS) throw error;
      }
    }
  }

  loadOrder(domain: string, orderSerialNumber: number): Promise<Loaded<ShopOrderState>> {
    return this.es.load(shopOrderStream(domain, orderSerialNumber), shopOrderModel);
  }

  /** Appends to an order's stream at the revision it was decided on (WrongExpectedRevisionError: another run moved it first). */
  appendOrder(
    domain: string,
    orderSerialNumber: number,
    revision: number,
    events: readonly ShopOrderEvent[],
    context: CommandContext,
  ): Promise<Position | undefined> {
    return this.es.append(shopOrderStream(domain, orderSerialNumber), revision, events, context);
  }

  /** `count` new ids of a sequence, in order. */
  async nextIds(sequence: Sequence, count: number): Promise<number[]> {
    if (count === 0) return [];
    const { rows } = await sql<{ id: number }>`select nextval(${sequence})::int as id from generate_series(1, ${count})`.execute(this.db);
    return rows.map((row) => row.id);
  }
}
