import { DomainError } from '../shared/errors.js';
import { deliveryService } from './catalogue.js';
import { checkOrder, type ShipmentFacts } from './create-shipment.js';
import type { ParcelState } from './parcel.js';
import { isProcessable, type ShipmentState } from './shipment.js';
import type { ShipmentEvent, ShipmentOrder, ShipmentParty } from './shipment.events.js';

/** The two force-assignments of spec/03 §6: a buffer parcel of a processable shipment, or a parcel of an unprocessable one. */
export type AdoptionKind = 'buffer' | 'unprocessable';

export interface AdoptParcelInput {
  readonly kind: AdoptionKind;
  readonly parcelId: number;
  readonly clientId: number;
  readonly isEmag: boolean;
  /** Unprocessable only: the parcel goes back as a return (the foreign party becomes the sender). */
  readonly asReturn: boolean;
  readonly newShipmentId: number;
  readonly newNumber: string;
  /** The new client's own side (its company, or its returning address for a return). */
  readonly clientParty: ShipmentParty;
  readonly at: string;
}

export interface Adoption {
  /** On the new shipment's stream. */
  readonly created: ShipmentEvent[];
  /** On the old shipment's stream. */
  readonly adopted: ShipmentEvent[];
}

const RETURN_OF: Record<number, 2 | 4> = { 1: 2, 2: 2, 3: 4, 4: 4 };

/**
 * Force-assigns a parcel to a client: the parcel leaves its shipment for a new
 * shipment of that client (the same order otherwise, this parcel only). It
 * must carry a buffer number; a buffer parcel's shipment must be processable,
 * an unprocessable one's not.
 */
export function decideAdoptParcel(state: ShipmentState, parcel: ParcelState, input: AdoptParcelInput, facts: ShipmentFacts): Adoption {
  if (state.status === 'none') throw new DomainError('shipment_not_found');
  if (state.deletedAt) throw new DomainError('shipment_deleted');
  const ordered = state.order.parcels.find((p) => p.parcel_id === input.parcelId);
  if (!ordered) throw new DomainError('parcel_not_found', { field: 'id_parcel' });
  if (!parcel.buffer) throw new DomainError('parcel_not_buffer');
  if ((input.kind === 'buffer') !== isProcessable(state)) throw new DomainError('parcel_not_adoptable');
  const source = state.order;
  const foreign = deliveryService(source.delivery_service)?.isReturn ? source.sender : source.recipient;
  const asReturn = input.kind === 'unprocessable' && input.asReturn;
  const order: ShipmentOrder = {
    ...source,
    client_id: input.clientId,
    delivery_service: asReturn ? RETURN_OF[source.delivery_service]! : source.delivery_service,
    sender: asReturn || deliveryService(source.delivery_service)?.isReturn ? foreign : input.clientParty,
    recipient: asReturn || deliveryService(source.delivery_service)?.isReturn ? input.clientParty : foreign,
    parcels: [{ ...ordered, in_shipment_order: 1 }],
  };
  checkOrder(order, facts);
  return {
    created: [
      {
        type: 'ShipmentCreated',
        data: {
          shipmentId: input.newShipmentId,
          number: input.newNumber,
          order,
          courierId: state.courierId,
          creator: 'adoption',
          isEmag: input.isEmag,
          createdAt: input.at,
        },
      },
    ],
    adopted: [
      {
        type: 'ShipmentParcelAdopted',
        data: {
          shipmentId: state.shipmentId,
          parcelId: input.parcelId,
          toShipmentId: input.newShipmentId,
          toClientId: input.clientId,
          adoptedAt: input.at,
        },
      },
    ],
  };
}
