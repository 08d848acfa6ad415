import { sql, type Kysely } from 'kysely';
import { WORKSTATION_EVENT_TYPES } from '@parcel/contracts';
import {
  DEFAULT_WAREHOUSE_ID,
  assertNever,
  evolveFloorParcel,
  offTheFloor,
  scanMinute,
  scanOf,
  WAREHOUSES,
  type FloorParcel,
  type FloorParcelEvent,
  type FloorScan,
  type WorkstationEvent,
} from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { ReadModelDatabase } from '../database.js';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notifications, console query keys). */
export const FLOOR = 'floor';

/** Minute buckets older than this behind the newest scan are removed (the screen reads the last 15 minutes). */
const KEEP_MINUTES_MS = 24 * 60 * 60_000;

const FLOOR_PARCEL_EVENT_TYPES = [
  'ParcelStatusRecorded',
  'ParcelClassified',
  'ParcelSectorAssigned',
  'ParcelSectorResolved',
  'ParcelMeasured',
] as const satisfies readonly FloorParcelEvent['type'][];
const PARCEL_TYPES: ReadonlySet<string> = new Set(FLOOR_PARCEL_EVENT_TYPES);
/** Events that may move a parcel on the floor (a measurement only counts as a scan). */
const MOVES = new Set(['ParcelStatusRecorded', 'ParcelClassified', 'ParcelSectorAssigned', 'ParcelSectorResolved']);

type Db = Kysely<ReadModelDatabase>;

const warehouseIdOf = (name: string | null): number => WAREHOUSES.find((w) => w.name === name)?.id ?? DEFAULT_WAREHOUSE_ID;

async function applyWorkstationEvent(db: Db, recorded: RecordedEvent): Promise<string> {
  const event = { type: recorded.type, data: recorded.data } as WorkstationEvent;
  const id = event.data.workstationId;
  const station = () => db.updateTable('floor_stations').where('id', '=', id);
  switch (event.type) {
    case 'WorkstationCreated': {
      const { code, workstationTypeId, warehouseId } = event.data;
      await db
        .insertInto('floor_stations')
        .values({ id, code, workstation_type_id: workstationTypeId, warehouse_id: warehouseId, deleted: false })
        .onConflict((c) => c.column('id').doNothing())
        .execute();
      return String(warehouseId);
    }
    case 'WorkstationChanged': {
      const { code, workstationTypeId, warehouseId } = event.data;
      await station().set({ code, workstation_type_id: workstationTypeId, warehouse_id: warehouseId }).execute();
      return String(warehouseId);
    }
    case 'WorkstationDeleted':
      await station().set({ deleted: true }).execute();
      break;
    case 'WorkstationClaimed': {
      const { workflowId, userId, email, startedAt } = event.data;
      await station().set({ worker_user_id: userId, worker_email: email, worker_since: startedAt, workflow_id: workflowId }).execute();
      break;
    }
    case 'WorkstationReleased':
      await station()
        .set({ worker_user_id: null, worker_email: null, worker_since: null, workflow_id: null })
        .where('workflow_id', '=', event.data.workflowId)
        .execute();
      break;
    default:
      return assertNever(event);
  }
  const row = await db.selectFrom('floor_stations').select('warehouse_id').where('id', '=', id).executeTakeFirst();
  return String(row?.warehouse_id ?? DEFAULT_WAREHOUSE_ID);
}

interface LastScan extends FloorScan {
  readonly at: string;
  readonly correlationId: string;
}

/**
 * The parcels and workstations a batch touches, loaded once, changed in memory
 * event by event, written back in a few statements (a batch at 50 scans/s is
 * one round of reads and one of writes, whatever its size).
 */
class FloorBatch {
  readonly parcels = new Map<number, FloorParcel>();
  private readonly before = new Map<number, FloorParcel>();
  readonly lastScans = new Map<string, LastScan>();
  private readonly changedScans = new Set<string>();
  /** New scans per workstation code and minute. */
  readonly minutes = new Map<string, { code: string; minute: string; scans: number }>();
  newestMinute: string | null = null;

  static async load(db: Db, events: readonly RecordedEvent[]): Promise<FloorBatch> {
    const batch = new FloorBatch();
    const parcelIds = [...new Set(events.filter((e) => MOVES.has(e.type)).map((e) => (e.data as { parcelId: number }).parcelId))];
    const codes = [...new Set(events.flatMap((e) => (e.metadata.workstation ? [e.metadata.workstation] : [])))];
    const [parcels, scans] = await Promise.all([
      parcelIds.length ? db.selectFrom('floor_parcels').selectAll().where('parcel_id', 'in', parcelIds).execute() : [],
      codes.length ? db.selectFrom('floor_station_scans').selectAll().where('workstation_code', 'in', codes).execute() : [],
    ]);
    for (const id of parcelIds) batch.before.set(id, offTheFloor);
    for (const p of parcels) {
      const state: FloorParcel = {
        waitZone: p.wait_zone,
        bucket: p.bucket,
        zoneSince: p.zone_since && new Date(p.zone_since).toISOString(),
        sectorId: p.sector_id,
        sectorCode: p.sector_code,
        sectorSince: p.sector_since && new Date(p.sector_since).toISOString(),
      };
      batch.before.set(p.parcel_id, state);
    }
    for (const [id, state] of batch.before) batch.parcels.set(id, state);
    for (const s of scans)
      batch.lastScans.set(s.workstation_code, {
        parcelId: s.parcel_id,
        kind: s.kind as FloorScan['kind'],
        statusTypeId: s.status_type_id,
        zone: s.zone,
        sectorCode: s.sector_code,
        at: new Date(s.at).toISOString(),
        correlationId: s.correlation_id,
      });
    return batch;
  }

  apply(event: FloorParcelEvent, recorded: RecordedEvent): void {
    const id = event.data.parcelId;
    if (MOVES.has(event.type)) this.parcels.set(id, evolveFloorParcel(this.parcels.get(id) ?? offTheFloor, event));
    const code = recorded.metadata.workstation;
    if (!code) return;
    // One scan (one request: one correlation id) may record several events: it counts once.
    const previous = this.lastScans.get(code);
    const sameScan = previous?.correlationId === recorded.metadata.correlationId;
    const scan = scanOf(event, sameScan ? previous! : null);
    this.lastScans.set(code, {
      ...scan,
      at: sameScan ? previous!.at : recorded.metadata.recordedAt,
      correlationId: recorded.metadata.correlationId,
    });
    this.changedScans.add(code);
    if (sameScan) return;
    const minute = scanMinute(recorded.metadata.recordedAt);
    const key = `${code}\u0000${minute}`;
    const bucket = this.minutes.get(key) ?? { code, minute, scans: 0 };
    this.minutes.set(key, { ...bucket, scans: bucket.scans + 1 });
    if (!this.newestMinute || minute > this.newestMinute) this.newestMinute = minute;
  }

  async write(db: Db): Promise<void> {
    const zoneDelta = new Map<number, number>();
    const sectorDelta = new Map<number, { code: string; delta: number }>();
    const changed: { parcel_id: number; state: FloorParcel }[] = [];
    for (const [id, after] of this.parcels) {
      const before = this.before.get(id)!;
      if (sameParcel(before, after)) continue;
      changed.push({ parcel_id: id, state: after });
      if (before.waitZone !== after.waitZone) {
        if (before.waitZone !== null) zoneDelta.set(before.waitZone, (zoneDelta.get(before.waitZone) ?? 0) - 1);
        if (after.waitZone !== null) zoneDelta.set(after.waitZone, (zoneDelta.get(after.waitZone) ?? 0) + 1);
      }
      if (before.sectorId !== after.sectorId) {
        if (before.sectorId !== null) add(sectorDelta, before.sectorId, before.sectorCode ?? '', -1);
        if (after.sectorId !== null) add(sectorDelta, after.sectorId, after.sectorCode ?? '', 1);
      }
    }
    // A parcel off the floor and a zone or sector with nobody waiting keep no row: the rows are the same whatever the batches.
    const gone = changed.filter((c) => sameParcel(c.state, offTheFloor)).map((c) => c.parcel_id);
    const kept = changed.filter((c) => !sameParcel(c.state, offTheFloor));
    const writes: (() => Promise<unknown>)[] = [];
    if (gone.length) writes.push(() => db.deleteFrom('floor_parcels').where('parcel_id', 'in', gone).execute());
    if (kept.length)
      writes.push(() =>
        db
          .insertInto('floor_parcels')
          .values(
            kept.map(({ parcel_id, state }) => ({
              parcel_id,
              wait_zone: state.waitZone,
              bucket: state.bucket,
              zone_since: state.zoneSince,
              sector_id: state.sectorId,
              sector_code: state.sectorCode,
              sector_since: state.sectorSince,
            })),
          )
          .onConflict((c) =>
            c.column('parcel_id').doUpdateSet({
              wait_zone: sql.ref('excluded.wait_zone'),
              bucket: sql.ref('excluded.bucket'),
              zone_since: sql.ref('excluded.zone_since'),
              sector_id: sql.ref('excluded.sector_id'),
              sector_code: sql.ref('excluded.sector_code'),
              sector_since: sql.ref('excluded.sector_since'),
            }),
          )
          .execute(),
      );
    const zones = [...zoneDelta].filter(([, delta]) => delta !== 0);
    if (zones.length)
      writes.push(() =>
        db
          .insertInto('floor_zones')
          .values(zones.map(([zone, waiting]) => ({ zone, waiting })))
          .onConflict((c) => c.column('zone').doUpdateSet({ waiting: sql`floor_zones.waiting + excluded.waiting` }))
          .execute(),
      );
    const sectors = [...sectorDelta].filter(([, s]) => s.delta !== 0);
    if (sectors.length)
      writes.push(() =>
        db
          .insertInto('floor_sectors')
          .values(sectors.map(([sector_id, s]) => ({ sector_id, sector_code: s.code, waiting: s.delta })))
          .onConflict((c) =>
            c
              .column('sector_id')
              .doUpdateSet({ waiting: sql`floor_sectors.waiting + excluded.waiting`, sector_code: sql.ref('excluded.sector_code') }),
          )
          .execute(),
      );
    if (zones.length)
      writes.push(() =>
        db
          .deleteFrom('floor_zones')
          .where('waiting', '=', 0)
          .where(
            'zone',
            'in',
            zones.map(([zone]) => zone),
          )
          .execute(),
      );
    if (sectors.length)
      writes.push(() =>
        db
          .deleteFrom('floor_sectors')
          .where('waiting', '=', 0)
          .where(
            'sector_id',
            'in',
            sectors.map(([id]) => id),
          )
          .execute(),
      );
    if (this.changedScans.size)
      writes.push(() =>
        db
          .insertInto('floor_station_scans')
          .values(
            [...this.changedScans].map((code) => {
              const s = this.lastScans.get(code)!;
              return {
                workstation_code: code,
                at: s.at,
                parcel_id: s.parcelId,
                kind: s.kind,
                status_type_id: s.statusTypeId,
                zone: s.zone,
                sector_code: s.sectorCode,
                correlation_id: s.correlationId,
              };
            }),
          )
          .onConflict((c) =>
            c.column('workstation_code').doUpdateSet({
              at: sql.ref('excluded.at'),
              parcel_id: sql.ref('excluded.parcel_id'),
              kind: sql.ref('excluded.kind'),
              status_type_id: sql.ref('excluded.status_type_id'),
              zone: sql.ref('excluded.zone'),
              sector_code: sql.ref('excluded.sector_code'),
              correlation_id: sql.ref('excluded.correlation_id'),
            }),
          )
          .execute(),
      );
    if (this.minutes.size) {
      const rows = [...this.minutes.values()].map((m) => ({ workstation_code: m.code, minute: m.minute, scans: m.scans }));
      writes.push(() =>
        db
          .insertInto('floor_scan_minutes')
          .values(rows)
          .onConflict((c) =>
            c.columns(['workstation_code', 'minute']).doUpdateSet({ scans: sql`floor_scan_minutes.scans + excluded.scans` }),
          )
          .execute(),
      );
    }
    for (const write of writes) await write();
    if (this.newestMinute)
      await db
        .deleteFrom('floor_scan_minutes')
        .where('minute', '<', new Date(Date.parse(this.newestMinute) - KEEP_MINUTES_MS))
        .execute();
  }
}

function add(map: Map<number, { code: string; delta: number }>, id: number, code: string, delta: number): void {
  const current = map.get(id);
  map.set(id, { code: delta > 0 || !current ? code : current.code, delta: (current?.delta ?? 0) + delta });
}

const sameParcel = (a: FloorParcel, b: FloorParcel): boolean =>
  a.waitZone === b.waitZone &&
  a.bucket === b.bucket &&
  a.zoneSince === b.zoneSince &&
  a.sectorId === b.sectorId &&
  a.sectorCode === b.sectorCode &&
  a.sectorSince === b.sectorSince;

async function applyBatch(db: Db, recorded: readonly RecordedEvent[]): Promise<readonly string[]> {
  const changed = new Set<string>();
  const parcelEvents = recorded.filter((e) => PARCEL_TYPES.has(e.type));
  // Workstation events are rare (a claim, a release): one statement each, in order.
  for (const event of recorded) if (!PARCEL_TYPES.has(event.type)) changed.add(await applyWorkstationEvent(db, event));
  if (parcelEvents.length) {
    const batch = await FloorBatch.load(db, parcelEvents);
    for (const event of parcelEvents) {
      batch.apply({ type: event.type, data: event.data } as FloorParcelEvent, event);
      changed.add(String(warehouseIdOf(event.metadata.warehouse)));
    }
    await batch.write(db);
  }
  return [...changed];
}

/**
 * The live floor: workstations with their worker and scans (the last one and
 * per minute), parcels waiting per zone and per problem sector. The changed id
 * is the warehouse's id: one notice per batch refreshes the floor screen.
 */
export const floorProjection: Projection = {
  name: FLOOR,
  eventTypes: [...WORKSTATION_EVENT_TYPES, ...FLOOR_PARCEL_EVENT_TYPES],
  tables: ['floor_stations', 'floor_station_scans', 'floor_scan_minutes', 'floor_parcels', 'floor_zones', 'floor_sectors'],
  apply: (db, event) => applyBatch(db, [event]),
  applyBatch,
};
