import type { Kysely } from 'kysely';
import { MOVED_RESOLUTION, assertNever, deliveryService, type ParcelEvent, type ShipmentEvent, type ShipmentOrder } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { ReadModelDatabase } from '../database.js';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notifications, read-your-writes waits, console query keys). */
export const PROBLEM_PARCELS = 'problem_parcels';

type Followed =
  | Extract<ShipmentEvent, { type: 'ShipmentCreated' | 'ShipmentChanged' }>
  | Extract<ParcelEvent, { type: 'ParcelSectorAssigned' | 'ParcelSectorResolved' }>;

/** The client as the order names it: its company as sender, or its returning address as recipient of a return. */
const clientNameOf = (order: ShipmentOrder): string =>
  deliveryService(order.delivery_service)?.isReturn ? order.recipient.name : order.sender.name;
const parcelsOf = (order: ShipmentOrder): Record<string, string> =>
  Object.fromEntries(order.parcels.map((p) => [String(p.parcel_id), p.number]));

/**
 * Parcels in problematic sectors: a row opens at ParcelSectorAssigned and
 * closes at ParcelSectorResolved (a parcel put in another sector while waiting
 * closes its row as 'moved' and opens a new one). The shipment's number, the
 * client and the parcel's number are copied in from what the projection keeps
 * of ShipmentCreated/ShipmentChanged (problem_parcel_shipments; an adoption is
 * a ShipmentCreated of the new shipment and moves a waiting row with it).
 * Changed ids: the parcel's id, only for sector events (a shipment alone
 * changes no row on the screen).
 */
export const problemParcelsProjection: Projection = {
  name: PROBLEM_PARCELS,
  eventTypes: ['ShipmentCreated', 'ShipmentChanged', 'ParcelSectorAssigned', 'ParcelSectorResolved'],
  tables: ['problem_parcels', 'problem_parcel_shipments'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as Followed;
    const { userId, workstation } = recorded.metadata;
    switch (event.type) {
      case 'ShipmentCreated': {
        const { shipmentId, number, order } = event.data;
        const row = { number, client_id: order.client_id, client_name: clientNameOf(order), parcels: JSON.stringify(parcelsOf(order)) };
        await db
          .insertInto('problem_parcel_shipments')
          .values({ shipment_id: shipmentId, ...row })
          .onConflict((c) => c.column('shipment_id').doUpdateSet(row))
          .execute();
        // An adopted parcel waiting in a sector belongs to the new shipment (and client) from now on.
        await moveWaiting(db, shipmentId, number, order);
        return [];
      }
      case 'ShipmentChanged': {
        const { shipmentId, order } = event.data;
        await db
          .updateTable('problem_parcel_shipments')
          .set({ client_id: order.client_id, client_name: clientNameOf(order), parcels: JSON.stringify(parcelsOf(order)) })
          .where('shipment_id', '=', shipmentId)
          .execute();
        return [];
      }
      case 'ParcelSectorAssigned': {
        const { parcelId, shipmentId, sectorId, sectorCode, statusTypeId, at } = event.data;
        await db
          .updateTable('problem_parcels')
          .set({ resolved_at: at, resolved_by: userId, resolved_at_workstation: workstation, resolution: MOVED_RESOLUTION })
          .where('parcel_id', '=', parcelId)
          .where('resolved_at', 'is', null)
          .execute();
        const shipment = await db
          .selectFrom('problem_parcel_shipments')
          .selectAll()
          .where('shipment_id', '=', shipmentId)
          .executeTakeFirst();
        await db
          .insertInto('problem_parcels')
          .values({
            id: recorded.eventId,
            parcel_id: parcelId,
            parcel_number: shipment?.parcels[String(parcelId)] ?? '',
            shipment_id: shipmentId,
            shipment_number: shipment?.number ?? '',
            client_id: shipment?.client_id ?? 0,
            client_name: shipment?.client_name ?? '',
            sector_id: sectorId,
            sector_code: sectorCode,
            status_type_id: statusTypeId,
            since: at,
            put_by: userId,
            put_at_workstation: workstation,
          })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        return [String(parcelId)];
      }
      case 'ParcelSectorResolved': {
        const { parcelId, resolution, note, at } = event.data;
        await db
          .updateTable('problem_parcels')
          .set({ resolved_at: at, resolved_by: userId, resolved_at_workstation: workstation, resolution, note })
          .where('parcel_id', '=', parcelId)
          .where('resolved_at', 'is', null)
          .execute();
        return [String(parcelId)];
      }
      default:
        return assertNever(event);
    }
  },
};

async function moveWaiting(db: Kysely<ReadModelDatabase>, shipmentId: number, number: string, order: ShipmentOrder): Promise<void> {
  const parcelIds = order.parcels.map((p) => p.parcel_id);
  if (parcelIds.length === 0) return;
  await db
    .updateTable('problem_parcels')
    .set({ shipment_id: shipmentId, shipment_number: number, client_id: order.client_id, client_name: clientNameOf(order) })
    .where('parcel_id', 'in', parcelIds)
    .where('resolved_at', 'is', null)
    .where('shipment_id', '<>', shipmentId)
    .execute();
}
