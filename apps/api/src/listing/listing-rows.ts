import { Inject, Injectable } from '@nestjs/common';
import { sql, type RawBuilder } from 'kysely';
import type { ListingCriteria, ListingType, ParcelListRow, ShipmentListRow } from '@parcel/contracts';
import { ROLES, parseInternalNumber, type Role } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import { warsawDayEnd, warsawDayStart } from '../http/read-models.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { ValidationFailed } from '../http/validation.js';
import { keysetBatches } from '../shared/keyset-batches.js';
import { INFRA } from '../shared/tokens.js';

/** Who reads the list: a client sees only its own rows (clientId null: a client login without a client sees none). */
export interface ListingViewer {
  readonly role: Role;
  readonly clientId: number | null;
}

export interface ListingPaging {
  readonly start: number;
  readonly length: number;
  /** order[].column: an index into the list's columns (LISTING_COLUMNS) or a column name; default created_at desc. */
  readonly order?: readonly { readonly column: number | string; readonly dir: 'asc' | 'desc' }[];
}

export type ListingRow = ParcelListRow | ShipmentListRow;

export interface ListingPage {
  readonly data: ListingRow[];
  readonly recordsTotal: number;
  readonly recordsFiltered: number;
}

/**
 * The columns of each list as the staff table shows them (spec/03 §2): order[].column indexes into these.
 * The default order is the parcel list's second-to-last column (created date) descending, for both lists.
 */
export const LISTING_COLUMNS: Record<ListingType, readonly string[]> = {
  parcels: [
    'internal_number',
    'status_name',
    'recipient_name',
    'client_name',
    'destination_city',
    'out_number',
    'return_number',
    'declared_content',
    'cash_on_delivery_value',
    'created_at',
    'selected',
  ],
  shipments: [
    'internal_waybill',
    'recipient_name',
    'client_name',
    'recipient_locality_name',
    'out_waybill',
    'declared_content',
    'cash_on_delivery_value',
    'created_at',
  ],
};

const TABLE = { parcels: 'listing_parcels', shipments: 'listing_shipments' } as const;
const STREAM_BATCH = 1000;

/**
 * The criteria a viewer may use: a client's own rows only (its client filters,
 * processable and the extra filters ignored); the problem rule is the admins'
 * (ignored for workers); processable and the problem sector are parcel filters.
 */
export function effectiveCriteria(criteria: ListingCriteria, viewer: ListingViewer): ListingCriteria {
  const own = { ...criteria };
  if (viewer.role === ROLES.client) {
    Object.assign(own, {
      client_id: viewer.clientId ?? -1,
      client_name: undefined,
      client_ids: undefined,
      processable: undefined,
      problem_rule_code: undefined,
      problematic_sector_id: undefined,
    });
  } else if (viewer.role !== ROLES.admin) own.problem_rule_code = undefined;
  if (own.type === 'shipments') Object.assign(own, { processable: undefined, problematic_sector_id: undefined });
  return own;
}

/** A Warsaw day's first instant. */

/**
 * date_type 'received' (docs/dashboard.md): the parcels first received in the warehouse on the Warsaw days (the
 * shipments read model's received_at, index shipment_parcels_received_idx); a shipment when any of its parcels was.
 */
function receivedWithin(c: ListingCriteria): RawBuilder<unknown> {
  const range = [
    ...(c.start ? [sql`received_at >= ${warsawDayStart(c.start)}`] : []),
    ...(c.end ? [sql`received_at < ${warsawDayEnd(c.end)}`] : []),
  ];
  const within = sql.join(range, sql` AND `);
  return c.type === 'parcels'
    ? sql`id IN (SELECT id FROM shipment_parcels WHERE ${within})`
    : sql`id IN (SELECT shipment_id FROM shipment_parcels WHERE active AND ${within})`;
}

/**
 * The equality conditions on columns listing_counts keeps too (client, status
 * group, courier, locker, cod, country, processable): criteria made only of
 * these are counted by summing listing_counts.
 */
function countedFilters(c: ListingCriteria): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (c.client_id !== undefined) where.push(sql`client_id = ${c.client_id}`);
  else if (c.client_name)
    where.push(
      sql`client_id IN (SELECT id FROM listing_clients WHERE lower(name) LIKE ${`%${c.client_name.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`})`,
    );
  if (c.client_ids?.length)
    where.push(
      c.client_list_filter_mode === 'exclude'
        ? sql`client_id <> ALL(${`{${c.client_ids.join(',')}}`}::int[])`
        : sql`client_id = ANY(${`{${c.client_ids.join(',')}}`}::int[])`,
    );
  if (c.status_group_id !== undefined) where.push(sql`status_group_id = ${c.status_group_id}`);
  if (c.courier_id !== undefined) where.push(sql`courier_id = ${c.courier_id}`);
  if (c.locker !== undefined) where.push(sql`locker = ${c.locker}`);
  if (c.cod !== undefined) where.push(sql`cash_on_delivery = ${c.cod}`);
  if (c.country !== undefined) where.push(sql`country_id = ${c.country}`);
  if (c.processable !== undefined && c.type === 'parcels') where.push(c.processable ? sql`processable` : sql`NOT processable`);
  return where;
}

/** The other WHERE conditions of the criteria (already narrowed to the viewer): dates, last status, problems, numbers. */
function rowFilters(c: ListingCriteria): RawBuilder<unknown>[] {
  const parcels = c.type === 'parcels';
  const where: RawBuilder<unknown>[] = [];
  if (c.date_type === 'received') {
    if (c.start || c.end) where.push(receivedWithin(c));
  } else {
    if (c.start) where.push(sql`created_at >= ${warsawDayStart(c.start)}`);
    if (c.end) where.push(sql`created_at < ${warsawDayEnd(c.end)}`);
  }
  if (c.last_status_id !== undefined) where.push(sql`status_id = ${c.last_status_id}`);
  if (c.problem_rule_code) where.push(sql`cardinality(problem_rules) > 0 AND problem_rules @> ARRAY[${c.problem_rule_code}]::text[]`);
  if (c.problematic_sector_id !== undefined && parcels) where.push(sql`problematic_sector_id = ${c.problematic_sector_id}`);
  // Each number is one indexed lookup (no OR across tables: the planner would scan).
  if (c.internal_number) {
    const n = c.internal_number.trim().toUpperCase();
    const ref = parseInternalNumber(n);
    if (parcels)
      where.push(ref?.kind === 'shipment' ? sql`shipment_id = ${ref.id} AND shipment_number = ${n}` : sql`internal_number = ${n}`);
    else
      where.push(
        ref?.kind === 'parcel'
          ? sql`id IN (SELECT shipment_id FROM listing_parcels WHERE internal_number = ${n})`
          : sql`internal_waybill = ${n}`,
      );
  }
  if (c.out_number) {
    const n = c.out_number.trim();
    where.push(
      parcels
        ? sql`(out_number = ${n} OR in_number = ${n} OR buffer_number = ${n})`
        : sql`id IN (SELECT id FROM listing_shipments WHERE out_waybill = ${n} OR in_waybill = ${n}
            UNION SELECT shipment_id FROM listing_parcels WHERE out_number = ${n} OR in_number = ${n} OR buffer_number = ${n})`,
    );
  }
  if (c.return_number) {
    const n = c.return_number.trim();
    where.push(parcels ? sql`return_number = ${n}` : sql`id IN (SELECT shipment_id FROM listing_parcels WHERE return_number = ${n})`);
  }
  return where;
}

const iso = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value).toISOString();
const num = (value: number | string | null) => (value === null ? null : Number(value));

function parcelRow(r: any): ParcelListRow {
  return {
    id: r.id,
    internal_number: r.internal_number,
    shipment_number: r.shipment_number,
    status_name: r.status_name,
    recipient_name: r.recipient_name,
    client_id: r.client_id,
    client_name: r.client_name,
    destination_city: r.destination_city,
    source_city: r.source_city,
    return_parcel: r.return_parcel,
    out_number: r.out_number,
    in_number: r.in_number,
    buffer_number: r.buffer_number,
    return_number: r.return_number,
    declared_content: r.declared_content,
    cash_on_delivery: r.cash_on_delivery,
    cash_on_delivery_value: num(r.cash_on_delivery_value),
    currency: r.currency,
    created_at: iso(r.created_at),
    error_message: r.error_message,
    id_in_courier: r.id_in_courier,
    id_out_courier: r.id_out_courier,
    sender_country_id: r.sender_country_id,
    recipient_country_id: r.recipient_country_id,
    selected: false,
  };
}

function shipmentRow(r: any): ShipmentListRow {
  return {
    id: r.id,
    internal_waybill: r.internal_waybill,
    recipient_name: r.recipient_name,
    client_id: r.client_id,
    client_name: r.client_name,
    recipient_locality_name: r.recipient_locality_name,
    sender_locality_name: r.sender_locality_name,
    out_waybill: r.out_waybill,
    in_waybill: r.in_waybill,
    declared_content: r.declared_content,
    cash_on_delivery: r.cash_on_delivery,
    cash_on_delivery_value: num(r.cash_on_delivery_value),
    currency: r.currency,
    created_at: iso(r.created_at),
    type: r.type,
    sender_country_id: r.sender_country_id,
    recipient_country_id: r.recipient_country_id,
  };
}

const toRow = (type: ListingType): ((r: any) => ListingRow) => (type === 'parcels' ? parcelRow : shipmentRow);

const PARCEL_SELECT = sql.raw(
  'id, internal_number, shipment_number, status_name, recipient_name, client_id, client_name, destination_city, source_city, return_parcel, out_number, in_number, buffer_number, return_number, declared_content, cash_on_delivery, cash_on_delivery_value, currency, created_at, error_message, id_in_courier, id_out_courier, sender_country_id, recipient_country_id',
);
const SHIPMENT_SELECT = sql.raw(
  'id, internal_waybill, recipient_name, client_id, client_name, recipient_locality_name, sender_locality_name, out_waybill, in_waybill, declared_content, cash_on_delivery, cash_on_delivery_value, currency, created_at, type, sender_country_id, recipient_country_id',
);

/**
 * The parcel and shipment lists read from the listing read model only: one
 * table per list, every filter an indexed column of it, the order
 * (created_at desc, id desc) the tail of every index. `page` answers the
 * table protocol; `stream` walks every matching row in batches by keyset
 * (constant memory), for the reports.
 */
@Injectable()
export class ListingRows {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async page(criteria: ListingCriteria, viewer: ListingViewer, paging: ListingPaging): Promise<ListingPage> {
    const c = effectiveCriteria(criteria, viewer);
    const table = sql.table(TABLE[c.type]);
    const byCounted = countedFilters(c);
    const byRow = rowFilters(c);
    const where = sql.join([sql`deleted = ${c.deleted}`, ...byCounted, ...byRow], sql` AND `);
    const order = orderBy(c.type, paging.order ?? []);
    const total = this.total(c, viewer);
    // Criteria on the counted columns alone are sums of listing_counts; any other is counted on the rows.
    const filtered =
      byRow.length > 0
        ? sql<{ n: string }>`SELECT count(*) AS n FROM ${table} WHERE ${where}`.execute(this.db).then((r) => Number(r.rows[0]!.n))
        : byCounted.length > 0
          ? this.totalOf(c, byCounted)
          : total;
    const [recordsTotal, recordsFiltered, rows] = await Promise.all([
      total,
      filtered,
      sql<any>`SELECT ${c.type === 'parcels' ? PARCEL_SELECT : SHIPMENT_SELECT} FROM ${table} WHERE ${where}
        ORDER BY ${order} LIMIT ${paging.length} OFFSET ${paging.start}`.execute(this.db),
    ]);
    return { data: rows.rows.map(toRow(c.type)), recordsTotal, recordsFiltered };
  }

  /** Every matching row, newest first, `batchSize` rows at a time (keyset on created_at, id). */
  async *stream(criteria: ListingCriteria, viewer: ListingViewer, batchSize = STREAM_BATCH): AsyncIterable<ListingRow[]> {
    const c = effectiveCriteria(criteria, viewer);
    const table = sql.table(TABLE[c.type]);
    const base = [sql`deleted = ${c.deleted}`, ...countedFilters(c), ...rowFilters(c)];
    const pages = keysetBatches(batchSize, async (after: { created_at: Date; id: number } | undefined) => {
      const conditions = after ? [...base, sql`(created_at, id) < (${after.created_at}::timestamptz, ${after.id})`] : base;
      const { rows } = await sql<any>`SELECT ${c.type === 'parcels' ? PARCEL_SELECT : SHIPMENT_SELECT} FROM ${table}
        WHERE ${sql.join(conditions, sql` AND `)} ORDER BY created_at DESC, id DESC LIMIT ${batchSize}`.execute(this.db);
      return rows;
    });
    for await (const rows of pages) yield rows.map(toRow(c.type));
  }

  /** The viewer's rows of the list (deleted as asked), summed from the counts the projection keeps. */
  private async total(c: ListingCriteria, viewer: ListingViewer): Promise<number> {
    let query = this.db
      .selectFrom('listing_counts')
      .select(sql<string>`coalesce(sum(count), 0)`.as('n'))
      .where('list_type', '=', c.type)
      .where('deleted', '=', c.deleted);
    if (viewer.role === ROLES.client) query = query.where('client_id', '=', viewer.clientId ?? -1);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  /** The rows the counted conditions match, summed from listing_counts. */
  private async totalOf(c: ListingCriteria, byCounted: RawBuilder<unknown>[]): Promise<number> {
    const where = sql.join([sql`list_type = ${c.type}`, sql`deleted = ${c.deleted}`, ...byCounted], sql` AND `);
    return Number(
      (await sql<{ n: string }>`SELECT coalesce(sum(count), 0) AS n FROM listing_counts WHERE ${where}`.execute(this.db)).rows[0]!.n,
    );
  }
}

/** ORDER BY from order[] (an index into the list's columns or a name; unknown names ignored), id last; default created_at desc. */
function orderBy(type: ListingType, order: NonNullable<ListingPaging['order']>): RawBuilder<unknown> {
  const columns = LISTING_COLUMNS[type];
  const parts: RawBuilder<unknown>[] = [];
  let lastDir = 'desc' as 'asc' | 'desc';
  order.forEach(({ column, dir }, i) => {
    const name = typeof column === 'number' ? columns[column] : column;
    if (name === undefined) throw new ValidationFailed({ [`order.${i}.column`]: ['invalid_value'] });
    if (!columns.includes(name) || name === 'selected') return;
    parts.push(sql`${sql.ref(name)} ${sql.raw(dir === 'asc' ? 'ASC' : 'DESC')}`);
    lastDir = dir;
  });
  if (parts.length === 0) parts.push(sql`created_at DESC`);
  parts.push(sql`id ${sql.raw(parts.length === 1 && order.length === 0 ? 'DESC' : lastDir === 'asc' ? 'ASC' : 'DESC')}`);
  return sql.join(parts, sql`, `);
}
