import { sql, type Kysely } from 'kysely';
import { CLIENT_EVENT_TYPES } from '@parcel/contracts';
import {
  STATISTICS_KINDS,
  STATISTICS_STATUS_TYPE_IDS,
  countingRow,
  statisticsDay,
  type ParcelEvent,
  type ShipmentEvent,
  type StatisticsKind,
  type StatisticsRow,
} from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { ReadModelDatabase } from '../database.js';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notifications, read-your-writes waits, console query keys). */
export const STATISTICS = 'statistics';

type Db = Kysely<ReadModelDatabase>;
/** Rows per INSERT statement. */
const CHUNK = 5000;
const COUNTED_STATUSES: ReadonlySet<number> = new Set(STATISTICS_STATUS_TYPE_IDS);

interface ParcelInfo {
  client_id: number;
  delivery_service: number;
}
interface Counted {
  client_id: number;
  day: string;
  row_id: number;
}

/** The event types the read model follows: client names, the orders (a parcel's client and service), the status rows. */
const STATISTICS_EVENT_TYPES = [
  'ClientCreated',
  'ClientUpdated',
  'ShipmentCreated',
  'ShipmentChanged',
  'ParcelStatusRecorded',
  'ParcelStatusRowDeleted',
] as const;
const CLIENT_TYPES: ReadonlySet<string> = new Set(CLIENT_EVENT_TYPES);

type Columns = Readonly<Record<string, string>>;
const quoted = (name: string) => `"${name}"`;

/**
 * Writes rows in chunks, each one JSON parameter unpacked by PostgreSQL
 * (json_to_recordset). `conflict` says what a row whose key exists does:
 * replace the other columns, or add its count to the stored one.
 */
async function writeRows(
  db: Db,
  table: keyof ReadModelDatabase & string,
  columns: Columns,
  key: readonly string[],
  conflict: 'replace' | 'add',
  rows: readonly object[],
): Promise<void> {
  const names = Object.keys(columns);
  const definition = sql.raw(names.map((n) => `${quoted(n)} ${columns[n]}`).join(', '));
  const selected = sql.raw(names.map(quoted).join(', '));
  const others = names.filter((n) => !key.includes(n));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await db
      .insertInto(table)
      .columns(names as never)
      .expression(sql`SELECT ${selected} FROM json_to_recordset(${json}::json) AS x(${definition})`)
      .onConflict((oc) =>
        oc
          .columns(key as never)
          .doUpdateSet(
            (conflict === 'add'
              ? { count: sql.raw(`${quoted(table)}.count + excluded.count`) }
              : Object.fromEntries(others.map((c) => [c, sql.ref(`excluded.${c}`)]))) as never,
          ),
      )
      .execute();
  }
}

/** `column = ANY($1)` with the ids as one array parameter (a batch may name tens of thousands). */
const anyOf = (column: string, ids: readonly number[]) => sql<boolean>`${sql.ref(column)} = ANY(${`{${ids.join(',')}}`}::bigint[])`;

/**
 * The rows a batch touches, loaded once, changed in memory event by event, and
 * then for every parcel it touched: the row each kind counts by now against the
 * one it counted by before, the difference added to the day and total counts.
 */
class StatisticsBatch {
  readonly clients = new Map<number, string>();
  readonly parcels = new Map<number, ParcelInfo>();
  readonly dirtyParcels = new Set<number>();
  readonly rows = new Map<number, StatisticsRow[]>();
  readonly insertedRows = new Map<number, StatisticsRow & { parcelId: number }>();
  readonly deletedRows = new Set<number>();
  readonly counted = new Map<string, Counted>();

  static async load(db: Db, parcelIds: readonly number[]): Promise<StatisticsBatch> {
    const batch = new StatisticsBatch();
    if (parcelIds.length === 0) return batch;
    const [parcels, rows, counted] = await Promise.all([
      db.selectFrom('statistics_parcels').selectAll().where(anyOf('parcel_id', parcelIds)).execute(),
      db.selectFrom('statistics_status_rows').selectAll().where(anyOf('parcel_id', parcelIds)).execute(),
      db.selectFrom('statistics_counted').selectAll().where(anyOf('parcel_id', parcelIds)).execute(),
    ]);
    for (const p of parcels) batch.parcels.set(p.parcel_id, { client_id: p.client_id, delivery_service: p.delivery_service });
    for (const id of parcelIds) batch.rows.set(id, []);
    for (const r of rows) batch.rows.get(r.parcel_id)?.push({ rowId: Number(r.row_id), statusTypeId: r.status_type_id, when: r.when });
    for (const c of counted)
      batch.counted.set(`${c.kind}:${c.parcel_id}`, { client_id: c.client_id, day: c.day, row_id: Number(c.row_id) });
    return batch;
  }

  apply(event: ShipmentEvent | ParcelEvent): void {
    switch (event.type) {
      case 'ShipmentCreated':
      case 'ShipmentChanged':
        for (const p of event.data.order.parcels) {
          this.parcels.set(p.parcel_id, { client_id: event.data.order.client_id, delivery_service: event.data.order.delivery_service });
          this.dirtyParcels.add(p.parcel_id);
        }
        return;
      case 'ParcelStatusRecorded': {
        const { rowId, parcelId, statusTypeId, when } = event.data;
        if (!COUNTED_STATUSES.has(statusTypeId)) return;
        const row = { rowId, statusTypeId, when };
        this.rows.get(parcelId)!.push(row);
        this.insertedRows.set(rowId, { ...row, parcelId });
        return;
      }
      case 'ParcelStatusRowDeleted': {
        const { rowId, parcelId } = event.data;
        this.rows.set(
          parcelId,
          this.rows.get(parcelId)!.filter((r) => r.rowId !== rowId),
        );
        if (!this.insertedRows.delete(rowId)) this.deletedRows.add(rowId);
        return;
      }
      default:
        return;
    }
  }

  async write(db: Db, touched: readonly number[]): Promise<StatisticsKind[]> {
    const days = new Map<string, { kind: string; client_id: number; day: string; count: number }>();
    const totals = new Map<string, { kind: string; client_id: number; count: number }>();
    const dayTotals = new Map<string, { kind: string; day: string; count: number }>();
    const add = (kind: StatisticsKind, { client_id, day }: Counted, delta: number) => {
      const d = days.get(`${kind}:${client_id}:${day}`) ?? { kind, client_id, day, count: 0 };
      d.count += delta;
      days.set(`${kind}:${client_id}:${day}`, d);
      const t = totals.get(`${kind}:${client_id}`) ?? { kind, client_id, count: 0 };
      t.count += delta;
      totals.set(`${kind}:${client_id}`, t);
      const a = dayTotals.get(`${kind}:${day}`) ?? { kind, day, count: 0 };
      a.count += delta;
      dayTotals.set(`${kind}:${day}`, a);
    };
    const upserts: (Counted & { kind: string; parcel_id: number })[] = [];
    const removals: { kind: string; parcel_id: number }[] = [];
    const changedKinds = new Set<StatisticsKind>();
    for (const parcelId of touched) {
      const parcel = this.parcels.get(parcelId);
      for (const kind of STATISTICS_KINDS) {
        const before = this.counted.get(`${kind}:${parcelId}`);
        const row = parcel ? countingRow(kind, this.rows.get(parcelId) ?? [], parcel.delivery_service) : undefined;
        const after = row && parcel ? { client_id: parcel.client_id, day: statisticsDay(row.when), row_id: row.rowId } : undefined;
        if (before?.client_id === after?.client_id && before?.day === after?.day && before?.row_id === after?.row_id) continue;
        if (before) add(kind, before, -1);
        if (after) {
          add(kind, after, +1);
          upserts.push({ kind, parcel_id: parcelId, ...after });
        } else removals.push({ kind, parcel_id: parcelId });
        changedKinds.add(kind);
      }
    }

    await writeRows(
      db,
      'statistics_parcels',
      { parcel_id: 'int', client_id: 'int', delivery_service: 'int' },
      ['parcel_id'],
      'replace',
      [...this.dirtyParcels].map((id) => ({ parcel_id: id, ...this.parcels.get(id)! })),
    );
    if (this.deletedRows.size)
      await db
        .deleteFrom('statistics_status_rows')
        .where(anyOf('row_id', [...this.deletedRows]))
        .execute();
    await writeRows(
      db,
      'statistics_status_rows',
      { row_id: 'bigint', parcel_id: 'int', status_type_id: 'int', when: 'text' },
      ['row_id'],
      'replace',
      [...this.insertedRows.values()].map((r) => ({
        row_id: r.rowId,
        parcel_id: r.parcelId,
        status_type_id: r.statusTypeId,
        when: r.when,
      })),
    );
    for (const kind of STATISTICS_KINDS) {
      const gone = removals.filter((r) => r.kind === kind).map((r) => r.parcel_id);
      if (gone.length) await db.deleteFrom('statistics_counted').where('kind', '=', kind).where(anyOf('parcel_id', gone)).execute();
    }
    await writeRows(
      db,
      'statistics_counted',
      { kind: 'text', parcel_id: 'int', client_id: 'int', day: 'text', row_id: 'bigint' },
      ['kind', 'parcel_id'],
      'replace',
      upserts,
    );
    const changed = <T extends { count: number }>(rows: Map<string, T>) => [...rows.values()].filter((r) => r.count !== 0);
    const dayRows = changed(days);
    const totalRows = changed(totals);
    const dayTotalRows = changed(dayTotals);
    await writeRows(
      db,
      'client_daily_counts',
      { kind: 'text', client_id: 'int', day: 'text', count: 'int' },
      ['kind', 'client_id', 'day'],
      'add',
      dayRows,
    );
    await writeRows(
      db,
      'statistics_client_totals',
      { kind: 'text', client_id: 'int', count: 'int' },
      ['kind', 'client_id'],
      'add',
      totalRows,
    );
    await writeRows(db, 'statistics_day_totals', { kind: 'text', day: 'text', count: 'int' }, ['kind', 'day'], 'add', dayTotalRows);
    // A count taken back to zero leaves no row (a rebuild would not have made it).
    for (const kind of STATISTICS_KINDS) {
      const lowered = [...new Set(dayRows.filter((r) => r.kind === kind && r.count < 0).map((r) => r.client_id))];
      if (lowered.length)
        await db
          .deleteFrom('client_daily_counts')
          .where('kind', '=', kind)
          .where(anyOf('client_id', lowered))
          .where('count', '<=', 0)
          .execute();
    }
    if (totalRows.some((r) => r.count < 0)) await db.deleteFrom('statistics_client_totals').where('count', '<=', 0).execute();
    if (dayTotalRows.some((r) => r.count < 0)) await db.deleteFrom('statistics_day_totals').where('count', '<=', 0).execute();
    return [...changedKinds];
  }
}

async function applyBatch(db: Db, recorded: readonly RecordedEvent[]): Promise<readonly string[]> {
  const names = new Map<number, string>();
  const events: (ShipmentEvent | ParcelEvent)[] = [];
  for (const r of recorded) {
    if (CLIENT_TYPES.has(r.type)) {
      const data = r.data as { clientId: number; profile?: { name: string } };
      if (data.profile) names.set(data.clientId, data.profile.name);
    } else events.push({ type: r.type, data: r.data } as ShipmentEvent | ParcelEvent);
  }
  if (names.size)
    await writeRows(
      db,
      'statistics_clients',
      { id: 'int', name: 'text' },
      ['id'],
      'replace',
      [...names].map(([id, name]) => ({ id, name })),
    );
  const touched = [
    ...new Set(
      events.flatMap((e) =>
        e.type === 'ShipmentCreated' || e.type === 'ShipmentChanged'
          ? e.data.order.parcels.map((p) => p.parcel_id)
          : e.type === 'ParcelStatusRecorded' && !COUNTED_STATUSES.has(e.data.statusTypeId)
            ? []
            : 'parcelId' in e.data
              ? [e.data.parcelId]
              : [],
      ),
    ),
  ];
  const batch = await StatisticsBatch.load(db, touched);
  for (const event of events) batch.apply(event);
  const kinds = await batch.write(db, touched);
  return names.size ? [...kinds, 'clients'] : kinds;
}

/**
 * Parcels counted per kind, client and day (libs/domain/src/statistics/kinds.ts
 * says which row counts). Deterministic: days come from the rows' own times;
 * the changed ids are the kinds whose counts moved ('clients' when a name did).
 */
export const statisticsProjection: Projection = {
  name: STATISTICS,
  eventTypes: STATISTICS_EVENT_TYPES,
  tables: [
    'statistics_clients',
    'statistics_parcels',
    'statistics_status_rows',
    'statistics_counted',
    'client_daily_counts',
    'statistics_client_totals',
    'statistics_day_totals',
  ],
  apply: (db, event) => applyBatch(db, [event]),
  applyBatch,
};
