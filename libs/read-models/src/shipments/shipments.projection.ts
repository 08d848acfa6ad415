import { sql, type Kysely, type Selectable } from 'kysely';
import { PARCEL_EVENT_TYPES, SHIPMENT_ACCOUNTING_EVENT_TYPES, SHIPMENT_EVENT_TYPES } from '@parcel/contracts';
import {
  assertNever,
  deliveryService,
  seededStatusBySystemId,
  type ParcelEvent,
  type ShipmentAccountingEvent,
  type ShipmentEvent,
  type ShipmentOrder,
} from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { ReadModelDatabase } from '../database.js';
import type { Projection } from '../projector/projection.js';
import type { ParcelStatusRowTable, ShipmentParcelTable, ShipmentProblemTable, ShipmentTable } from './shipments.tables.js';

const RECEIVED = seededStatusBySystemId('warehouse_received').id;
const DELIVERED = seededStatusBySystemId('delivered').id;
const RETURN_RECEIVED = seededStatusBySystemId('return_warehouse_received').id;
export const REGISTRATION_FAILED_RULE = 'SHIPMENT_REGISTRATION_FAILED';
export const NOT_ACCOUNTED_RULE = 'SHIPMENT_NOT_ACCOUNTED';
/** Rows per INSERT statement. */
const CHUNK = 2000;

/** The shipment's own history rows get negative ids: they are not anyone's rows to delete. */
export const shipmentRowId = (shipmentId: number, milestone: 'created' | 'registered'): number =>
  -(shipmentId * 10 + (milestone === 'created' ? 1 : 2));

type Db = Kysely<ReadModelDatabase>;
type Shipment = Selectable<ShipmentTable>;
type Parcel = Selectable<ShipmentParcelTable>;
type StatusRow = Selectable<ParcelStatusRowTable>;
type Problem = Selectable<ShipmentProblemTable>;

/** What a new parcel row holds until the warehouse and the courier tell more. */
const UNMEASURED = {
  measured_weight: null,
  measured_height: null,
  measured_width: null,
  measured_length: null,
  non_conveyable: false,
  external_first_mile: null,
  external_last_mile: null,
  external_return: null,
  external_duplicated: null,
  external_buffer: null,
  last_status_id: null,
  last_status_at: null,
  received_at: null,
  delivered_at: null,
  return_received_at: null,
};

const time = (value: Date | string): number => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * The rows a batch of events touches, loaded once, changed in memory event by
 * event, written back in a few multi-row statements. One event is a batch of
 * one; a rebuild goes through a million events this way.
 */
class ShipmentsBatch {
  readonly shipments = new Map<number, Shipment>();
  readonly parcels = new Map<number, Parcel>();
  /** Parcel ids by shipment: an order's change looks at its own parcels only, not the batch's. */
  private readonly parcelIds = new Map<number, Set<number>>();
  /** Status rows of the parcels the batch records or deletes rows of (for their current status). */
  readonly rowsOfParcel = new Map<number, StatusRow[]>();
  readonly problems = new Map<string, Problem>();
  readonly dirtyShipments = new Set<number>();
  readonly dirtyParcels = new Set<number>();
  readonly staleParcels = new Set<number>();
  readonly dirtyProblems = new Set<string>();
  readonly insertedRows = new Map<number, StatusRow>();
  readonly deletedRows = new Set<number>();

  static async load(db: Db, events: readonly (ShipmentEvent | ParcelEvent)[]): Promise<ShipmentsBatch> {
    const batch = new ShipmentsBatch();
    // A shipment created in this batch has nothing stored yet (ShipmentCreated opens its stream): only the others are read.
    const createdHere = new Set(events.flatMap((e) => (e.type === 'ShipmentCreated' ? [e.data.shipmentId] : [])));
    const shipmentIds = [...new Set(events.map((e) => e.data.shipmentId))].filter((id) => !createdHere.has(id));
    const parcelIds = [...new Set(events.flatMap((e) => ('parcelId' in e.data ? [e.data.parcelId] : [])))];
    // Parcels an order names may belong to another shipment still (an adopted parcel): load them by id too.
    const orderedIds = events.flatMap((e) => ('order' in e.data ? e.data.order.parcels.map((p) => p.parcel_id) : []));
    const none = Promise.resolve([]);
    const [shipments, parcels, rows, problems] = await Promise.all([
      shipmentIds.length ? db.selectFrom('shipments').selectAll().where('id', 'in', shipmentIds).execute() : none,
      shipmentIds.length || orderedIds.length
        ? db
            .selectFrom('shipment_parcels')
            .selectAll()
            .where((eb) =>
              eb.or([
                ...(shipmentIds.length ? [eb('shipment_id', 'in', shipmentIds)] : []),
                ...(orderedIds.length ? [eb('id', 'in', orderedIds)] : []),
              ]),
            )
            .execute()
        : none,
      parcelIds.length ? db.selectFrom('parcel_status_rows').selectAll().where('parcel_id', 'in', parcelIds).execute() : none,
      shipmentIds.length ? db.selectFrom('shipment_problems').selectAll().where('shipment_id', 'in', shipmentIds).execute() : none,
    ]);
    for (const s of shipments) batch.shipments.set(s.id, s);
    for (const p of parcels) batch.putParcel(p);
    for (const id of parcelIds) batch.rowsOfParcel.set(id, []);
    for (const r of rows) batch.rowsOfParcel.get(r.parcel_id!)?.push(r);
    for (const p of problems) batch.problems.set(`${p.shipment_id}:${p.rule_code}`, p);
    return batch;
  }

  shipment(id: number): Shipment | undefined {
    return this.shipments.get(id);
  }

  changeShipment(id: number, changes: Partial<Shipment>): Shipment | undefined {
    const current = this.shipments.get(id);
    if (!current) return undefined;
    const next = { ...current, ...changes };
    this.shipments.set(id, next);
    this.dirtyShipments.add(id);
    return next;
  }

  changeParcel(id: number, changes: Partial<Parcel>): void {
    const current = this.parcels.get(id);
    if (!current) return;
    this.putParcel({ ...current, ...changes });
    this.dirtyParcels.add(id);
  }

  /** Sets a parcel row and keeps the index of parcels by shipment (an adopted parcel moves). */
  putParcel(parcel: Parcel): void {
    const before = this.parcels.get(parcel.id);
    if (before && before.shipment_id !== parcel.shipment_id) this.parcelIds.get(before.shipment_id)?.delete(parcel.id);
    this.parcels.set(parcel.id, parcel);
    const ids = this.parcelIds.get(parcel.shipment_id) ?? new Set<number>();
    ids.add(parcel.id);
    this.parcelIds.set(parcel.shipment_id, ids);
  }

  parcelsOf(shipmentId: number): Parcel[] {
    return [...(this.parcelIds.get(shipmentId) ?? [])].map((id) => this.parcels.get(id)!);
  }

  /** The order's parcels as rows (kept ones keep what the warehouse and courier added); the others leave the shipment. */
  orderParcels(shipmentId: number, order: ShipmentOrder): void {
    const ordered = new Set(order.parcels.map((p) => p.parcel_id));
    for (const p of order.parcels) {
      // An adopted parcel moves to its new shipment.
      const declared = {
        shipment_id: shipmentId,
        position: p.in_shipment_order,
        weight: p.weight,
        height: p.height,
        width: p.width,
        length: p.length,
        active: true,
      };
      const current = this.parcels.get(p.parcel_id);
      this.putParcel(current ? { ...current, ...declared } : { id: p.parcel_id, number: p.number, ...declared, ...UNMEASURED });
      this.dirtyParcels.add(p.parcel_id);
    }
    for (const parcel of this.parcelsOf(shipmentId)) {
      if (parcel.active && !ordered.has(parcel.id)) this.changeParcel(parcel.id, { active: false });
    }
  }

  insertRow(row: StatusRow): void {
    this.insertedRows.set(Number(row.id), row);
    if (row.parcel_id !== null) {
      this.rowsOfParcel.set(row.parcel_id, [...(this.rowsOfParcel.get(row.parcel_id) ?? []), row]);
      this.staleParcels.add(row.parcel_id);
    }
  }

  deleteRow(rowId: number, parcelId: number): void {
    if (!this.insertedRows.delete(rowId)) this.deletedRows.add(rowId);
    this.rowsOfParcel.set(
      parcelId,
      (this.rowsOfParcel.get(parcelId) ?? []).filter((r) => Number(r.id) !== rowId),
    );
    this.staleParcels.add(parcelId);
  }

  setProblem(problem: Problem): void {
    const key = `${problem.shipment_id}:${problem.rule_code}`;
    this.problems.set(key, problem);
    this.dirtyProblems.add(key);
  }

  problem(shipmentId: number, rule: string): Problem | undefined {
    return this.problems.get(`${shipmentId}:${rule}`);
  }

  /** A parcel's current status (latest time, then latest row) and milestones (first received, delivered, return received). */
  private refresh(parcelId: number): void {
    const rows = this.rowsOfParcel.get(parcelId) ?? [];
    let latest: StatusRow | undefined;
    for (const r of rows)
      if (!latest || time(r.when) > time(latest.when) || (time(r.when) === time(latest.when) && Number(r.id) > Number(latest.id)))
        latest = r;
    const first = (statusTypeId: number) => {
      const times = rows.filter((r) => r.status_type_id === statusTypeId).map((r) => time(r.when));
      return times.length ? new Date(Math.min(...times)) : null;
    };
    this.changeParcel(parcelId, {
      last_status_id: latest?.status_type_id ?? null,
      last_status_at: latest ? new Date(time(latest.when)) : null,
      received_at: first(RECEIVED),
      delivered_at: first(DELIVERED),
      return_received_at: first(RETURN_RECEIVED),
    });
  }

  async write(db: Db): Promise<void> {
    for (const id of this.staleParcels) this.refresh(id);
    await writeRows(
      db,
      'shipments',
      SHIPMENT_COLUMNS,
      ['id'],
      [...this.dirtyShipments].map((id) => this.shipments.get(id)!),
    );
    await writeRows(
      db,
      'shipment_parcels',
      PARCEL_COLUMNS,
      ['id'],
      [...this.dirtyParcels].map((id) => this.parcels.get(id)!),
    );
    if (this.deletedRows.size)
      await db
        .deleteFrom('parcel_status_rows')
        .where('id', 'in', [...this.deletedRows])
        .execute();
    await writeRows(db, 'parcel_status_rows', ROW_COLUMNS, null, [...this.insertedRows.values()]);
    await writeRows(
      db,
      'shipment_problems',
      PROBLEM_COLUMNS,
      ['shipment_id', 'rule_code'],
      [...this.dirtyProblems].map((key) => this.problems.get(key)!),
    );
  }
}

/** Each table's columns with their SQL types, for writing rows from one JSON parameter. */
type Columns = Readonly<Record<string, string>>;
const SHIPMENT_COLUMNS: Columns = {
  id: 'int',
  number: 'text',
  client_id: 'int',
  delivery_service: 'int',
  country_id: 'int',
  courier_id: 'int',
  creator: 'text',
  is_emag: 'boolean',
  is_return: 'boolean',
  sender: 'jsonb',
  recipient: 'jsonb',
  content: 'jsonb',
  additional_data: 'jsonb',
  registration: 'text',
  courier: 'text',
  awb: 'text',
  registered_at: 'timestamptz',
  created_by: 'text',
  registered_by: 'text',
  error_message: 'text',
  deleted_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const PARCEL_COLUMNS: Columns = {
  id: 'int',
  shipment_id: 'int',
  number: 'text',
  position: 'int',
  weight: 'float8',
  height: 'float8',
  width: 'float8',
  length: 'float8',
  measured_weight: 'float8',
  measured_height: 'float8',
  measured_width: 'float8',
  measured_length: 'float8',
  non_conveyable: 'boolean',
  external_first_mile: 'text',
  external_last_mile: 'text',
  external_return: 'text',
  external_duplicated: 'text',
  external_buffer: 'text',
  last_status_id: 'int',
  last_status_at: 'timestamptz',
  received_at: 'timestamptz',
  delivered_at: 'timestamptz',
  return_received_at: 'timestamptz',
  active: 'boolean',
};
const ROW_COLUMNS: Columns = {
  id: 'bigint',
  shipment_id: 'int',
  parcel_id: 'int',
  status_type_id: 'int',
  when: 'timestamptz',
  where: 'text',
  user_id: 'text',
  workstation: 'text',
  warehouse: 'text',
  deletion_allowed: 'boolean',
};
const PROBLEM_COLUMNS: Columns = {
  shipment_id: 'int',
  rule_code: 'text',
  status: 'text',
  reported_at: 'timestamptz',
  resolved_at: 'timestamptz',
  resolved_by: 'text',
  payload: 'jsonb',
};

const quoted = (name: string) => `"${name}"`;

/**
 * Writes rows in chunks, each chunk one JSON parameter unpacked by PostgreSQL
 * (json_to_recordset): a few statements per batch whatever its size. With a
 * key, a row that exists is updated (every other column); without, it is left.
 */
async function writeRows(
  db: Db,
  table: 'shipments' | 'shipment_parcels' | 'parcel_status_rows' | 'shipment_problems',
  columns: Columns,
  key: string[] | null,
  rows: readonly object[],
) {
  const names = Object.keys(columns);
  const definition = sql.raw(names.map((n) => `${quoted(n)} ${columns[n]}`).join(', '));
  const selected = sql.raw(names.map(quoted).join(', '));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    const insert = db
      .insertInto(table)
      .columns(names as never)
      .expression(sql`SELECT ${selected} FROM json_to_recordset(${json}::json) AS x(${definition})`);
    const others = names.filter((n) => !key?.includes(n));
    await (
      key
        ? insert.onConflict((oc) =>
            oc.columns(key as never).doUpdateSet(Object.fromEntries(others.map((c) => [c, sql.ref(`excluded.${c}`)])) as never),
          )
        : insert.onConflict((oc) => oc.doNothing())
    ).execute();
  }
}

function orderColumns(order: ShipmentOrder) {
  return {
    client_id: order.client_id,
    delivery_service: order.delivery_service,
    country_id: order.country_id,
    is_return: deliveryService(order.delivery_service)?.isReturn ?? false,
    sender: order.sender,
    recipient: order.recipient,
    content: order.content,
    additional_data: order.additional_data,
  };
}

function applyShipmentEvent(batch: ShipmentsBatch, event: ShipmentEvent, recorded: RecordedEvent): void {
  const at = new Date(recorded.metadata.recordedAt);
  const id = event.data.shipmentId;
  switch (event.type) {
    case 'ShipmentCreated': {
      const { number, order, courierId, creator, isEmag, createdAt } = event.data;
      batch.shipments.set(id, {
        id,
        number,
        ...orderColumns(order),
        courier_id: courierId,
        creator,
        is_emag: isEmag,
        registration: 'awaiting',
        courier: null,
        awb: null,
        registered_at: null,
        created_by: recorded.metadata.userId,
        registered_by: null,
        error_message: null,
        deleted_at: null,
        created_at: new Date(createdAt),
        updated_at: at,
      });
      batch.dirtyShipments.add(id);
      batch.orderParcels(id, order);
      return;
    }
    case 'ShipmentChanged':
      batch.changeShipment(id, { ...orderColumns(event.data.order), registration: 'awaiting', updated_at: at });
      batch.orderParcels(id, event.data.order);
      return;
    case 'ShipmentRegistrationRetryRequested':
      batch.changeShipment(id, { registration: 'awaiting', updated_at: at });
      return;
    case 'ShipmentRegisteredWithCourier': {
      const { courier, awb, parcels, registeredAt } = event.data;
      const shipment = batch.changeShipment(id, {
        registration: 'registered',
        courier,
        awb,
        registered_at: new Date(registeredAt),
        registered_by: recorded.metadata.userId,
        error_message: null,
        updated_at: at,
      });
      for (const p of parcels)
        batch.changeParcel(p.parcel_id, shipment?.is_return ? { external_return: p.number } : { external_last_mile: p.number });
      const problem = batch.problem(id, REGISTRATION_FAILED_RULE);
      if (problem)
        batch.setProblem({ ...problem, status: 'resolved', resolved_at: new Date(registeredAt), resolved_by: recorded.metadata.userId });
      return;
    }
    case 'ShipmentRegistrationFailed': {
      const { reason, message, fields, failedAt } = event.data;
      batch.changeShipment(id, { registration: 'failed', error_message: message, updated_at: at });
      batch.setProblem({
        shipment_id: id,
        rule_code: REGISTRATION_FAILED_RULE,
        status: 'reported',
        reported_at: new Date(failedAt),
        resolved_at: null,
        resolved_by: null,
        payload: { reason, message, fields },
      });
      return;
    }
    case 'ShipmentMarkedDeleted':
      batch.changeShipment(id, { deleted_at: new Date(event.data.deletedAt), updated_at: at });
      return;
    case 'ShipmentParcelAdopted': {
      // The parcel's row already belongs to its new shipment (created first); a shipment left without parcels is over.
      const left = batch.parcelsOf(id).some((p) => p.active && p.id !== event.data.parcelId);
      batch.changeShipment(id, left ? { updated_at: at } : { deleted_at: new Date(event.data.adoptedAt), updated_at: at });
      return;
    }
    default:
      assertNever(event);
  }
}

function applyParcelEvent(batch: ShipmentsBatch, event: ParcelEvent, recorded: RecordedEvent): void {
  switch (event.type) {
    case 'ParcelStatusRecorded': {
      const row = event.data;
      batch.insertRow({
        id: row.rowId,
        shipment_id: row.shipmentId,
        parcel_id: row.parcelId,
        status_type_id: row.statusTypeId,
        when: new Date(row.when),
        where: row.where,
        user_id: recorded.metadata.userId,
        workstation: recorded.metadata.workstation,
        warehouse: recorded.metadata.warehouse,
        deletion_allowed: row.deletionAllowed,
      });
      break;
    }
    case 'ParcelStatusRowDeleted':
      batch.deleteRow(event.data.rowId, event.data.parcelId);
      break;
    case 'ParcelBufferNumberSet':
      batch.changeParcel(event.data.parcelId, { external_buffer: event.data.number });
      break;
    case 'ParcelMeasured':
    case 'ParcelSectorAssigned':
    case 'ParcelSectorResolved':
    case 'ParcelClassified':
      return; // the warehouse floor's read models follow these (not subscribed: SHIPMENTS_PARCEL_EVENT_TYPES)
    default:
      assertNever(event);
  }
  batch.changeShipment(event.data.shipmentId, { updated_at: new Date(recorded.metadata.recordedAt) });
}

/** The parcel events this read model shows: the status rows and the buffer number (the floor's facts have their own read models). */
const SHIPMENTS_PARCEL_EVENT_TYPES = [
  'ParcelStatusRecorded',
  'ParcelStatusRowDeleted',
  'ParcelBufferNumberSet',
] as const satisfies readonly (typeof PARCEL_EVENT_TYPES)[number][];
const PARCEL_TYPES: ReadonlySet<string> = new Set(PARCEL_EVENT_TYPES);

/**
 * SHIPMENT_NOT_ACCOUNTED: reported while a side (income, cost) could not be
 * priced, the failing sides with their reasons in its payload; resolved when
 * every failing side has been priced (ShipmentAccountingRecovered).
 */
function applyAccountingEvent(batch: ShipmentsBatch, event: ShipmentAccountingEvent, recorded: RecordedEvent): void {
  const id = event.data.shipmentId;
  const open = batch.problem(id, NOT_ACCOUNTED_RULE);
  const reported = open?.status === 'reported' ? open : undefined;
  const sides = { ...((reported?.payload as { sides?: Record<string, unknown> } | undefined)?.sides ?? {}) };
  if (event.type === 'ShipmentAccountingFailed') {
    sides[event.data.side] = { reason: event.data.reason, details: event.data.details };
    batch.setProblem({
      shipment_id: id,
      rule_code: NOT_ACCOUNTED_RULE,
      status: 'reported',
      reported_at: reported?.reported_at ?? new Date(event.data.at),
      resolved_at: null,
      resolved_by: null,
      payload: { sides },
    });
    return;
  }
  if (event.type !== 'ShipmentAccountingRecovered' || !reported || !(event.data.side in sides)) return;
  delete sides[event.data.side];
  batch.setProblem(
    Object.keys(sides).length
      ? { ...reported, payload: { sides } }
      : { ...reported, status: 'resolved', resolved_at: new Date(event.data.at), resolved_by: recorded.metadata.userId },
  );
}

/** The accounting events the problem follows: failures and recoveries (not every amount recorded). */
const ACCOUNTING_PROBLEM_EVENT_TYPES = ['ShipmentAccountingFailed', 'ShipmentAccountingRecovered'] as const satisfies readonly (typeof SHIPMENT_ACCOUNTING_EVENT_TYPES)[number][];
const ACCOUNTING_TYPES: ReadonlySet<string> = new Set(ACCOUNTING_PROBLEM_EVENT_TYPES);

async function applyBatch(db: Db, recorded: readonly RecordedEvent[]): Promise<readonly string[]> {
  const events = recorded.map((r) => ({ type: r.type, data: r.data }) as ShipmentEvent | ParcelEvent);
  const batch = await ShipmentsBatch.load(db, events);
  events.forEach((event, i) => {
    if (ACCOUNTING_TYPES.has(event.type)) applyAccountingEvent(batch, event as unknown as ShipmentAccountingEvent, recorded[i]!);
    else if (PARCEL_TYPES.has(event.type)) applyParcelEvent(batch, event as ParcelEvent, recorded[i]!);
    else applyShipmentEvent(batch, event as ShipmentEvent, recorded[i]!);
  });
  await batch.write(db);
  return [...new Set(events.map((e) => String(e.data.shipmentId)))];
}

/** Shipments, their parcels, status rows and problems; the changed id is the shipment id. */
export const shipmentsProjection: Projection = {
  name: 'shipments',
  eventTypes: [...SHIPMENT_EVENT_TYPES, ...SHIPMENTS_PARCEL_EVENT_TYPES, ...ACCOUNTING_PROBLEM_EVENT_TYPES],
  tables: ['shipments', 'shipment_parcels', 'parcel_status_rows', 'shipment_problems'],
  apply: (db, event) => applyBatch(db, [event]),
  applyBatch,
};
