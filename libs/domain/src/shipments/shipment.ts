import { DomainError, assertNever } from '../shared/errors.js';
import type { ShipmentCreator } from './catalogue.js';
import { checkOrder, type ShipmentFacts } from './create-shipment.js';
import type { CourierParcelNumber, ShipmentEvent, ShipmentOrder } from './shipment.events.js';

/** The shipment stream folded (docs/parcel-lifecycle.md "States"). */
export type RegistrationStatus = 'awaiting' | 'failed' | 'registered';

export interface ExistingShipment {
  readonly status: 'existing';
  readonly shipmentId: number;
  readonly number: string;
  readonly order: ShipmentOrder;
  readonly courierId: number;
  readonly creator: ShipmentCreator;
  readonly isEmag: boolean;
  readonly createdAt: string;
  readonly registration: RegistrationStatus;
  readonly courier: {
    readonly courier: string;
    readonly awb: string;
    readonly parcels: readonly CourierParcelNumber[];
    readonly registeredAt: string;
  } | null;
  readonly failure: { readonly reason: 'rejected' | 'unavailable'; readonly message: string; readonly failedAt: string } | null;
  readonly deletedAt: string | null;
}

export type ShipmentState = { readonly status: 'none' } | ExistingShipment;

export const initialShipmentState: ShipmentState = { status: 'none' };

export function evolveShipment(state: ShipmentState, event: ShipmentEvent): ShipmentState {
  if (event.type === 'ShipmentCreated') {
    const { shipmentId, number, order, courierId, creator, isEmag, createdAt } = event.data;
    return {
      status: 'existing',
      shipmentId,
      number,
      order,
      courierId,
      creator,
      isEmag,
      createdAt,
      registration: 'awaiting',
      courier: null,
      failure: null,
      deletedAt: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ShipmentChanged':
      return { ...state, order: event.data.order, registration: 'awaiting' };
    case 'ShipmentRegistrationRetryRequested':
      return { ...state, registration: 'awaiting' };
    case 'ShipmentRegisteredWithCourier': {
      const { courier, awb, parcels, registeredAt } = event.data;
      return { ...state, registration: 'registered', courier: { courier, awb, parcels, registeredAt }, failure: null };
    }
    case 'ShipmentRegistrationFailed': {
      const { reason, message, failedAt } = event.data;
      return { ...state, registration: 'failed', failure: { reason, message, failedAt } };
    }
    case 'ShipmentMarkedDeleted':
      return { ...state, deletedAt: event.data.deletedAt };
    case 'ShipmentParcelAdopted': {
      // The parcel moved to another shipment; a shipment left without parcels is over.
      const parcels = state.order.parcels.filter((p) => p.parcel_id !== event.data.parcelId);
      return { ...state, order: { ...state.order, parcels }, deletedAt: parcels.length === 0 ? event.data.adoptedAt : state.deletedAt };
    }
    default:
      return assertNever(event);
  }
}

export function existingShipment(state: ShipmentState): ExistingShipment {
  if (state.status === 'none') throw new DomainError('shipment_not_found');
  return state;
}

/** The order is read-only once the courier has it, or once a parcel carries a foreign (buffer) number. */
export const isShipmentReadOnly = (state: ExistingShipment, parcelHasBufferNumber: boolean): boolean =>
  state.registration === 'registered' || state.deletedAt !== null || parcelHasBufferNumber;

/** May the order still change? (Checked before any lookup; decideChangeShipment checks it again with the new order.) */
export function assertChangeable(state: ShipmentState, parcelHasBufferNumber: boolean): ExistingShipment {
  const shipment = existingShipment(state);
  if (shipment.deletedAt) throw new DomainError('shipment_deleted');
  if (isShipmentReadOnly(shipment, parcelHasBufferNumber)) throw new DomainError('shipment_read_only');
  return shipment;
}

export function decideChangeShipment(
  state: ShipmentState,
  order: ShipmentOrder,
  facts: ShipmentFacts,
  parcelHasBufferNumber: boolean,
): ShipmentEvent[] {
  const shipment = assertChangeable(state, parcelHasBufferNumber);
  if (order.client_id !== shipment.order.client_id) throw new DomainError('shipment_read_only', { field: 'client_id' });
  checkOrder(order, facts);
  return [{ type: 'ShipmentChanged', data: { shipmentId: shipment.shipmentId, order } }];
}

export function decideRetryRegistration(state: ShipmentState): ShipmentEvent[] {
  const shipment = existingShipment(state);
  if (shipment.deletedAt) throw new DomainError('shipment_deleted');
  if (shipment.registration !== 'failed') throw new DomainError('shipment_registration_not_failed');
  return [{ type: 'ShipmentRegistrationRetryRequested', data: { shipmentId: shipment.shipmentId } }];
}

/** The courier's answer. Nothing when it is registered already or deleted: a repeated reaction records nothing twice. */
export function recordRegistration(
  state: ShipmentState,
  answer: { courier: string; awb: string; parcels: CourierParcelNumber[] },
  registeredAt: string,
): ShipmentEvent[] {
  const shipment = existingShipment(state);
  if (shipment.registration === 'registered' || shipment.deletedAt) return [];
  return [{ type: 'ShipmentRegisteredWithCourier', data: { shipmentId: shipment.shipmentId, ...answer, registeredAt } }];
}

export function recordRegistrationFailure(
  state: ShipmentState,
  failure: { reason: 'rejected' | 'unavailable'; message: string; fields: Record<string, string[]> },
  failedAt: string,
): ShipmentEvent[] {
  const shipment = existingShipment(state);
  if (shipment.registration === 'registered' || shipment.deletedAt) return [];
  return [{ type: 'ShipmentRegistrationFailed', data: { shipmentId: shipment.shipmentId, ...failure, failedAt } }];
}

/**
 * Does this shipment need the courier now? (The registration process manager asks after each trigger.)
 * An unprocessable one (an intake scan's buffer parcel, recipient unknown) waits for its adoption instead.
 */
export const needsRegistration = (state: ShipmentState): boolean =>
  state.status === 'existing' && state.registration === 'awaiting' && state.deletedAt === null && isProcessable(state);

/** Mark as deleted: who may is `shipmentActions(...).markDeleted` (the caller passes its answer). */
export function decideMarkDeleted(state: ShipmentState, allowed: boolean, deletedAt: string): ShipmentEvent[] {
  const shipment = existingShipment(state);
  if (shipment.deletedAt) throw new DomainError('shipment_deleted');
  if (!allowed) throw new DomainError('shipment_not_deletable');
  return [{ type: 'ShipmentMarkedDeleted', data: { shipmentId: shipment.shipmentId, deletedAt } }];
}

/** A shipment the system can process: one a sender ordered (an intake scan of an unknown parcel makes an unprocessable one). */
export const isProcessable = (shipment: { readonly creator: string }): boolean => shipment.creator !== 'init_scan';
