import { sql } from 'kysely';
import { EXTERNAL_INBOUND_EVENT_TYPES } from '@parcel/contracts';
import { assertNever, inboundBarcodeKey, type ExternalInboundEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notices, read-your-writes waits, console query keys). */
export const EXTERNAL_INBOUNDS = 'external_inbounds';

/** Parcels taken in from outside couriers and the parcels an intake took out of them; the changed id is the inbound's. */
export const externalInboundsProjection: Projection = {
  name: EXTERNAL_INBOUNDS,
  eventTypes: EXTERNAL_INBOUND_EVENT_TYPES,
  tables: ['external_inbounds', 'external_inbound_parcels'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as ExternalInboundEvent;
    const at = recorded.metadata.recordedAt;
    const id = event.data.externalInboundId;
    switch (event.type) {
      case 'ExternalInboundReceived': {
        const { barcode, waybill, inboundCourierId, scannedAt, scannedBy } = event.data;
        await db
          .insertInto('external_inbounds')
          .values({
            id,
            barcode,
            barcode_key: inboundBarcodeKey(barcode),
            waybill,
            inbound_courier_id: inboundCourierId,
            scanned_at: scannedAt,
            scanned_by_user_id: scannedBy.userId,
            scanned_by_email: scannedBy.email,
            comment: null,
            parcels_count: 0,
            updated_at: at,
          })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      }
      case 'ExternalInboundCommented':
        await db.updateTable('external_inbounds').set({ comment: event.data.comment, updated_at: at }).where('id', '=', id).execute();
        break;
      case 'ExternalInboundParcelAdded': {
        const { parcelId, number } = event.data;
        const added = await db
          .insertInto('external_inbound_parcels')
          .values({ external_inbound_id: id, parcel_id: parcelId, number, added_at: event.data.at })
          .onConflict((c) => c.columns(['external_inbound_id', 'parcel_id']).doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0)
          await db
            .updateTable('external_inbounds')
            .set({ parcels_count: sql`parcels_count + 1`, updated_at: at })
            .where('id', '=', id)
            .execute();
        break;
      }
      default:
        return assertNever(event);
    }
    return [String(id)];
  },
};
