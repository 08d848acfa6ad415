import { sql, type Kysely } from 'kysely';
import { PARCEL_EVENT_TYPES, SHIPMENT_EVENT_TYPES } from '@parcel/contracts';
import { assertNever, deliveryService, seededStatusBySystemId, type ParcelEvent, type ShipmentEvent, type ShipmentOrder } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { ReadModelDatabase } from '../database.js';
import type { Projection } from '../projector/projection.js';

const CREATED = seededStatusBySystemId('created').id;
const REGISTERED = seededStatusBySystemId('registered_with_courier').id;
const RECEIVED = seededStatusBySystemId('warehouse_received').id;
const DELIVERED = seededStatusBySystemId('delivered').id;
const RETURN_RECEIVED = seededStatusBySystemId('return_warehouse_received').id;
export const REGISTRATION_FAILED_RULE = 'SHIPMENT_REGISTRATION_FAILED';
/** Where the system's own rows (created, registered) happen. */
const SYSTEM_PLACE = 'System';

/** The shipment's own history rows get negative ids: they are not anyone's rows to delete. */
export const shipmentRowId = (shipmentId: number, milestone: 'created' | 'registered'): number => -(shipmentId * 10 + (milestone === 'created' ? 1 : 2));

type Db = Kysely<ReadModelDatabase>;

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

function orderColumns(order: ShipmentOrder) {
  return {
    client_id: order.client_id,
    delivery_service: order.delivery_service,
    country_id: order.country_id,
    is_return: deliveryService(order.delivery_service)?.isReturn ?? false,
    sender: JSON.stringify(order.sender),
    recipient: JSON.stringify(order.recipient),
    content: JSON.stringify(order.content),
    additional_data: JSON.stringify(order.additional_data),
  };
}

async function upsertParcels(db: Db, shipmentId: number, order: ShipmentOrder): Promise<void> {
  const rows = order.parcels.map((p) => ({
    id: p.parcel_id,
    shipment_id: shipmentId,
    number: p.number,
    position: p.in_shipment_order,
    weight: p.weight,
    height: p.height,
    width: p.width,
    length: p.length,
    ...UNMEASURED,
    active: true,
  }));
  await db
    .insertInto('shipment_parcels')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        position: eb.ref('excluded.position'),
        weight: eb.ref('excluded.weight'),
        height: eb.ref('excluded.height'),
        width: eb.ref('excluded.width'),
        length: eb.ref('excluded.length'),
        active: true,
      })),
    )
    .execute();
  await db
    .updateTable('shipment_parcels')
    .set({ active: false })
    .where('shipment_id', '=', shipmentId)
    .where(
      'id',
      'not in',
      rows.map((r) => r.id),
    )
    .execute();
}

/** The parcel's current status (latest time, then latest row) and its milestones, from its remaining rows. */
async function refreshParcel(db: Db, parcelId: number): Promise<void> {
  await sql`
    UPDATE shipment_parcels p SET
      last_status_id = latest.status_type_id,
      last_status_at = latest."when",
      received_at = (SELECT min("when") FROM parcel_status_rows WHERE parcel_id = ${parcelId} AND status_type_id = ${RECEIVED}),
      delivered_at = (SELECT min("when") FROM parcel_status_rows WHERE parcel_id = ${parcelId} AND status_type_id = ${DELIVERED}),
      return_received_at = (SELECT min("when") FROM parcel_status_rows WHERE parcel_id = ${parcelId} AND status_type_id = ${RETURN_RECEIVED})
    FROM (SELECT NULL::int AS none) AS dummy
    LEFT JOIN LATERAL (
      SELECT status_type_id, "when" FROM parcel_status_rows WHERE parcel_id = ${parcelId} ORDER BY "when" DESC, id DESC LIMIT 1
    ) AS latest ON true
    WHERE p.id = ${parcelId}`.execute(db);
}

async function applyShipmentEvent(db: Db, event: ShipmentEvent, recorded: RecordedEvent): Promise<void> {
  const at = recorded.metadata.recordedAt;
  const userId = recorded.metadata.userId;
  const shipmentId = event.data.shipmentId;
  const shipment = db.updateTable('shipments').where('id', '=', shipmentId);
  switch (event.type) {
    case 'ShipmentCreated': {
      const { number, order, courierId, creator, isEmag, createdAt } = event.data;
      await db
        .insertInto('shipments')
        .values({
          id: shipmentId,
          number,
          ...orderColumns(order),
          courier_id: courierId,
          creator,
          is_emag: isEmag,
          registration: 'awaiting',
          created_at: createdAt,
          updated_at: at,
        })
        .execute();
      await upsertParcels(db, shipmentId, order);
      await db
        .insertInto('parcel_status_rows')
        .values({
          id: shipmentRowId(shipmentId, 'created'),
          shipment_id: shipmentId,
          parcel_id: null,
          status_type_id: CREATED,
          when: createdAt,
          where: SYSTEM_PLACE,
          user_id: userId,
          workstation: recorded.metadata.workstation,
          warehouse: recorded.metadata.warehouse,
          deletion_allowed: false,
        })
        .execute();
      return;
    }
    case 'ShipmentChanged':
      await shipment.set({ ...orderColumns(event.data.order), registration: 'awaiting', updated_at: at }).execute();
      await upsertParcels(db, shipmentId, event.data.order);
      return;
    case 'ShipmentRegistrationRetryRequested':
      await shipment.set({ registration: 'awaiting', updated_at: at }).execute();
      return;
    case 'ShipmentRegisteredWithCourier': {
      const { courier, awb, parcels, registeredAt } = event.data;
      const row = await shipment.set({ registration: 'registered', courier, awb, registered_at: registeredAt, error_message: null, updated_at: at }).returning('is_return').executeTakeFirst();
      for (const parcel of parcels) {
        const numbers = row?.is_return ? { external_return: parcel.number } : { external_last_mile: parcel.number };
        await db.updateTable('shipment_parcels').set(numbers).where('id', '=', parcel.parcel_id).execute();
      }
      await db
        .insertInto('parcel_status_rows')
        .values({
          id: shipmentRowId(shipmentId, 'registered'),
          shipment_id: shipmentId,
          parcel_id: null,
          status_type_id: REGISTERED,
          when: registeredAt,
          where: SYSTEM_PLACE,
          user_id: userId,
          workstation: null,
          warehouse: null,
          deletion_allowed: false,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await db
        .updateTable('shipment_problems')
        .set({ status: 'resolved', resolved_at: registeredAt, resolved_by: userId })
        .where('shipment_id', '=', shipmentId)
        .where('rule_code', '=', REGISTRATION_FAILED_RULE)
        .execute();
      return;
    }
    case 'ShipmentRegistrationFailed': {
      const { reason, message, fields, failedAt } = event.data;
      await shipment.set({ registration: 'failed', error_message: message, updated_at: at }).execute();
      const problem = { status: 'reported', reported_at: failedAt, resolved_at: null, resolved_by: null, payload: JSON.stringify({ reason, message, fields }) };
      await db
        .insertInto('shipment_problems')
        .values({ shipment_id: shipmentId, rule_code: REGISTRATION_FAILED_RULE, ...problem })
        .onConflict((oc) => oc.columns(['shipment_id', 'rule_code']).doUpdateSet(problem))
        .execute();
      return;
    }
    case 'ShipmentMarkedDeleted':
      await shipment.set({ deleted_at: event.data.deletedAt, updated_at: at }).execute();
      return;
    default:
      assertNever(event);
  }
}

async function applyParcelEvent(db: Db, event: ParcelEvent, recorded: RecordedEvent): Promise<void> {
  switch (event.type) {
    case 'ParcelStatusRecorded': {
      const row = event.data;
      await db
        .insertInto('parcel_status_rows')
        .values({
          id: row.rowId,
          shipment_id: row.shipmentId,
          parcel_id: row.parcelId,
          status_type_id: row.statusTypeId,
          when: row.when,
          where: row.where,
          user_id: recorded.metadata.userId,
          workstation: recorded.metadata.workstation,
          warehouse: recorded.metadata.warehouse,
          deletion_allowed: row.deletionAllowed,
        })
        .execute();
      break;
    }
    case 'ParcelStatusRowDeleted':
      await db.deleteFrom('parcel_status_rows').where('id', '=', event.data.rowId).execute();
      break;
    default:
      assertNever(event);
  }
  await refreshParcel(db, event.data.parcelId);
  await db.updateTable('shipments').set({ updated_at: recorded.metadata.recordedAt }).where('id', '=', event.data.shipmentId).execute();
}

const PARCEL_TYPES: ReadonlySet<string> = new Set(PARCEL_EVENT_TYPES);

/** Shipments, their parcels, status rows and problems; the changed id is the shipment id. */
export const shipmentsProjection: Projection = {
  name: 'shipments',
  eventTypes: [...SHIPMENT_EVENT_TYPES, ...PARCEL_EVENT_TYPES],
  tables: ['shipments', 'shipment_parcels', 'parcel_status_rows', 'shipment_problems'],
  async apply(db, recorded) {
    if (PARCEL_TYPES.has(recorded.type)) {
      const event = { type: recorded.type, data: recorded.data } as ParcelEvent;
      await applyParcelEvent(db, event, recorded);
      return [String(event.data.shipmentId)];
    }
    const event = { type: recorded.type, data: recorded.data } as ShipmentEvent;
    await applyShipmentEvent(db, event, recorded);
    return [String(event.data.shipmentId)];
  },
};
