import type { RoleName } from '../shared/roles.js';

/**
 * Who may do what with a shipment in which state (spec/03 §4, §6;
 * docs/parcel-lifecycle.md). The API refuses what this says no to; the console
 * hides the buttons.
 */
export interface ShipmentView {
  readonly role: RoleName;
  /** Opened by a parcel's number (parcel context) or the shipment's. */
  readonly context: 'shipment' | 'parcel';
  readonly registration: 'awaiting' | 'failed' | 'registered';
  readonly deleted: boolean;
  readonly creator: string;
  /** A parcel has been received in the warehouse (the return warehouse for returns). */
  readonly anyParcelReceived: boolean;
  readonly hasBufferNumber: boolean;
  readonly hasDuplicatedNumber: boolean;
  /** Parcel context: the opened parcel carries a buffer number. */
  readonly parcelHasBufferNumber: boolean;
  /** Not made by an intake scan of an unknown parcel. */
  readonly processable: boolean;
}

export interface ShipmentActions {
  readonly edit: boolean;
  readonly retryRegistration: boolean;
  readonly markDeleted: boolean;
  readonly setStatus: boolean;
  readonly deleteStatus: boolean;
  readonly printLabel: boolean;
  readonly returnSticker: boolean;
  readonly newOutNumber: boolean;
  readonly staffTabs: boolean;
  /** Force-assign to a client: which of the two variants, if any. */
  readonly forceAssign: 'buffer' | 'unprocessable' | null;
  /** See the payload registered with the courier. */
  readonly payload: boolean;
  readonly copyTrackingLink: true;
}

export function shipmentActions(view: ShipmentView): ShipmentActions {
  const admin = view.role === 'admin';
  const staff = view.role !== 'client';
  const inShipment = view.context === 'shipment';
  const readOnly =
    view.role === 'warehouse_worker' ||
    view.registration === 'registered' ||
    view.deleted ||
    view.hasBufferNumber ||
    view.hasDuplicatedNumber;
  return {
    edit: !readOnly,
    retryRegistration: view.role !== 'warehouse_worker' && view.registration === 'failed' && !view.deleted,
    markDeleted:
      !view.deleted && (admin || (view.role === 'client' && inShipment && view.creator !== 'init_scan' && !view.anyParcelReceived)),
    setStatus: staff && !view.deleted,
    deleteStatus: admin,
    printLabel: inShipment && view.creator !== 'init_scan' && !view.deleted,
    returnSticker: staff && !inShipment && view.hasDuplicatedNumber,
    newOutNumber: staff && !inShipment && view.hasDuplicatedNumber,
    staffTabs: admin && inShipment,
    forceAssign:
      admin && !inShipment && view.parcelHasBufferNumber && !view.deleted ? (view.processable ? 'buffer' : 'unprocessable') : null,
    payload: admin,
    copyTrackingLink: true,
  };
}
