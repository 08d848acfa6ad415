import { SHIPMENT_ACCOUNTING_EVENT_TYPES } from '@parcel/contracts';
import type { ShipmentAccountingEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../database.js';
import type { Projection } from '../projector/projection.js';
import type { ShipmentAccountingTable } from './accounting.tables.js';

/** The name of the read model (live notifications, read-your-writes waits). */
export const ACCOUNTING = 'accounting';

type Row = Omit<ShipmentAccountingTable, 'main' | 'after_service' | 'failure_details' | 'updated_at'> & {
  main: unknown;
  after_service: unknown;
  failure_details: unknown;
  updated_at: string;
};

const numberOr = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** One event's change of a side's row (the row as it stood, or null). */
function next(row: Row | null, recorded: RecordedEvent): Row {
  const event = { type: recorded.type, data: recorded.data } as ShipmentAccountingEvent;
  const d = event.data;
  const base: Row = row ?? {
    shipment_id: d.shipmentId,
    side: d.side,
    client_id: d.clientId,
    main: null,
    after_service: null,
    summary: null,
    currency: null,
    price_list_id: null,
    price_list_revision: null,
    accounting_weight: null,
    parcel_count: null,
    accounted_on: 'accountedOn' in d ? d.accountedOn : '',
    failure: null,
    failure_details: null,
    revision: recorded.revision,
    updated_at: recorded.metadata.recordedAt,
  };
  const common = { ...base, client_id: d.clientId, revision: recorded.revision, updated_at: recorded.metadata.recordedAt };
  if (event.type === 'ShipmentAccountingRecovered') return { ...common, failure: null, failure_details: null };
  if (event.type === 'ShipmentAccountingFailed')
    return {
      ...common,
      failure: event.data.reason,
      failure_details: event.data.details,
      accounted_on: base.main ? base.accounted_on : event.data.accountedOn,
    };
  const a = event.data;
  return {
    ...common,
    main: a.kind === 'main' ? a.amounts : base.main,
    after_service: a.kind === 'main' ? null : a.amounts,
    summary: a.amounts.summary,
    currency: a.currency,
    price_list_id: a.priceListId,
    price_list_revision: a.priceListRevision,
    accounting_weight: numberOr(a.facts['accountingWeight']),
    parcel_count: numberOr(a.facts['parcelCount']),
    accounted_on: a.accountedOn,
    failure: null,
    failure_details: null,
  };
}

/**
 * A shipment's accounted amounts per side. Batches fold their events per
 * (shipment, side) in memory and write each row once; every row of a
 * shipment carries its stream's revision.
 */
export const accountingProjection: Projection = {
  name: ACCOUNTING,
  eventTypes: SHIPMENT_ACCOUNTING_EVENT_TYPES,
  tables: ['shipment_accounting'],
  apply(db, event) {
    return applyAccounting(db, [event]);
  },
  applyBatch(db, events) {
    return applyAccounting(db, events);
  },
};

async function applyAccounting(db: Kysely<ReadModelDatabase>, events: readonly RecordedEvent[]): Promise<readonly string[]> {
  const ids = [...new Set(events.map((e) => (e.data as { shipmentId: number }).shipmentId))];
  if (ids.length === 0) return [];
  const existing = await db.selectFrom('shipment_accounting').selectAll().where('shipment_id', 'in', ids).execute();
  const rows = new Map<string, Row>();
  for (const row of existing)
    rows.set(`${row.shipment_id}:${row.side}`, { ...row, updated_at: new Date(row.updated_at).toISOString() } as unknown as Row);
  const revisions = new Map<number, number>();
  for (const event of events) {
    const { shipmentId, side } = event.data as { shipmentId: number; side: string };
    const key = `${shipmentId}:${side}`;
    rows.set(key, next(rows.get(key) ?? null, event));
    revisions.set(shipmentId, event.revision);
  }
  const touched = [...rows.values()]
    .filter((r) => revisions.has(r.shipment_id))
    .map((r) => ({ ...r, revision: revisions.get(r.shipment_id)! }));
  await db
    .insertInto('shipment_accounting')
    .values(
      touched.map((r) => ({
        ...r,
        main: json(r.main),
        after_service: json(r.after_service),
        failure_details: json(r.failure_details),
      })) as never,
    )
    .onConflict((c) =>
      c.columns(['shipment_id', 'side']).doUpdateSet((eb) => ({
        client_id: eb.ref('excluded.client_id'),
        main: eb.ref('excluded.main'),
        after_service: eb.ref('excluded.after_service'),
        summary: eb.ref('excluded.summary'),
        currency: eb.ref('excluded.currency'),
        price_list_id: eb.ref('excluded.price_list_id'),
        price_list_revision: eb.ref('excluded.price_list_revision'),
        accounting_weight: eb.ref('excluded.accounting_weight'),
        parcel_count: eb.ref('excluded.parcel_count'),
        accounted_on: eb.ref('excluded.accounted_on'),
        failure: eb.ref('excluded.failure'),
        failure_details: eb.ref('excluded.failure_details'),
        revision: eb.ref('excluded.revision'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  return ids.map(String);
}
