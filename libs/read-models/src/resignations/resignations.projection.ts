import { RESIGNATION_EVENT_TYPES } from '@parcel/contracts';
import type { ResignationEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notifications, read-your-writes waits, console query keys). */
export const RESIGNATIONS = 'resignations';

/**
 * Reported resignations, one stream per report. The changed id is the
 * report's client id (as the listing's): who hears of a change is the admins
 * and that client's login, also once the row is gone.
 */
export const resignationsProjection: Projection = {
  name: RESIGNATIONS,
  eventTypes: RESIGNATION_EVENT_TYPES,
  tables: ['resignations'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as ResignationEvent;
    const at = recorded.metadata.recordedAt;
    switch (event.type) {
      case 'ResignationReported': {
        const d = event.data;
        await db
          .insertInto('resignations')
          .values({
            id: d.resignationId,
            shipment_id: d.shipmentId,
            waybill: d.waybill,
            client_id: d.clientId,
            user_id: d.userId,
            scanned_at: d.scannedAt,
            scanned_by_user_id: d.scannedByUserId,
            resend_at: d.resendAt,
            note: d.note,
            created_at: at,
            updated_at: at,
          })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      }
      case 'ResignationChanged': {
        const d = event.data;
        await db
          .updateTable('resignations')
          .set({ scanned_at: d.scannedAt, scanned_by_user_id: d.scannedByUserId, resend_at: d.resendAt, note: d.note, updated_at: at })
          .where('id', '=', d.resignationId)
          .execute();
        break;
      }
      case 'ResignationDeleted':
        await db.deleteFrom('resignations').where('id', '=', event.data.resignationId).execute();
        break;
      default:
        return [];
    }
    return [String(event.data.clientId)];
  },
};
