import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { COUNTRIES, type AccountingPeriod, type ExchangeRateTable, type PeriodIncome, type PriceListCurrency } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { INFRA } from '../shared/tokens.js';

/** The client parameters invoicing reads (spec/01 §3). */
const INVOICING_PARAMETERS = [
  'ACCOUNT_PERIOD',
  'INVOICING_BLOCK',
  'INVOICE_CURRENCY',
  'INVOICING_VAT_RATE',
  'INVOICING_EMAIL_ADDRESS',
  'FAKTUROWNIA_ID',
] as const;
type InvoicingParameter = (typeof INVOICING_PARAMETERS)[number];

export interface InvoicingClient {
  readonly id: number;
  readonly name: string;
  readonly nip: string;
  /** ISO 3166 alpha-2 of the client's country. */
  readonly country: string;
  readonly postCode: string;
  readonly city: string;
  readonly street: string;
  readonly email: string;
  readonly parameters: Partial<Record<InvoicingParameter, string>>;
}

/** A client with income rows in a period: how many are accounted, whether any could not be (no list, no rate). */
export interface PeriodClient {
  readonly clientId: number;
  readonly name: string;
  readonly accounted: number;
  readonly failing: boolean;
}

/**
 * What the invoice run and the invoice process read of other areas' read
 * models: the clients (with their invoicing parameters), the income accounted
 * in a period (shipment_accounting, side income), the exchange-rate table,
 * the calendar's non-working days and the buffer parcels still waiting.
 */
@Injectable()
export class InvoicingFacts {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** Any parcel with a buffer number on a shipment not yet processable (waiting for its adoption), of any client. */
  async bufferParcelsWaiting(): Promise<boolean> {
    const waiting = await this.db
      .selectFrom('listing_parcels')
      .select('id')
      .where('buffer_number', 'is not', null)
      .where('processable', '=', false)
      .where('deleted', '=', false)
      .limit(1)
      .executeTakeFirst();
    return waiting !== undefined;
  }

  /**
   * The clients with income rows accounted on the period's days. Per client
   * (a lateral lookup on the (client_id, side, accounted_on) index), so the
   * run never scans the whole table.
   */
  async periodClients(period: AccountingPeriod): Promise<PeriodClient[]> {
    const { rows } = await sql<{ client_id: number; name: string; accounted: number; failing: boolean }>`
      select c.id as client_id, c.name, a.accounted, a.failing
      from clients c
      cross join lateral (
        select count(*)::int as total,
          count(*) filter (where sa.failure is null and sa.summary is not null)::int as accounted,
          coalesce(bool_or(sa.failure is not null), false) as failing
        from shipment_accounting sa
        where sa.client_id = c.id and sa.side = 'income' and sa.accounted_on >= ${period.from} and sa.accounted_on <= ${period.to}
      ) a
      where a.total > 0
      order by c.id`.execute(this.db);
    return rows.map((r) => ({ clientId: r.client_id, name: r.name, accounted: r.accounted, failing: r.failing }));
  }

  async clients(ids: readonly number[]): Promise<Map<number, InvoicingClient>> {
    if (ids.length === 0) return new Map();
    const [clients, parameters] = await Promise.all([
      this.db
        .selectFrom('clients')
        .select(['id', 'name', 'nip', 'country', 'post_code', 'city', 'street', 'email'])
        .where('id', 'in', [...ids])
        .execute(),
      this.db
        .selectFrom('client_parameters')
        .select(['client_id', 'code', 'value'])
        .where('client_id', 'in', [...ids])
        .where('code', 'in', [...INVOICING_PARAMETERS])
        .execute(),
    ]);
    return new Map(
      clients.map((c) => [
        c.id,
        {
          id: c.id,
          name: c.name,
          nip: c.nip,
          country: COUNTRIES.find((country) => country.id === c.country)?.iso_code ?? '',
          postCode: c.post_code,
          city: c.city,
          street: c.street,
          email: c.email,
          parameters: Object.fromEntries(
            parameters.filter((p) => p.client_id === c.id).map((p) => [p.code as InvoicingParameter, p.value.trim()]),
          ),
        },
      ]),
    );
  }

  async client(id: number): Promise<InvoicingClient | undefined> {
    return (await this.clients([id])).get(id);
  }

  /** The client's income of the period that stands (after_service, else main), per list currency. */
  async periodIncome(clientId: number, period: Pick<AccountingPeriod, 'from' | 'to'>): Promise<PeriodIncome[]> {
    const rows = await this.db
      .selectFrom('shipment_accounting')
      .select(['currency', sql<number>`sum(summary)`.as('net'), sql<number>`count(*)::int`.as('shipments')])
      .where('client_id', '=', clientId)
      .where('side', '=', 'income')
      .where('accounted_on', '>=', period.from)
      .where('accounted_on', '<=', period.to)
      .where('failure', 'is', null)
      .where('summary', 'is not', null)
      .groupBy('currency')
      .orderBy('currency')
      .execute();
    return rows.map((r) => ({ currency: r.currency ?? 'PLN', net: Number(r.net), shipments: r.shipments }));
  }

  async exchangeRateTable(): Promise<ExchangeRateTable> {
    const rows = await this.db.selectFrom('exchange_rates').selectAll().execute();
    return rows.map((r) => ({ currency: r.currency as PriceListCurrency, plnPerUnit: r.pln_per_unit, validFrom: r.valid_from }));
  }

  /** The calendar's non-working days from a date on (a few a year). */
  async nonWorkingDaysFrom(date: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('calendar_days').select('date').where('date', '>=', date).execute();
    return new Set(rows.map((r) => r.date));
  }
}
