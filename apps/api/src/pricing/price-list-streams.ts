import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  calendarDateIn,
  evolvePriceList,
  initialPriceListState,
  priceListStream,
  type PriceListEvent,
  type PriceListState,
} from '@parcel/domain';
import { WrongExpectedRevisionError, type Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type Loaded, type StreamModel } from '../cqrs/event-sourced.js';
import { INFRA } from '../shared/tokens.js';

/** Appends tried on a list another writer (an admin, the scheduler, accounting) just changed. */
const UPDATE_ATTEMPTS = 5;

export const priceListModel: StreamModel<PriceListState, PriceListEvent> = {
  initial: initialPriceListState,
  evolve: evolvePriceList,
};

/**
 * The price lists' streams (`operational-price-list-<id>`) and the ids of new
 * lists (sequence operational_price_list_id_seq: two admins saving at once
 * never share one). Today is Warsaw's date.
 */
@Injectable()
export class PriceListStreams {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  now(): Date {
    return this.es.now();
  }

  today(): string {
    return calendarDateIn(this.es.now());
  }

  load(priceListId: number): Promise<Loaded<PriceListState>> {
    return this.es.load(priceListStream(priceListId), priceListModel);
  }

  /** A new list's events (expected: no stream). */
  create(priceListId: number, events: readonly PriceListEvent[], context: CommandContext): Promise<Position | undefined> {
    return this.es.append(priceListStream(priceListId), -1, events, context);
  }

  /**
   * Load, decide, append; a racing writer on the same list (the scheduler
   * activating it, accounting putting it in use while an admin saves) makes
   * the append fail on its revision: decided again on the new state, a few
   * times, so a list put in use meanwhile answers price_list_in_use.
   */
  async update(
    priceListId: number,
    decide: (state: PriceListState) => PriceListEvent[],
    context: CommandContext,
  ): Promise<{ events: PriceListEvent[]; position: Position | undefined }> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.load(priceListId);
      const events = decide(state);
      try {
        return { events, position: await this.es.append(priceListStream(priceListId), revision, events, context) };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === UPDATE_ATTEMPTS) throw error;
      }
    }
  }

  async nextId(): Promise<number> {
    const { rows } = await sql<{ id: string }>`SELECT nextval('operational_price_list_id_seq') AS id`.execute(this.db);
    return Number(rows[0]!.id);
  }
}
