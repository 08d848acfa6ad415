import type { Kysely } from 'kysely';
import type { ParcelEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { ReadModelDatabase } from '../database.js';
import type { Projection } from '../projector/projection.js';
import type { ParcelSortingTable } from './sorting.tables.js';

/** The name of the read model (read-your-writes waits of the sorting scan). */
export const PARCEL_SORTING = 'parcel_sorting';

type Row = Omit<ParcelSortingTable, 'classified_at'> & { classified_at: string };
/** Rows per INSERT statement. */
const CHUNK = 1000;

function rowOf(recorded: RecordedEvent): Row | null {
  const event = { type: recorded.type, data: recorded.data } as ParcelEvent;
  if (event.type !== 'ParcelClassified') return null;
  const { parcelId, shipmentId, zone, bucket, courier, statusTypeId, at } = event.data;
  return {
    parcel_id: parcelId,
    shipment_id: shipmentId,
    zone,
    bucket,
    courier,
    status_type_id: statusTypeId,
    classified_at: at,
    workstation: recorded.metadata.workstation ?? null,
  };
}

/** A batch folded in memory (the last classification of each parcel wins), written in a few upserts. */
async function applyBatch(db: Kysely<ReadModelDatabase>, events: readonly RecordedEvent[]): Promise<readonly string[]> {
  const last = new Map<number, Row>();
  for (const event of events) {
    const row = rowOf(event);
    if (row) last.set(row.parcel_id, row);
  }
  const rows = [...last.values()];
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('parcel_sorting')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((c) =>
        c.column('parcel_id').doUpdateSet((eb) => ({
          shipment_id: eb.ref('excluded.shipment_id'),
          zone: eb.ref('excluded.zone'),
          bucket: eb.ref('excluded.bucket'),
          courier: eb.ref('excluded.courier'),
          status_type_id: eb.ref('excluded.status_type_id'),
          classified_at: eb.ref('excluded.classified_at'),
          workstation: eb.ref('excluded.workstation'),
        })),
      )
      .execute();
  }
  return rows.map((r) => String(r.parcel_id));
}

/** Each parcel's last classification (ParcelClassified on the parcel streams); the changed id is the parcel's. */
export const parcelSortingProjection: Projection = {
  name: PARCEL_SORTING,
  eventTypes: ['ParcelClassified'],
  tables: ['parcel_sorting'],
  apply: (db, event) => applyBatch(db, [event]),
  applyBatch,
};
