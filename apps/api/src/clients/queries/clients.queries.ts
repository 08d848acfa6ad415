import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { ACCOUNT_PERIODS, COUNTRIES, DomainError, billingPeriodOf, clientsMissingPriceLists } from '@parcel/domain';
import type { ClientListRequest, ClientRow, ClientView, DataTableResponse } from '@parcel/contracts';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { containing, runDataTable, type DataTableSpec } from '../../http/data-table.js';
import { iso, warsawDayStart } from '../../http/read-models.js';
import { PriceLists } from '../../pricing/price-lists.js';
import { CLOCK, INFRA, type Clock } from '../../shared/tokens.js';

/** Today's date in Poland (YYYY-MM-DD): billing periods follow the Warsaw calendar. */
export function warsawDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const digits = (text: string): string => text.replace(/\D/g, '');
/** Post codes compared without spaces and dashes, case-insensitive ('00-950' = '00950' = '00 950'). */
const postCodeKey = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/**
 * Whether a phone number given by someone matches the client's: digits only
 * (spaces, dashes, brackets and '+' ignored), either the bare number or the
 * number with the client's country prefix ('48…', '0048…', '+48…').
 */
export function phoneMatches(given: string, prefix: string, number: string): boolean {
  const entered = digits(given);
  const bare = digits(number);
  const country = digits(prefix).replace(/^00/, '');
  return entered.length > 0 && [bare, `${country}${bare}`, `00${country}${bare}`].includes(entered);
}

const CLIENTS_TABLE: DataTableSpec<ClientRow> = {
  columns: [
    { name: 'id', sql: 'c.id' },
    { name: 'name', sql: 'c.name' },
    { name: 'country', sql: 'c.country' },
    { name: 'city', sql: 'c.city' },
    { name: 'post_code', sql: 'c.post_code' },
    { name: 'street', sql: 'c.street' },
    { name: 'address', sql: 'c.address' },
    { name: 'phone_number_prefix', sql: 'c.phone_number_prefix' },
    { name: 'phone_number', sql: 'c.phone_number' },
    { name: 'email_verified_at', sql: 'u.email_verified_at' },
    { name: 'email', sql: 'c.email' },
    { name: 'deleted_at', sql: 'c.deleted_at' },
  ],
  defaultOrder: { column: 'id', dir: 'desc' },
  // Substring search: each has a trigram index on lower(column) (read-models migration client-search-trigrams).
  searchable: ['c.name', 'c.email', 'c.nip'],
  toRow: (r) => ({
    id: r.id,
    name: r.name,
    country: r.country,
    city: r.city,
    post_code: r.post_code,
    street: r.street,
    address: r.address,
    phone_number_prefix: r.phone_number_prefix,
    phone_number: r.phone_number,
    email: r.email,
    email_verified_at: iso(r.email_verified_at),
    deleted_at: iso(r.deleted_at),
  }),
};

/** Reads of the clients read model (clients, their login's e-mail check); never the event store. */
@Injectable()
export class ClientsQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PriceLists) private readonly priceLists: PriceLists,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  private clients() {
    // Left join: a client is shown even while its login's row is still on its way.
    return this.db.selectFrom('clients as c').leftJoin('users as u', 'u.id', 'c.user_id');
  }

  async view(clientId: number): Promise<ClientView> {
    const row = await this.clients().selectAll('c').select('u.email_verified_at').where('c.id', '=', clientId).executeTakeFirst();
    if (!row) throw new DomainError('client_not_found');
    return {
      id: row.id,
      name: row.name,
      country: row.country,
      city: row.city,
      post_code: row.post_code,
      street: row.street,
      address: row.address,
      phone_number_prefix: row.phone_number_prefix,
      phone_number: row.phone_number,
      email: row.email,
      nip: row.nip,
      contact_name: row.contact_name,
      bank_account_number: row.bank_account_number,
      cod_enabled: row.cod_enabled === 1 ? 1 : 0,
      download_ext: row.download_ext === 1 ? 1 : 0,
      ext_number: row.ext_number === 1 ? 1 : 0,
      shipment_note: row.shipment_note,
      sender_signature: row.sender_signature,
      re_returning_address: row.re_returning_address,
      re_broadcasting_facility_address: row.re_broadcasting_facility_address,
      allowed_countries: [...row.allowed_countries].sort((a, b) => a - b),
      deleted_at: iso(row.deleted_at),
      email_verified_at: iso(row.email_verified_at),
      has_iai_password: row.has_iai_password,
      sending_blocked: row.sending_blocked,
    };
  }

  /** POST app/v1/client/list: the table protocol plus the criteria (the selectors of spec/01 §2). */
  async table(request: ClientListRequest): Promise<DataTableResponse<ClientRow>> {
    let base = this.clients()
      .select(CLIENTS_TABLE.columns.map((column) => sql.ref(column.sql).as(column.name)))
      .where('c.deleted_at', request.deleted ? 'is not' : 'is', null);
    const name = request.client_alias_or_emag_name;
    if (name) {
      const pattern = containing(name);
      base = base.where((eb) => eb.or([eb(sql`lower(c.name)`, 'like', pattern), eb(sql`lower(c.emag_name)`, 'like', pattern)]));
    }
    if (request.shipment_count_volume) base = base.where('c.shipment_count_volume', '=', request.shipment_count_volume);
    if (request.last_month || request.last_mont_shipment_count_by_volume !== null || request.volume_growing !== null) {
      base = this.byMonthlyVolume(base, request);
    }
    if (request.missing_price_list) {
      const missing = await this.missingPriceLists();
      base = missing.length ? base.where('c.id', 'in', missing) : base.where(sql<boolean>`false`);
    }
    // Not in the spec (the dashboard's figure): no courier credential at all (an anti-join on courier_credentials_client_idx).
    if (request.missing_courier_credentials)
      base = base.where((eb) =>
        eb.not(eb.exists(eb.selectFrom('courier_credentials as cc').select('cc.id').whereRef('cc.client_id', '=', 'c.id'))),
      );
    return runDataTable(base, request, CLIENTS_TABLE);
  }

  /** The clients some destination of which has no income or cost list in effect today (clientsMissingPriceLists). */
  private async missingPriceLists(): Promise<number[]> {
    const now = this.clock.now();
    const [clients, lists] = await Promise.all([
      this.db.selectFrom('clients').select(['id', 'allowed_countries']).execute(),
      this.priceLists.all(),
    ]);
    return clientsMissingPriceLists(
      clients.map((c) => ({ id: c.id, allowedCountries: c.allowed_countries })),
      lists,
      warsawDate(now),
      now.toISOString(),
    );
  }

  /**
   * The selectors that read shipments (docs/decisions.md): last_month = sent in
   * the previous calendar month; volume_growing true/false = that month's count
   * above/below the month before's; last_mont_shipment_count_by_volume = that
   * month's volume class (A 1000 and more, B 100-999, C fewer). Months by the
   * Warsaw calendar; deleted shipments do not count.
   */
  private byMonthlyVolume<B extends ReturnType<ClientsQueries['clients']>>(base: B, request: ClientListRequest): B {
    const today = warsawDate(this.clock.now());
    const monthStart = (offset: number) => {
      const [year, month] = today.split('-').map(Number) as [number, number];
      const date = new Date(Date.UTC(year, month - 1 + offset, 1));
      return date.toISOString().slice(0, 10);
    };
    const counted = (from: string, to: string) =>
      sql<number>`(SELECT count(*) FROM shipments s WHERE s.client_id = c.id AND s.deleted_at IS NULL AND s.created_at >= ${warsawDayStart(from)} AND s.created_at < ${warsawDayStart(to)})`;
    const lastMonth = counted(monthStart(-1), monthStart(0));
    const monthBefore = counted(monthStart(-2), monthStart(-1));
    let query = base as ReturnType<ClientsQueries['clients']>;
    if (request.last_month) query = query.where(sql<boolean>`${lastMonth} > 0`);
    if (request.volume_growing === true) query = query.where(sql<boolean>`${lastMonth} > ${monthBefore}`);
    if (request.volume_growing === false) query = query.where(sql<boolean>`${lastMonth} < ${monthBefore}`);
    const volume = request.last_mont_shipment_count_by_volume;
    if (volume === 'A') query = query.where(sql<boolean>`${lastMonth} >= 1000`);
    if (volume === 'B') query = query.where(sql<boolean>`${lastMonth} BETWEEN 100 AND 999`);
    if (volume === 'C') query = query.where(sql<boolean>`${lastMonth} < 100`);
    return query as B;
  }

  /** GET clients: every active client for pickers, by name. */
  async options(): Promise<{ id: number; name: string }[]> {
    return this.db.selectFrom('clients').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('name').orderBy('id').execute();
  }

  /** GET client/search/{term}: active clients whose name or e-mail contains the term, at most 20. */
  async search(term: string): Promise<{ id: number; name: string; email: string }[]> {
    const pattern = containing(term);
    return this.db
      .selectFrom('clients as c')
      .select(['c.id', 'c.name', 'c.email'])
      .where('c.deleted_at', 'is', null)
      .where((eb) => eb.or([eb(sql`lower(c.name)`, 'like', pattern), eb(sql`lower(c.email)`, 'like', pattern)]))
      .orderBy('c.name')
      .orderBy('c.id')
      .limit(20)
      .execute();
  }

  /** The neighbours of a client by id (all clients, blocked ones too): previous = lower id, next = higher id. */
  async navigation(clientId: number): Promise<{ previous_client: number | null; next_client: number | null }> {
    const row = await this.db
      .selectFrom('clients as c')
      .select((eb) => [
        eb.selectFrom('clients').select((e) => e.fn.max('id').as('id')).where('id', '<', clientId).as('previous_client'),
        eb.selectFrom('clients').select((e) => e.fn.min('id').as('id')).where('id', '>', clientId).as('next_client'),
      ])
      .where('c.id', '=', clientId)
      .executeTakeFirst();
    if (!row) throw new DomainError('client_not_found');
    return { previous_client: row.previous_client ?? null, next_client: row.next_client ?? null };
  }

  /** GET app/v1/client/findPeriod/{id}: today's billing period from the ACCOUNT_PERIOD parameter. */
  async billingPeriod(clientId: number): Promise<{ start: string; end: string }> {
    const row = await this.db
      .selectFrom('clients as c')
      .leftJoin('client_parameters as p', (join) => join.onRef('p.client_id', '=', 'c.id').on('p.code', '=', 'ACCOUNT_PERIOD'))
      .select('p.value')
      .where('c.id', '=', clientId)
      .executeTakeFirst();
    if (!row) throw new DomainError('client_not_found');
    const period = ACCOUNT_PERIODS.find((p) => p === row.value);
    if (!period) throw new DomainError('billing_period_not_found');
    const { start, end } = billingPeriodOf(period, warsawDate(this.clock.now()));
    return { start, end };
  }

  /** GET app/v1/client/{id}/allowed_countries: the countries the client may send to. */
  async allowedCountries(clientId: number): Promise<{ id: number; name: string; iso_code: string }[]> {
    const row = await this.db.selectFrom('clients').select('allowed_countries').where('id', '=', clientId).executeTakeFirst();
    if (!row) throw new DomainError('client_not_found');
    const allowed = new Set(row.allowed_countries);
    return countries().filter((c) => allowed.has(c.id));
  }

  /** POST app/v1/client/verify_choose: do the post code and phone number given belong to the client? */
  async verify(body: { client_id: number; post_code: string; phone_number: string }): Promise<{ verified: boolean }> {
    const row = await this.db
      .selectFrom('clients')
      .select(['post_code', 'phone_number_prefix', 'phone_number'])
      .where('id', '=', body.client_id)
      .executeTakeFirst();
    if (!row) throw new DomainError('client_not_found');
    const postCode = postCodeKey(body.post_code) === postCodeKey(row.post_code);
    return { verified: postCode && phoneMatches(body.phone_number, row.phone_number_prefix, row.phone_number) };
  }
}

/** The country catalogue (GET app/v1/country/list), by id. */
export function countries(): { id: number; name: string; iso_code: string }[] {
  return COUNTRIES.map(({ id, name, iso_code }) => ({ id, name, iso_code }));
}
