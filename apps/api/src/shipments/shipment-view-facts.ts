import {
  ROLES,
  deliveryService,
  isProcessable,
  seededStatusBySystemId,
  type ExistingShipment,
  type Role,
  type RoleName,
  type ShipmentView as PermissionView,
} from '@parcel/domain';
import type { ShipmentStreams } from './shipment-streams.js';

const RECEIVED = seededStatusBySystemId('warehouse_received').id;
const RETURN_RECEIVED = seededStatusBySystemId('return_warehouse_received').id;

export const roleName = (role: Role): RoleName =>
  role === ROLES.admin ? 'admin' : role === ROLES.warehouse_worker ? 'warehouse_worker' : 'client';

/**
 * What the permission rules need to know about a shipment, from its streams
 * (the write side): whether a parcel was received in the warehouse (the return
 * warehouse for returns).
 */
export async function permissionView(
  shipment: ExistingShipment,
  role: Role,
  parcelId: number | null,
  streams: ShipmentStreams,
): Promise<PermissionView> {
  const received = deliveryService(shipment.order.delivery_service)?.isReturn ? RETURN_RECEIVED : RECEIVED;
  const parcels = await Promise.all(shipment.order.parcels.map((p) => streams.loadParcel(p.parcel_id)));
  const opened = parcels.find((_, i) => shipment.order.parcels[i]!.parcel_id === parcelId);
  return {
    role: roleName(role),
    context: parcelId === null ? 'shipment' : 'parcel',
    registration: shipment.registration,
    deleted: shipment.deletedAt !== null,
    creator: shipment.creator,
    anyParcelReceived: parcels.some(({ state }) => state.rows.some((r) => r.statusTypeId === received)),
    hasBufferNumber: parcels.some(({ state }) => state.buffer !== null),
    // Duplicated numbers come with the warehouse floor (issue 11).
    hasDuplicatedNumber: false,
    parcelHasBufferNumber: opened?.state.buffer != null,
    processable: isProcessable(shipment),
  };
}
