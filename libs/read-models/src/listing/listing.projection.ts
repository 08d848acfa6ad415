import { sql, type Kysely, type Selectable } from 'kysely';
import {
  assertNever,
  deliveryService,
  isProcessable,
  type ClientEvent,
  type ParcelEvent,
  type ShipmentAccountingEvent,
  type ShipmentEvent,
  type ShipmentOrder,
  type StatusTypeEvent,
} from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { ReadModelDatabase } from '../database.js';
import type { BatchOptions, Projection } from '../projector/projection.js';
import type { ListingParcelTable, ListingShipmentTable } from './listing.tables.js';

/** The name of the read model (live notifications, read-your-writes waits, console query keys). */
export const LISTING = 'listing';
export const LISTING_REGISTRATION_FAILED = 'SHIPMENT_REGISTRATION_FAILED';
export const LISTING_NOT_ACCOUNTED = 'SHIPMENT_NOT_ACCOUNTED';

type Db = Kysely<ReadModelDatabase>;
type ParcelRow = Selectable<ListingParcelTable>;
type ShipmentRow = Selectable<ListingShipmentTable>;
type Event = ShipmentEvent | ParcelEvent | ClientEvent | StatusTypeEvent | ShipmentAccountingEvent;
interface StatusRow {
  row_id: number;
  parcel_id: number;
  status_type_id: number;
  when: Date;
}
interface StatusType {
  name: string;
  group_id: number | null;
}

/** Rows per INSERT statement. */
const CHUNK = 2000;

const LISTING_EVENT_TYPES = [
  'ShipmentAccountingFailed',
  'ShipmentAccountingRecovered',
  'ClientCreated',
  'ClientUpdated',
  'StatusTypeDefined',
  'StatusTypeChanged',
  'ShipmentCreated',
  'ShipmentChanged',
  'ShipmentRegisteredWithCourier',
  'ShipmentRegistrationFailed',
  'ShipmentMarkedDeleted',
  'ShipmentParcelAdopted',
  'ParcelStatusRecorded',
  'ParcelStatusRowDeleted',
  'ParcelBufferNumberSet',
  'ParcelSectorAssigned',
  'ParcelSectorResolved',
] as const satisfies readonly Event['type'][];

const time = (value: Date | string): number => (typeof value === 'string' ? Date.parse(value) : value.getTime());
/** `column = ANY($1)` with the ids as one array parameter (a batch may name thousands). */
const anyOf = (column: string, ids: readonly number[]) => sql<boolean>`${sql.ref(column)} = ANY(${`{${ids.join(',')}}`}::bigint[])`;

/** A parcel's own columns until its shipment's are copied in (at write). */
function newParcel(id: number, shipmentId: number, number: string): ParcelRow {
  return {
    id,
    shipment_id: shipmentId,
    internal_number: number,
    shipment_number: '',
    client_id: 0,
    client_name: '',
    status_id: null,
    status_name: null,
    status_group_id: null,
    status_at: null,
    status_row_id: null,
    recipient_name: '',
    destination_city: null,
    source_city: null,
    return_parcel: false,
    country_id: 0,
    sender_country_id: null,
    recipient_country_id: null,
    courier_id: 0,
    id_in_courier: null,
    id_out_courier: null,
    out_number: null,
    in_number: null,
    buffer_number: null,
    return_number: null,
    declared_content: null,
    cash_on_delivery: false,
    cash_on_delivery_value: null,
    currency: null,
    locker: false,
    deleted: false,
    processable: true,
    problem_rules: [],
    problematic_sector_id: null,
    error_message: null,
    created_at: new Date(0),
  };
}

function orderColumns(order: ShipmentOrder) {
  const isReturn = deliveryService(order.delivery_service)?.isReturn ?? false;
  return {
    client_id: order.client_id,
    recipient_name: order.recipient.name,
    recipient_locality_name: order.recipient.address.locality_name || null,
    sender_locality_name: order.sender.address.locality_name || null,
    declared_content: order.content.declared_content,
    cash_on_delivery: order.content.cash_on_delivery_value > 0,
    cash_on_delivery_value: order.content.cash_on_delivery_value,
    currency: order.content.currency,
    country_id: order.country_id,
    sender_country_id: order.sender.country_id,
    recipient_country_id: order.recipient.country_id,
    locker: order.delivery_service === 3 || order.delivery_service === 4,
    isReturn,
  };
}

const shipmentType = (isReturn: boolean, isEmag: boolean) =>
  isEmag ? (isReturn ? 'emag_return' : 'emag') : isReturn ? 'return' : 'standard';
const isReturnType = (type: string) => type === 'return' || type === 'emag_return';

/**
 * The rows a batch touches, loaded once, changed in memory event by event,
 * written back in a few multi-row statements (a rebuild goes through millions
 * of events this way). A parcel's shipment columns are copied in at write, and
 * a shipment's status gathered from its parcels then.
 */
class ListingBatch {
  readonly shipments = new Map<number, ShipmentRow>();
  readonly parcels = new Map<number, ParcelRow>();
  private readonly parcelIds = new Map<number, Set<number>>();
  readonly rowsOfParcel = new Map<number, StatusRow[]>();
  readonly clients = new Map<number, string>();
  readonly statusTypes = new Map<number, StatusType>();
  /** What each stored row counted in listing_counts before the batch. */
  readonly counted = new Map<string, Counted>();
  /** Each stored row as loaded: a row the batch leaves as it was is not written again. */
  readonly stored = new Map<string, string>();
  readonly dirtyShipments = new Set<number>();
  readonly staleParcels = new Set<number>();
  readonly removedParcels = new Set<number>();
  readonly insertedRows = new Map<number, StatusRow>();
  readonly deletedRows = new Set<number>();
  readonly renamedClients = new Set<number>();
  /** Clients whose name really changed: their rows are relabelled (a profile edit that keeps the name touches none). */
  readonly relabelledClients = new Set<number>();
  readonly changedStatusTypes = new Set<number>();

  static async load(db: Db, events: readonly Event[]): Promise<ListingBatch> {
    const batch = new ListingBatch();
    const createdHere = new Set(events.flatMap((e) => (e.type === 'ShipmentCreated' ? [e.data.shipmentId] : [])));
    const shipmentIds = [...new Set(events.flatMap((e) => ('shipmentId' in e.data ? [e.data.shipmentId] : [])))].filter(
      (id) => !createdHere.has(id),
    );
    // Parcels an order names may still belong to another shipment (an adopted parcel).
    const orderedIds = [...new Set(events.flatMap((e) => ('order' in e.data ? e.data.order.parcels.map((p) => p.parcel_id) : [])))];
    // A parcel's rows are read only when one is deleted (its current status may go back); a new row is compared with the current one.
    const statusParcels = [...new Set(events.flatMap((e) => (e.type === 'ParcelStatusRowDeleted' ? [e.data.parcelId] : [])))];
    const clientIds = [
      ...new Set(events.flatMap((e) => ('order' in e.data ? [e.data.order.client_id] : 'clientId' in e.data ? [e.data.clientId] : []))),
    ];
    const none = Promise.resolve([]);
    const [shipments, parcels, rows, clients, types] = await Promise.all([
      shipmentIds.length ? db.selectFrom('listing_shipments').selectAll().where(anyOf('id', shipmentIds)).execute() : none,
      // Two queries, not one OR: each keeps its index (an OR of two long arrays is estimated as a large share of the table).
      Promise.all([
        shipmentIds.length ? db.selectFrom('listing_parcels').selectAll().where(anyOf('shipment_id', shipmentIds)).execute() : none,
        orderedIds.length ? db.selectFrom('listing_parcels').selectAll().where(anyOf('id', orderedIds)).execute() : none,
      ]).then(([a, b]) => [...a, ...b]),
      statusParcels.length ? db.selectFrom('listing_status_rows').selectAll().where(anyOf('parcel_id', statusParcels)).execute() : none,
      clientIds.length ? db.selectFrom('listing_clients').selectAll().where(anyOf('id', clientIds)).execute() : none,
      db.selectFrom('listing_status_types').selectAll().execute(),
    ]);
    for (const s of shipments) {
      batch.shipments.set(s.id, s);
      batch.counted.set(`s:${s.id}`, countedOf(s));
      batch.stored.set(`s:${s.id}`, JSON.stringify(s));
    }
    for (const loaded of parcels) {
      const p = { ...loaded, status_row_id: loaded.status_row_id === null ? null : Number(loaded.status_row_id) };
      batch.putParcel(p);
      batch.counted.set(`p:${p.id}`, countedOf(p));
      batch.stored.set(`p:${p.id}`, JSON.stringify(p));
    }
    for (const id of statusParcels) batch.rowsOfParcel.set(id, []);
    for (const r of rows) batch.rowsOfParcel.get(r.parcel_id)?.push({ ...r, row_id: Number(r.row_id) });
    for (const c of clients) batch.clients.set(c.id, c.name);
    for (const t of types) batch.statusTypes.set(t.id, { name: t.name, group_id: t.group_id });
    return batch;
  }

  putParcel(parcel: ParcelRow): void {
    const before = this.parcels.get(parcel.id);
    if (before && before.shipment_id !== parcel.shipment_id) this.parcelIds.get(before.shipment_id)?.delete(parcel.id);
    this.parcels.set(parcel.id, parcel);
    const ids = this.parcelIds.get(parcel.shipment_id) ?? new Set<number>();
    ids.add(parcel.id);
    this.parcelIds.set(parcel.shipment_id, ids);
  }

  parcelsOf(shipmentId: number): ParcelRow[] {
    return [...(this.parcelIds.get(shipmentId) ?? [])].map((id) => this.parcels.get(id)!);
  }

  changeShipment(id: number, changes: Partial<ShipmentRow>): ShipmentRow | undefined {
    const current = this.shipments.get(id);
    if (!current) return undefined;
    // Rows are the batch's own (their stored form is kept as loaded): changed in place.
    Object.assign(current, changes);
    this.dirtyShipments.add(id);
    return current;
  }

  changeParcel(id: number, changes: Partial<ParcelRow>): void {
    const current = this.parcels.get(id);
    if (!current) return;
    Object.assign(current, changes);
    this.dirtyShipments.add(current.shipment_id);
  }

  /** The order's parcels belong to the shipment (an adopted one moves); the others leave the list. */
  orderParcels(shipmentId: number, order: ShipmentOrder): void {
    const ordered = new Set(order.parcels.map((p) => p.parcel_id));
    for (const p of order.parcels) {
      const current = this.parcels.get(p.parcel_id);
      if (current && current.shipment_id !== shipmentId) this.dirtyShipments.add(current.shipment_id);
      this.putParcel(current ? { ...current, shipment_id: shipmentId } : newParcel(p.parcel_id, shipmentId, p.number));
      this.removedParcels.delete(p.parcel_id);
    }
    for (const parcel of this.parcelsOf(shipmentId))
      if (!ordered.has(parcel.id)) {
        this.parcelIds.get(shipmentId)?.delete(parcel.id);
        this.parcels.delete(parcel.id);
        this.removedParcels.add(parcel.id);
      }
    this.dirtyShipments.add(shipmentId);
  }

  /** A parcel's current status: the row with the latest time, then the latest recorded. */
  private refreshStatus(parcelId: number): void {
    let latest: StatusRow | undefined;
    for (const r of this.rowsOfParcel.get(parcelId) ?? [])
      if (!latest || time(r.when) > time(latest.when) || (time(r.when) === time(latest.when) && r.row_id > latest.row_id)) latest = r;
    this.changeParcel(parcelId, {
      status_id: latest?.status_type_id ?? null,
      status_at: latest ? new Date(time(latest.when)) : null,
      status_row_id: latest?.row_id ?? null,
    });
  }

  /** A new status row: current when it is the latest (time, then row id). */
  recordStatus(row: StatusRow): void {
    this.insertedRows.set(row.row_id, row);
    const rows = this.rowsOfParcel.get(row.parcel_id);
    if (rows) return void rows.push(row);
    const parcel = this.parcels.get(row.parcel_id);
    if (!parcel) return;
    const at = time(row.when);
    const current = parcel.status_at ? time(parcel.status_at) : -Infinity;
    if (at > current || (at === current && row.row_id > Number(parcel.status_row_id ?? 0)))
      this.changeParcel(row.parcel_id, { status_id: row.status_type_id, status_at: new Date(at), status_row_id: row.row_id });
  }

  /** Copies the shipment's columns (and the status types' names) into its parcels and gathers its status from them. */
  private settle(shipment: ShipmentRow): { shipment: ShipmentRow; parcels: ParcelRow[] } {
    const isReturn = isReturnType(shipment.type);
    const clientName = this.clients.get(shipment.client_id) ?? shipment.client_name;
    const parcels = this.parcelsOf(shipment.id).map((p) => {
      return Object.assign(p, {
        shipment_number: shipment.internal_waybill,
        client_id: shipment.client_id,
        client_name: clientName,
        recipient_name: shipment.recipient_name,
        destination_city: shipment.recipient_locality_name,
        source_city: shipment.sender_locality_name,
        return_parcel: isReturn,
        country_id: shipment.country_id,
        sender_country_id: shipment.sender_country_id,
        recipient_country_id: shipment.recipient_country_id,
        courier_id: shipment.courier_id,
        id_in_courier: isReturn ? shipment.courier_id : null,
        id_out_courier: isReturn ? null : shipment.courier_id,
        declared_content: shipment.declared_content,
        cash_on_delivery: shipment.cash_on_delivery,
        cash_on_delivery_value: shipment.cash_on_delivery_value,
        currency: shipment.currency,
        locker: shipment.locker,
        deleted: shipment.deleted,
        processable: shipment.processable,
        problem_rules: shipment.problem_rules,
        error_message: shipment.error_message,
        created_at: shipment.created_at,
        status_name: p.status_id === null ? null : (this.statusTypes.get(p.status_id)?.name ?? null),
        status_group_id: p.status_id === null ? null : (this.statusTypes.get(p.status_id)?.group_id ?? null),
      } satisfies Partial<ParcelRow>);
    });
    let latest: ParcelRow | undefined;
    for (const p of parcels)
      if (
        p.status_at &&
        (!latest?.status_at ||
          time(p.status_at) > time(latest.status_at) ||
          (time(p.status_at) === time(latest.status_at) && p.id > latest.id))
      )
        latest = p;
    Object.assign(shipment, {
      client_name: clientName,
      status_id: latest?.status_id ?? null,
      status_group_id: latest?.status_group_id ?? null,
    });
    return { shipment, parcels };
  }

  /** listing_counts: what each written or removed row counted before against what it counts now. */
  private async writeCounts(
    db: Db,
    shipments: readonly ShipmentRow[],
    parcels: readonly ParcelRow[],
    removed: readonly number[],
  ): Promise<void> {
    const counts = new Map<string, CountRow>();
    const add = (listType: string, row: Counted, by: number) => {
      const key = countKey(listType, row);
      const count = counts.get(key) ?? countRow(listType, row);
      count.count += by;
      counts.set(key, count);
    };
    const recount = (listType: 'parcels' | 'shipments', key: string, now: Counted | undefined) => {
      const before = this.counted.get(key);
      if (before) add(listType, before, -1);
      if (now) add(listType, now, 1);
    };
    for (const row of shipments) recount('shipments', `s:${row.id}`, row);
    for (const row of parcels) recount('parcels', `p:${row.id}`, row);
    for (const id of removed) recount('parcels', `p:${id}`, undefined);

    await writeRows(
      db,
      'listing_counts',
      COUNT_COLUMNS,
      COUNT_KEY,
      'add',
      [...counts.values()].filter((c) => c.count !== 0),
    );
    // A combination no row has any more leaves the table (a rebuild never writes it).
    const emptied = [...counts.values()].filter((c) => c.count < 0);
    if (emptied.length) {
      const definition = sql.raw(COUNT_KEY.map((n) => `${quoted(n)} ${COUNT_COLUMNS[n]}`).join(', '));
      const matches = sql.raw(COUNT_KEY.map((n) => `c.${quoted(n)} = x.${quoted(n)}`).join(' AND '));
      await sql`DELETE FROM listing_counts c USING json_to_recordset(${JSON.stringify(emptied)}::json) AS x(${definition})
        WHERE ${matches} AND c.count = 0`.execute(db);
    }
  }

  /** Writes the batch's rows; `counts: false` leaves listing_counts alone (a replay derives them at its end). */
  async write(db: Db, { counts: keepCounts }: { counts: boolean }): Promise<void> {
    for (const id of new Set([...this.rowsOfParcel.keys()].filter((id) => this.parcels.has(id)))) this.refreshStatus(id);
    // Each row with its JSON (compared with the stored form, then sent as is).
    const shipments: { row: ShipmentRow; json: string }[] = [];
    const parcels: { row: ParcelRow; json: string }[] = [];
    for (const id of this.dirtyShipments) {
      const shipment = this.shipments.get(id);
      if (!shipment) continue;
      const settled = this.settle(shipment);
      const json = JSON.stringify(settled.shipment);
      if (this.stored.get(`s:${id}`) !== json) shipments.push({ row: settled.shipment, json });
      for (const p of settled.parcels) {
        const parcelJson = JSON.stringify(p);
        if (this.stored.get(`p:${p.id}`) !== parcelJson) parcels.push({ row: p, json: parcelJson });
      }
    }
    const removed = [...this.removedParcels].filter((id) => !this.parcels.has(id));

    await writeJson(
      db,
      'listing_shipments',
      SHIPMENT_COLUMNS,
      ['id'],
      'replace',
      shipments.map((s) => s.json),
    );
    await writeJson(
      db,
      'listing_parcels',
      PARCEL_COLUMNS,
      ['id'],
      'replace',
      parcels.map((p) => p.json),
    );
    if (removed.length) await db.deleteFrom('listing_parcels').where(anyOf('id', removed)).execute();
    if (keepCounts)
      await this.writeCounts(
        db,
        shipments.map((s) => s.row),
        parcels.map((p) => p.row),
        removed,
      );
    if (this.deletedRows.size)
      await db
        .deleteFrom('listing_status_rows')
        .where(anyOf('row_id', [...this.deletedRows]))
        .execute();
    await writeRows(db, 'listing_status_rows', ROW_COLUMNS, ['row_id'], 'keep', [...this.insertedRows.values()]);

    // Renames reach the rows this batch did not load.
    await writeRows(
      db,
      'listing_clients',
      { id: 'int', name: 'text' },
      ['id'],
      'replace',
      [...this.renamedClients].map((id) => ({ id, name: this.clients.get(id)! })),
    );
    for (const id of this.relabelledClients) {
      const name = this.clients.get(id)!;
      for (const table of ['listing_parcels', 'listing_shipments'] as const)
        await db.updateTable(table).set({ client_name: name }).where('client_id', '=', id).where('client_name', '<>', name).execute();
    }
    await writeRows(
      db,
      'listing_status_types',
      { id: 'int', name: 'text', group_id: 'int' },
      ['id'],
      'replace',
      [...this.changedStatusTypes].map((id) => ({ id, ...this.statusTypes.get(id)! })),
    );
    for (const id of this.changedStatusTypes) {
      const { name, group_id } = this.statusTypes.get(id)!;
      await db
        .updateTable('listing_parcels')
        .set({ status_name: name, status_group_id: group_id })
        .where('status_id', '=', id)
        .where((eb) => eb.or([eb('status_name', 'is distinct from', name), eb('status_group_id', 'is distinct from', group_id)]))
        .execute();
      await db
        .updateTable('listing_shipments')
        .set({ status_group_id: group_id })
        .where('status_id', '=', id)
        .where('status_group_id', 'is distinct from', group_id)
        .execute();
    }
  }
}

type Columns = Readonly<Record<string, string>>;
const SHIPMENT_COLUMNS: Columns = {
  id: 'int',
  internal_waybill: 'text',
  client_id: 'int',
  client_name: 'text',
  status_id: 'int',
  status_group_id: 'int',
  recipient_name: 'text',
  recipient_locality_name: 'text',
  sender_locality_name: 'text',
  out_waybill: 'text',
  in_waybill: 'text',
  declared_content: 'text',
  cash_on_delivery: 'boolean',
  cash_on_delivery_value: 'float8',
  currency: 'text',
  type: 'text',
  country_id: 'int',
  sender_country_id: 'int',
  recipient_country_id: 'int',
  courier_id: 'int',
  locker: 'boolean',
  deleted: 'boolean',
  processable: 'boolean',
  problem_rules: 'text[]',
  error_message: 'text',
  created_at: 'timestamptz',
};
const PARCEL_COLUMNS: Columns = {
  id: 'int',
  shipment_id: 'int',
  internal_number: 'text',
  shipment_number: 'text',
  client_id: 'int',
  client_name: 'text',
  status_id: 'int',
  status_name: 'text',
  status_group_id: 'int',
  status_at: 'timestamptz',
  status_row_id: 'bigint',
  recipient_name: 'text',
  destination_city: 'text',
  source_city: 'text',
  return_parcel: 'boolean',
  country_id: 'int',
  sender_country_id: 'int',
  recipient_country_id: 'int',
  courier_id: 'int',
  id_in_courier: 'int',
  id_out_courier: 'int',
  out_number: 'text',
  in_number: 'text',
  buffer_number: 'text',
  return_number: 'text',
  declared_content: 'text',
  cash_on_delivery: 'boolean',
  cash_on_delivery_value: 'float8',
  currency: 'text',
  locker: 'boolean',
  deleted: 'boolean',
  processable: 'boolean',
  problem_rules: 'text[]',
  problematic_sector_id: 'int',
  error_message: 'text',
  created_at: 'timestamptz',
};
const ROW_COLUMNS: Columns = { row_id: 'bigint', parcel_id: 'int', status_type_id: 'int', when: 'timestamptz' };
const COUNT_COLUMNS: Columns = {
  list_type: 'text',
  deleted: 'boolean',
  client_id: 'int',
  country_id: 'int',
  courier_id: 'int',
  status_group_id: 'int',
  locker: 'boolean',
  cash_on_delivery: 'boolean',
  processable: 'boolean',
  count: 'int',
};
const COUNT_KEY = Object.keys(COUNT_COLUMNS).filter((c) => c !== 'count');

/** The columns a row is counted by in listing_counts (no status group: 0). */
type Counted = Pick<
  ParcelRow,
  'deleted' | 'client_id' | 'country_id' | 'courier_id' | 'status_group_id' | 'locker' | 'cash_on_delivery' | 'processable'
>;
interface CountRow {
  list_type: string;
  deleted: boolean;
  client_id: number;
  country_id: number;
  courier_id: number;
  status_group_id: number;
  locker: boolean;
  cash_on_delivery: boolean;
  processable: boolean;
  count: number;
}
const countRow = (listType: string, r: Counted): CountRow => ({
  list_type: listType,
  deleted: r.deleted,
  client_id: r.client_id,
  country_id: r.country_id,
  courier_id: r.courier_id,
  status_group_id: r.status_group_id ?? 0,
  locker: r.locker,
  cash_on_delivery: r.cash_on_delivery,
  processable: r.processable,
  count: 0,
});
const countedOf = (r: Counted): Counted => ({
  deleted: r.deleted,
  client_id: r.client_id,
  country_id: r.country_id,
  courier_id: r.courier_id,
  status_group_id: r.status_group_id,
  locker: r.locker,
  cash_on_delivery: r.cash_on_delivery,
  processable: r.processable,
});
const countKey = (listType: string, r: Counted) =>
  `${listType}:${r.deleted}:${r.client_id}:${r.country_id}:${r.courier_id}:${r.status_group_id ?? 0}:${r.locker}:${r.cash_on_delivery}:${r.processable}`;

const quoted = (name: string) => `"${name}"`;

/**
 * Writes rows in chunks, each one JSON parameter unpacked by PostgreSQL
 * (json_to_recordset). A row whose key exists: replace its other columns,
 * add its count to the stored one, or keep the stored row.
 */
async function writeRows(
  db: Db,
  table: keyof ReadModelDatabase & string,
  columns: Columns,
  key: readonly string[],
  conflict: 'replace' | 'add' | 'keep',
  rows: readonly object[],
): Promise<void> {
  await writeJson(
    db,
    table,
    columns,
    key,
    conflict,
    rows.map((r) => JSON.stringify(r)),
  );
}

/** writeRows with each row already serialized. */
async function writeJson(
  db: Db,
  table: keyof ReadModelDatabase & string,
  columns: Columns,
  key: readonly string[],
  conflict: 'replace' | 'add' | 'keep',
  rows: readonly string[],
): Promise<void> {
  const names = Object.keys(columns);
  const definition = sql.raw(names.map((n) => `${quoted(n)} ${columns[n]}`).join(', '));
  const selected = sql.raw(names.map(quoted).join(', '));
  const others = names.filter((n) => !key.includes(n));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = `[${rows.slice(i, i + CHUNK).join(',')}]`;
    const insert = db
      .insertInto(table)
      .columns(names as never)
      .expression(sql`SELECT ${selected} FROM json_to_recordset(${json}::json) AS x(${definition})`);
    await (
      conflict === 'keep'
        ? insert.onConflict((oc) => oc.doNothing())
        : insert.onConflict((oc) =>
            oc
              .columns(key as never)
              .doUpdateSet(
                (conflict === 'add'
                  ? { count: sql.raw(`${quoted(table)}.count + excluded.count`) }
                  : Object.fromEntries(others.map((c) => [c, sql.ref(`excluded.${c}`)]))) as never,
              ),
          )
    ).execute();
  }
}

function applyShipmentEvent(batch: ListingBatch, event: ShipmentEvent): void {
  const id = event.data.shipmentId;
  switch (event.type) {
    case 'ShipmentCreated': {
      const { number, order, courierId, creator, isEmag, createdAt } = event.data;
      const { isReturn, ...columns } = orderColumns(order);
      batch.shipments.set(id, {
        id,
        internal_waybill: number,
        ...columns,
        client_name: '',
        status_id: null,
        status_group_id: null,
        out_waybill: null,
        in_waybill: null,
        type: shipmentType(isReturn, isEmag),
        courier_id: courierId,
        deleted: false,
        processable: isProcessable({ creator }),
        problem_rules: [],
        error_message: null,
        created_at: new Date(createdAt),
      });
      batch.orderParcels(id, order);
      return;
    }
    case 'ShipmentChanged': {
      const current = batch.shipments.get(id);
      if (!current) return;
      const { isReturn, ...columns } = orderColumns(event.data.order);
      batch.changeShipment(id, { ...columns, type: shipmentType(isReturn, current.type.startsWith('emag')) });
      batch.orderParcels(id, event.data.order);
      return;
    }
    case 'ShipmentRegisteredWithCourier': {
      const shipment = batch.shipments.get(id);
      if (!shipment) return;
      const isReturn = isReturnType(shipment.type);
      batch.changeShipment(id, {
        ...(isReturn ? { in_waybill: event.data.awb } : { out_waybill: event.data.awb }),
        error_message: null,
        problem_rules: shipment.problem_rules.filter((r) => r !== LISTING_REGISTRATION_FAILED),
      });
      for (const p of event.data.parcels)
        batch.changeParcel(p.parcel_id, isReturn ? { return_number: p.number } : { out_number: p.number });
      return;
    }
    case 'ShipmentRegistrationFailed': {
      const shipment = batch.shipments.get(id);
      if (!shipment) return;
      batch.changeShipment(id, {
        error_message: event.data.message,
        problem_rules: [...new Set([...shipment.problem_rules, LISTING_REGISTRATION_FAILED])].sort(),
      });
      return;
    }
    case 'ShipmentMarkedDeleted':
      batch.changeShipment(id, { deleted: true });
      return;
    case 'ShipmentParcelAdopted':
      // The parcel already belongs to its new shipment (created first); a shipment left without parcels is over.
      batch.changeShipment(id, batch.parcelsOf(id).some((p) => p.id !== event.data.parcelId) ? {} : { deleted: true });
      return;
    case 'ShipmentRegistrationRetryRequested':
      return;
    default:
      assertNever(event);
  }
}

function applyParcelEvent(batch: ListingBatch, event: ParcelEvent): void {
  const parcelId = event.data.parcelId;
  switch (event.type) {
    case 'ParcelStatusRecorded':
      batch.recordStatus({
        row_id: event.data.rowId,
        parcel_id: parcelId,
        status_type_id: event.data.statusTypeId,
        when: new Date(event.data.when),
      });
      return;
    case 'ParcelStatusRowDeleted': {
      const rowId = event.data.rowId;
      if (!batch.insertedRows.delete(rowId)) batch.deletedRows.add(rowId);
      batch.rowsOfParcel.set(
        parcelId,
        batch.rowsOfParcel.get(parcelId)!.filter((r) => r.row_id !== rowId),
      );
      return;
    }
    case 'ParcelBufferNumberSet':
      batch.changeParcel(parcelId, { buffer_number: event.data.number });
      return;
    case 'ParcelSectorAssigned':
      batch.changeParcel(parcelId, { problematic_sector_id: event.data.sectorId });
      return;
    case 'ParcelSectorResolved':
      if (batch.parcels.get(parcelId)?.problematic_sector_id === event.data.sectorId)
        batch.changeParcel(parcelId, { problematic_sector_id: null });
      return;
    case 'ParcelMeasured':
    case 'ParcelClassified':
      return;
    default:
      assertNever(event);
  }
}

function applyOther(batch: ListingBatch, event: ClientEvent | StatusTypeEvent): void {
  switch (event.type) {
    case 'ClientCreated':
    case 'ClientUpdated': {
      const before = batch.clients.get(event.data.clientId);
      batch.clients.set(event.data.clientId, event.data.profile.name);
      batch.renamedClients.add(event.data.clientId);
      // A new client has no rows yet.
      if (event.type === 'ClientUpdated' && before !== event.data.profile.name) batch.relabelledClients.add(event.data.clientId);
      return;
    }
    case 'StatusTypeDefined':
      batch.statusTypes.set(event.data.statusTypeId, {
        name: event.data.statusType.displayed_name,
        group_id: event.data.statusType.group_id,
      });
      batch.changedStatusTypes.add(event.data.statusTypeId);
      return;
    case 'StatusTypeChanged':
      batch.statusTypes.set(event.data.statusTypeId, { name: event.data.details.displayed_name, group_id: event.data.details.group_id });
      batch.changedStatusTypes.add(event.data.statusTypeId);
      return;
    default:
      return;
  }
}

const SHIPMENT_TYPES: ReadonlySet<string> = new Set([
  'ShipmentCreated',
  'ShipmentChanged',
  'ShipmentRegisteredWithCourier',
  'ShipmentRegistrationFailed',
  'ShipmentMarkedDeleted',
  'ShipmentParcelAdopted',
]);

/**
 * SHIPMENT_NOT_ACCOUNTED while a side (income, cost) could not be priced: the
 * failing sides are kept as `SHIPMENT_NOT_ACCOUNTED:<side>` beside the code
 * the filter matches, which goes when no side fails any more.
 */
function applyAccountingEvent(batch: ListingBatch, event: Exclude<ShipmentAccountingEvent, { type: 'ShipmentAccounted' }>): void {
  const shipment = batch.shipments.get(event.data.shipmentId);
  if (!shipment) return;
  const marker = `${LISTING_NOT_ACCOUNTED}:${event.data.side}`;
  const others = shipment.problem_rules.filter((r) => r !== marker && r !== LISTING_NOT_ACCOUNTED);
  const failing = event.type === 'ShipmentAccountingFailed' ? [...others, marker] : others;
  const stillFailing = failing.some((r) => r.startsWith(`${LISTING_NOT_ACCOUNTED}:`));
  const rules = [...new Set(stillFailing ? [...failing, LISTING_NOT_ACCOUNTED] : failing)].sort();
  if (rules.join() !== shipment.problem_rules.join()) batch.changeShipment(shipment.id, { problem_rules: rules });
}

async function applyBatch(db: Db, recorded: readonly RecordedEvent[], options: BatchOptions = {}): Promise<readonly string[]> {
  const events = recorded.map((r) => ({ type: r.type, data: r.data }) as Event);
  const batch = await ListingBatch.load(db, events);
  for (const event of events) {
    if (event.type === 'ShipmentAccountingFailed' || event.type === 'ShipmentAccountingRecovered') applyAccountingEvent(batch, event);
    else if (SHIPMENT_TYPES.has(event.type)) applyShipmentEvent(batch, event as ShipmentEvent);
    else if (event.type.startsWith('Parcel')) applyParcelEvent(batch, event as ParcelEvent);
    else applyOther(batch, event as ClientEvent | StatusTypeEvent);
  }
  await batch.write(db, { counts: !options.replay });
  // The changed ids are client ids (the live rules tell each client's login of its own rows).
  const clients = new Set<number>(batch.renamedClients);
  for (const s of batch.shipments.values()) if (batch.dirtyShipments.has(s.id)) clients.add(s.client_id);
  for (const [key, c] of batch.counted)
    if (key.startsWith('s:') && batch.dirtyShipments.has(Number(key.slice(2)))) clients.add(c.client_id);
  const changed = [...clients].map(String);
  return changed.length || batch.changedStatusTypes.size === 0 ? changed : ['all'];
}

/** listing_counts from the rows, in one pass over each list (a rebuild's replay leaves them to this). */
async function deriveCounts(db: Db): Promise<void> {
  for (const [listType, table] of [
    ['parcels', 'listing_parcels'],
    ['shipments', 'listing_shipments'],
  ] as const)
    await db
      .insertInto('listing_counts')
      .columns([
        'list_type',
        'deleted',
        'client_id',
        'country_id',
        'courier_id',
        'status_group_id',
        'locker',
        'cash_on_delivery',
        'processable',
        'count',
      ])
      .expression((eb) => {
        // Grouped by what is stored (no status group: 0), so a null and a 0 can never make two rows of one key.
        const group = eb.fn.coalesce('status_group_id', eb.lit(0));
        return eb
          .selectFrom(table)
          .select((s) => [
            s.val(listType).as('list_type'),
            'deleted',
            'client_id',
            'country_id',
            'courier_id',
            group.as('status_group_id'),
            'locker',
            'cash_on_delivery',
            'processable',
            s.fn.countAll<number>().as('count'),
          ])
          .groupBy(['deleted', 'client_id', 'country_id', 'courier_id', group, 'locker', 'cash_on_delivery', 'processable']);
      })
      .execute();
}

/** The parcel and shipment lists (spec/03 §2, §3); the changed ids are client ids. */
export const listingProjection: Projection = {
  name: LISTING,
  eventTypes: LISTING_EVENT_TYPES,
  tables: ['listing_parcels', 'listing_shipments', 'listing_clients', 'listing_status_types', 'listing_status_rows', 'listing_counts'],
  apply: (db, event) => applyBatch(db, [event]),
  applyBatch,
  deriveAfterReplay: deriveCounts,
  // A batch loads a shipment's parcels and a parcel's status rows by these (and rows by their primary keys).
  replayIndexes: ['listing_parcels_shipment_idx', 'listing_status_rows_parcel_idx'],
};
