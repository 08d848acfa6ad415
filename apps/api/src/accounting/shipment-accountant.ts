import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  PRICE_LIST_TYPES,
  accountShipment,
  accountableAt,
  accountingInputOf,
  calendarDateIn,
  evolveShipmentAccounting,
  initialShipmentAccountingState,
  ratesOn,
  recordPricing,
  recordPricingFailure,
  recordedFacts,
  selectPriceList,
  shipmentAccountingStream,
  specialAssociationOf,
  standingOf,
  type AccountedAmounts,
  type AccountingFailureReason,
  type AccountingInput,
  type AccountingReason,
  type ExchangeRateTable,
  type PricedList,
  type ShipmentAccountingEvent,
  type ShipmentAccountingState,
  type SideStanding,
} from '@parcel/domain';
import { WrongExpectedRevisionError, comparePositions, type Position } from '@parcel/event-store';
import { inLanes } from '@parcel/read-models';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type StreamModel } from '../cqrs/event-sourced.js';
import { AccountingFactsReader, type ShipmentAccountingFacts } from './accounting-facts.reader.js';
import { ExchangeRateQueries } from './exchange-rates/exchange-rate.queries.js';
import { PRICE_LIST_SOURCE, type PriceListSource } from './price-list-source.js';

const accountingModel: StreamModel<ShipmentAccountingState, ShipmentAccountingEvent> = {
  initial: initialShipmentAccountingState,
  evolve: evolveShipmentAccounting,
};

/** Streams read at once (shipments the read model has accounted before: their standing). */
const PARALLEL_READS = 16;
/** Shipments' appends in one statement (EventStore.appendMany). */
const APPEND_CHUNK = 500;

/** Where one side of a shipment stands after a run: its amounts, or why it has none. */
export type SideResult =
  | {
      readonly kind: 'main' | 'after_service';
      readonly amounts: AccountedAmounts;
      readonly currency: string;
      readonly priceListId: number;
      readonly facts: Record<string, unknown>;
    }
  | { readonly failure: AccountingFailureReason; readonly details: Record<string, unknown> };

export interface ShipmentResult {
  readonly accountedOn: string;
  readonly input: AccountingInput;
  readonly income: SideResult;
  readonly cost: SideResult;
}

export interface AccountingRun {
  /** Each accountable shipment's result (shipments not accountable yet are absent). */
  readonly results: ReadonlyMap<number, ShipmentResult>;
  /** Shipments with new amounts (main or after_service). */
  readonly accounted: number;
  /** Shipments a side of which no list (or rate) could price. */
  readonly failed: number;
  readonly unchanged: number;
  /** Not received yet (or deleted): nothing to account. */
  readonly notAccountable: number;
  readonly position: Position | undefined;
}

interface Decided {
  readonly events: ShipmentAccountingEvent[];
  readonly usedLists: number[];
  readonly result: ShipmentResult;
}

/**
 * Prices shipments (docs/accounting.md): reads their facts in bulk, selects
 * the income list (client, association, country) and the cost list
 * (courier) in effect on the accounting day, computes the amounts with the
 * domain's formulas and records what changed on each shipment's accounting
 * stream, at the revision the read model last saw (a racing writer: the
 * stream is read and decided again). A list that priced something is put in
 * use (locked). One shipment or a hundred thousand take the same path.
 */
@Injectable()
export class ShipmentAccountant {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(AccountingFactsReader) private readonly facts: AccountingFactsReader,
    @Inject(ExchangeRateQueries) private readonly rates: ExchangeRateQueries,
    @Inject(PRICE_LIST_SOURCE) private readonly priceLists: PriceListSource,
  ) {}

  async account(shipmentIds: readonly number[], reason: AccountingReason, context: CommandContext): Promise<AccountingRun> {
    const [facts, lists, table] = await Promise.all([this.facts.read(shipmentIds), this.priceLists.all(), this.rates.table()]);
    const counts = { accounted: 0, failed: 0, unchanged: 0, notAccountable: 0 };
    const used = new Map<number, number>();
    const results = new Map<number, ShipmentResult>();
    let position: Position | undefined;
    const tally = (fact: ShipmentAccountingFacts, decided: Decided, at: Position | undefined) => {
      results.set(fact.shipment.id, decided.result);
      if (decided.events.length === 0) counts.unchanged++;
      else if (decided.events.some((e) => e.type === 'ShipmentAccounted')) counts.accounted++;
      else counts.failed++;
      for (const id of decided.usedLists) if (!used.has(id)) used.set(id, fact.shipment.id);
      if (at && (!position || comparePositions(at, position) > 0)) position = at;
    };

    // Decided first (a stream read only where the read model has seen events), then appended in bulk.
    const accountable = facts.flatMap((fact) => {
      const at = accountableAt(fact.shipment, fact.parcels);
      if (at === null) counts.notAccountable++;
      return at === null ? [] : [{ fact, at }];
    });
    const standings = new Map<number, { state: Record<'income' | 'cost', SideStanding>; revision: number }>();
    await inLanes(
      accountable.filter(({ fact }) => fact.revision !== -1),
      PARALLEL_READS,
      async ({ fact }) => void standings.set(fact.shipment.id, await this.standings(shipmentAccountingStream(fact.shipment.id))),
    );
    const pending = accountable.map(({ fact, at }) => {
      const standing = standings.get(fact.shipment.id) ?? { ...FRESH, revision: fact.revision };
      return { fact, at, revision: standing.revision, decided: this.decide(fact, at, reason, lists, table, standing.state) };
    });
    for (const { fact, decided } of pending) if (decided.events.length === 0) tally(fact, decided, undefined);
    const toAppend = pending.filter((p) => p.decided.events.length > 0);
    for (let start = 0; start < toAppend.length; start += APPEND_CHUNK) {
      const chunk = toAppend.slice(start, start + APPEND_CHUNK);
      const outcomes = await this.es.appendMany(
        chunk.map((p) => ({ streamId: shipmentAccountingStream(p.fact.shipment.id), revision: p.revision, events: p.decided.events })),
        context,
      );
      for (const [i, outcome] of outcomes.entries()) {
        const { fact, decided } = chunk[i]!;
        if (!(outcome instanceof WrongExpectedRevisionError)) {
          tally(fact, decided, outcome);
          continue;
        }
        // Another writer moved the stream (the process manager, on newer facts): read both again and decide again.
        const [fresh] = await this.facts.read([fact.shipment.id]);
        const again = fresh ? await this.accountOne(fresh, reason, lists, table, context) : null;
        if (fresh && again) tally(fresh, again, again.position);
      }
    }
    const at = this.es.now().toISOString();
    for (const [priceListId, shipmentId] of used) await this.priceLists.putInUse(priceListId, shipmentId, at, context);
    return { ...counts, results, position };
  }

  /** One shipment decided on its stream as it stands now, appended at that revision; a racing writer: read and decided again. */
  private async accountOne(
    fact: ShipmentAccountingFacts,
    reason: AccountingReason,
    lists: readonly PricedList[],
    table: ExchangeRateTable,
    context: CommandContext,
  ): Promise<(Decided & { position: Position | undefined }) | null> {
    const at = accountableAt(fact.shipment, fact.parcels);
    if (at === null) return null;
    const stream = shipmentAccountingStream(fact.shipment.id);
    for (let attempt = 1; ; attempt++) {
      const standing = await this.standings(stream);
      const decided = this.decide(fact, at, reason, lists, table, standing.state);
      try {
        return { ...decided, position: await this.es.append(stream, standing.revision, decided.events, context) };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === 3) throw error;
      }
    }
  }

  private async standings(stream: string): Promise<{ state: Record<'income' | 'cost', SideStanding>; revision: number }> {
    const { state, revision } = await this.es.load(stream, accountingModel);
    return { state: { income: standingOf(state.income), cost: standingOf(state.cost) }, revision };
  }

  private decide(
    fact: ShipmentAccountingFacts,
    accountableAtInstant: Date,
    reason: AccountingReason,
    lists: readonly PricedList[],
    table: ExchangeRateTable,
    standings: Record<'income' | 'cost', SideStanding>,
  ): Decided {
    const input = accountingInputOf(fact.shipment, fact.parcels, fact.parameters);
    const on = calendarDateIn(accountableAtInstant);
    const atIso = accountableAtInstant.toISOString();
    const now = this.es.now().toISOString();
    const association = specialAssociationOf(input);
    const rates = ratesOn(table, on);
    const events: ShipmentAccountingEvent[] = [];
    const usedLists: number[] = [];
    const sides = {} as Record<'income' | 'cost', SideResult>;
    for (const side of PRICE_LIST_TYPES) {
      const query = { type: side, clientId: side === 'income' ? input.clientId : null, specialAssociation: association, on, at: atIso };
      const list = selectPriceList(
        lists,
        side === 'income' ? { ...query, countryId: input.countryId } : { ...query, courierId: input.courierId },
      );
      const base = { shipmentId: input.shipmentId, clientId: input.clientId, side, accountedOn: on };
      if (!list) {
        const details = { type: side, kind: association, clientId: input.clientId, countryId: input.countryId, courierId: input.courierId };
        events.push(...recordPricingFailure(standings[side], { ...base, reason: 'no_operational_price_list_match', details }, now));
        sides[side] = { failure: 'no_operational_price_list_match', details };
        continue;
      }
      try {
        const { amounts, currency, inputs } = accountShipment(input, list.terms, rates);
        const facts: Record<string, unknown> = { ...recordedFacts(inputs) };
        const recorded = recordPricing(
          standings[side],
          { ...base, reason, priceListId: list.id, priceListRevision: list.revision, currency, amounts, input, facts },
          now,
        );
        events.push(...recorded);
        if (recorded.length) usedLists.push(list.id);
        const kind = recorded[0]?.type === 'ShipmentAccounted' ? recorded[0].data.kind : (standings[side].current?.kind ?? 'main');
        sides[side] = { kind, amounts, currency, priceListId: list.id, facts };
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'missing_exchange_rate') throw error;
        // The rate missing (the list's, its specific factors' or the shipment's content currency), as the formulas name it.
        const details = { type: side, priceListId: list.id, ...error.details };
        events.push(...recordPricingFailure(standings[side], { ...base, reason: 'missing_exchange_rate', details }, now));
        sides[side] = { failure: 'missing_exchange_rate', details };
      }
    }
    return { events, usedLists, result: { accountedOn: on, input, income: sides.income, cost: sides.cost } };
  }
}

const FRESH = {
  state: { income: { current: null, failure: null }, cost: { current: null, failure: null } } as Record<'income' | 'cost', SideStanding>,
};
