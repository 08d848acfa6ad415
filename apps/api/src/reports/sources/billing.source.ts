import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  calendarDateIn,
  deliveryService,
  destination,
  giantAmount,
  type AccountedAmounts,
  type ExportOrderedData,
  type PricedList,
} from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import { PRICE_LIST_SOURCE, type PriceListSource } from '../../accounting/price-list-source.js';
import { ShipmentAccountant, type ShipmentResult } from '../../accounting/shipment-accountant.js';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { systemContext } from '../../cqrs/command-context.js';
import { INFRA } from '../../shared/tokens.js';
import { dimensionsOf } from './parcel-dimensions.js';
import type { FoundValidationError, ReportRow, ReportSource, ReportSourceFactory } from './report-source.js';

/** A shipment of the client accountable on the order's days (its first parcel received: at the return warehouse for returns). */
interface Candidate {
  readonly id: number;
  readonly number: string;
  readonly created_at: Date;
  readonly accountable_at: Date;
  readonly country_id: number;
  readonly delivery_service: number;
  readonly parcels: number;
  /** Parcels received back at the return warehouse. */
  readonly back: number;
  /** Its active parcels' numbers, in their order. */
  readonly parcel_numbers: string[];
}

const AMOUNT_COLUMNS = [
  ['base', 'Podstawa'],
  ['cod', 'Pobranie'],
  ['insurance', 'Ubezpieczenie'],
  ['overweight', 'Nadwaga'],
  ['oversize', 'Ponadgabaryt'],
  ['multi_pack', 'Wielopak'],
  ['unclaimed', 'Nieodebrana'],
  ['collect_from_client', 'Odbiór od klienta'],
  ['summary', 'Razem'],
] as const;

/** When a shipment became accountable: its first parcel received (at the return warehouse for returns). */
const ACCOUNTABLE_AT = sql<Date>`min(case when s.is_return then p.return_received_at else p.received_at end)`;

/** What a row says of a shipment's income amounts, or why there are none. */
interface Charged {
  readonly amounts: AccountedAmounts | null;
  readonly currency: string | null;
  readonly kind: 'main' | 'after_service' | null;
  readonly priceListId: number | null;
  readonly accountedOn: string | null;
  readonly accountingWeight: number | null;
  readonly parcelCount: number | null;
  readonly failure: string | null;
  readonly details: Record<string, unknown> | null;
}

/**
 * billing (issue 13 §3; spec/01 §2 billing modal, §3, §8): the client's
 * statement of a period, one row per shipment accountable on its days, with
 * the income amounts that stand (after_service, else main). With re_account
 * each batch of shipments is priced again first (the accountant records what
 * changed), so the progress covers the re-pricing. Validation errors:
 * missing_amount (not charged), no_operational_price_list_match (no list),
 * giant_amount (worryingly high), uncompleted_shipment_missing_parcel (a
 * multi-pack only partly back at the return warehouse: left out of the
 * statement) and wrong_shipments_in_report_count (rows written differ from
 * the rows expected).
 */
@Injectable()
export class BillingSource implements ReportSourceFactory {
  readonly types = ['billing'] as const;
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(ShipmentAccountant) private readonly accountant: ShipmentAccountant,
    @Inject(PRICE_LIST_SOURCE) private readonly priceLists: PriceListSource,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  create(order: ExportOrderedData): ReportSource {
    return new BillingStatement(this.db, this.accountant, this.priceLists, order);
  }
}

class BillingStatement implements ReportSource {
  readonly sheet = 'Rozliczenie';
  readonly columns = [
    { key: 'number', header: 'Numer listu przewozowego', kind: 'text', width: 22 },
    { key: 'created_at', header: 'Utworzona', kind: 'datetime', width: 18 },
    { key: 'accounted_on', header: 'Dzień rozliczenia', kind: 'text', width: 14 },
    { key: 'country', header: 'Kraj', kind: 'text', width: 12 },
    { key: 'service', header: 'Usługa', kind: 'text', width: 26 },
    { key: 'parcels', header: 'Paczek', kind: 'number', width: 8 },
    { key: 'accounting_weight', header: 'Waga rozliczeniowa (kg)', kind: 'number', width: 14 },
    ...AMOUNT_COLUMNS.map(([key, header]) => ({ key, header, kind: 'amount' as const, width: 13 })),
    { key: 'currency', header: 'Waluta', kind: 'text', width: 8 },
    { key: 'kind', header: 'Rozliczenie', kind: 'text', width: 14 },
    { key: 'price_list_id', header: 'Cennik', kind: 'number', width: 8 },
  ] as const;
  private readonly clientId: number;
  private loaded: Promise<{ complete: Int32Array; incomplete: number[] }> | undefined;
  private lists: readonly PricedList[] = [];
  private exported = 0;

  constructor(
    private readonly db: ReadModelDb,
    private readonly accountant: ShipmentAccountant,
    private readonly priceLists: PriceListSource,
    private readonly order: ExportOrderedData,
  ) {
    this.clientId = order.clientId!;
  }

  async count(): Promise<number> {
    return (await this.candidates()).complete.length;
  }

  /** Batches of rows; the next one read (and, with re_account, priced) while the worker writes this one. */
  async *batches(size: number): AsyncIterable<readonly ReportRow[]> {
    const { complete } = await this.candidates();
    this.lists = await this.priceLists.all();
    const rowsOf = async (ids: readonly number[]) => {
      const [shipments, charged] = await Promise.all([this.details(ids), this.charged(ids)]);
      return ids.flatMap((id) => {
        const c = shipments.get(id);
        return c ? [this.row(c, charged.get(id))] : [];
      });
    };
    const slice = (start: number) => Array.from(complete.subarray(start, start + size));
    let next: Promise<ReportRow[]> | undefined;
    for (let start = 0; start < complete.length; start += size) {
      const rows = await (next ?? rowsOf(slice(start)));
      next = start + size < complete.length ? rowsOf(slice(start + size)) : undefined;
      // A stop abandons the prefetched batch: its failure must not go unhandled.
      next?.catch(() => undefined);
      yield rows;
    }
  }

  check(rows: readonly ReportRow[]): FoundValidationError[] {
    this.exported += rows.length;
    return rows.flatMap((row) => this.rowErrors(row));
  }

  async finish(): Promise<FoundValidationError[]> {
    const { complete, incomplete: ids } = await this.candidates();
    const incomplete = await this.details(ids);
    const dimensions = await dimensionsOf(this.db, [...incomplete.values()].flatMap((c) => c.parcel_numbers));
    const errors: FoundValidationError[] = [...incomplete.values()].map((c) => {
      const all = c.parcel_numbers;
      return {
        type: 'uncompleted_shipment_missing_parcel',
        internalWaybill: c.number,
        parcelInternalNumbers: all,
        additionalData: {
          clientId: this.clientId,
          exported_count: c.back,
          expected_count: c.parcels,
          dimensions: Object.fromEntries(all.flatMap((n) => (dimensions.has(n) ? [[n, dimensions.get(n)!]] : []))),
        },
      };
    });
    if (this.exported !== complete.length)
      errors.push({
        type: 'wrong_shipments_in_report_count',
        internalWaybill: null,
        parcelInternalNumbers: [],
        additionalData: { clientId: this.clientId, exported_count: this.exported, expected_count: complete.length },
      });
    return errors;
  }

  /**
   * The ids of the client's shipments accountable on the order's Warsaw days,
   * ascending; a multi-pack only partly back at the return warehouse apart.
   * Only ids are held (a typed array: 100,000 shipments are 400 kB); each
   * batch reads its rows' details.
   */
  private candidates(): Promise<{ complete: Int32Array; incomplete: number[] }> {
    this.loaded ??= (async () => {
      const rows = await this.candidateQuery()
        .select(['s.id', sql<boolean>`count(p.return_received_at) > 0 and count(p.return_received_at) < count(*)`.as('partly_back')])
        .where('s.client_id', '=', this.clientId)
        .where('s.deleted_at', 'is', null)
        .having(ACCOUNTABLE_AT, '>=', sql<Date>`(${this.order.start}::date)::timestamp at time zone 'Europe/Warsaw'`)
        .having(ACCOUNTABLE_AT, '<', sql<Date>`((${this.order.end}::date + 1)::timestamp) at time zone 'Europe/Warsaw'`)
        .orderBy('s.id')
        .execute();
      return {
        complete: Int32Array.from(rows.flatMap((r) => (r.partly_back ? [] : [r.id]))),
        incomplete: rows.flatMap((r) => (r.partly_back ? [r.id] : [])),
      };
    })();
    return this.loaded;
  }

  /** What a row says of each shipment besides its amounts, its parcels' numbers included. */
  private async details(ids: readonly number[]): Promise<Map<number, Candidate>> {
    if (ids.length === 0) return new Map();
    const rows = await this.candidateQuery()
      .select([
        's.id',
        's.number',
        's.created_at',
        's.country_id',
        's.delivery_service',
        ACCOUNTABLE_AT.as('accountable_at'),
        sql<number>`count(*)::int`.as('parcels'),
        sql<number>`count(p.return_received_at)::int`.as('back'),
        sql<string[]>`array_agg(p.number order by p.position)`.as('parcel_numbers'),
      ])
      .where('s.id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, { ...r, created_at: new Date(r.created_at), accountable_at: new Date(r.accountable_at) }]));
  }

  /** Shipments with their active parcels, one group per shipment. */
  private candidateQuery() {
    return this.db
      .selectFrom('shipments as s')
      .innerJoin('shipment_parcels as p', (join) => join.onRef('p.shipment_id', '=', 's.id').on('p.active', '=', true))
      .groupBy('s.id');
  }

  /** The income amounts of a batch: priced again first with re_account, else as recorded (the accounting read model). */
  private async charged(ids: readonly number[]): Promise<Map<number, Charged>> {
    if (this.order.reAccount) {
      const run = await this.accountant.account(ids, 're_account', systemContext());
      return new Map([...run.results].map(([id, result]) => [id, chargedOf(result)]));
    }
    const rows = await this.db
      .selectFrom('shipment_accounting')
      .selectAll()
      .where('shipment_id', 'in', [...ids])
      .where('side', '=', 'income')
      .execute();
    return new Map(
      rows.map((r) => [
        r.shipment_id,
        {
          amounts: ((r.after_service ?? r.main) as AccountedAmounts | null) ?? null,
          currency: r.currency,
          kind: r.after_service ? 'after_service' : r.main ? 'main' : null,
          priceListId: r.price_list_id,
          accountedOn: r.accounted_on,
          accountingWeight: r.accounting_weight,
          parcelCount: r.parcel_count,
          failure: r.failure,
          details: (r.failure_details as Record<string, unknown> | null) ?? null,
        },
      ]),
    );
  }

  private row(c: Candidate, charged: Charged | undefined): ReportRow {
    const amounts = charged?.amounts ?? null;
    return {
      number: c.number,
      created_at: c.created_at,
      accounted_on: charged?.accountedOn ?? calendarDateIn(c.accountable_at),
      country: destination(c.country_id)?.name ?? String(c.country_id),
      service: deliveryService(c.delivery_service)?.name ?? String(c.delivery_service),
      parcels: c.parcels,
      accounting_weight: charged?.accountingWeight ?? null,
      ...Object.fromEntries(AMOUNT_COLUMNS.map(([key]) => [key, amounts ? amounts[key] : null])),
      currency: charged?.currency ?? null,
      kind: charged?.kind === 'after_service' ? 'po usłudze' : charged?.kind === 'main' ? 'główne' : null,
      price_list_id: charged?.priceListId ?? null,
      // Not columns: what the checks need.
      parcel_numbers: c.parcel_numbers,
      failure: charged?.failure ?? null,
      failure_details: charged?.details ?? null,
      parcel_count: charged?.parcelCount ?? c.parcels,
    };
  }

  private rowErrors(row: ReportRow): FoundValidationError[] {
    const base = { internalWaybill: row['number'] as string, parcelInternalNumbers: row['parcel_numbers'] as string[] };
    const summary = row['summary'] as number | null;
    if (row['failure'] === 'no_operational_price_list_match') {
      const details = (row['failure_details'] ?? {}) as Record<string, unknown>;
      return [
        {
          ...base,
          type: 'no_operational_price_list_match',
          additionalData: {
            operationalPriceListType: details['type'] ?? 'income',
            operationalPriceListSpecialAssociation: details['kind'] ?? null,
            clientId: this.clientId,
            countryId: details['countryId'] ?? null,
          },
        },
      ];
    }
    if (summary === null || summary <= 0) {
      // Why nothing is charged: the accounting's failure, no amounts recorded yet, or amounts that add up to 0.
      const reason = row['failure'] ?? (summary === null ? 'not_accounted' : 'zero_amount');
      return [{ ...base, type: 'missing_amount', additionalData: { clientId: this.clientId, reason } }];
    }
    const list = this.lists.find((l) => l.id === row['price_list_id']);
    const giant = list
      ? giantAmount(
          {
            amounts: { summary },
            inputs: { parcelCount: row['parcel_count'] as number, accountingWeight: (row['accounting_weight'] as number | null) ?? 0 },
          },
          list.terms,
        )
      : null;
    return giant ? [{ ...base, type: 'giant_amount', additionalData: { clientId: this.clientId, ...giant } }] : [];
  }
}

function chargedOf(result: ShipmentResult): Charged {
  const income = result.income;
  if ('failure' in income)
    return {
      amounts: null,
      currency: null,
      kind: null,
      priceListId: null,
      accountedOn: result.accountedOn,
      accountingWeight: null,
      parcelCount: null,
      failure: income.failure,
      details: income.details,
    };
  return {
    amounts: income.amounts,
    currency: income.currency,
    kind: income.kind,
    priceListId: income.priceListId,
    accountedOn: result.accountedOn,
    accountingWeight: numberOr(income.facts['accountingWeight']),
    parcelCount: numberOr(income.facts['parcelCount']),
    failure: null,
    details: null,
  };
}

const numberOr = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
