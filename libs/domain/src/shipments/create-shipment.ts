import { DomainError } from '../shared/errors.js';
import { deliveryService, destination, type ShipmentCreator } from './catalogue.js';
import type { ShipmentEvent, ShipmentOrder } from './shipment.events.js';

/** What the handler found out before deciding (lookups are not the decider's business). */
export interface ShipmentFacts {
  readonly client: {
    readonly active: boolean;
    readonly allowedCountries: readonly number[];
    readonly dispatchBlocked: boolean;
    readonly codEnabled: boolean;
  };
  /** The foreign party's locality exists in the shipment's country (null: none was given). */
  readonly localityInCountry: boolean | null;
  /** The chosen locker is active in the shipment's country (null: none was given). */
  readonly lockerInCountry: boolean | null;
}

/** The side of the order the sender filled in: the recipient, or the sender for returns. */
export const foreignParty = (order: Pick<ShipmentOrder, 'delivery_service'>): 'sender' | 'recipient' =>
  deliveryService(order.delivery_service)?.isReturn ? 'sender' : 'recipient';

/** The rules an order must meet, for a new shipment and for a change alike. */
export function checkOrder(order: ShipmentOrder, facts: ShipmentFacts): void {
  const service = deliveryService(order.delivery_service);
  const country = destination(order.country_id);
  const party = foreignParty(order);
  if (!facts.client.active) throw new DomainError('shipment_client_blocked');
  if (facts.client.dispatchBlocked) throw new DomainError('shipment_dispatch_blocked');
  if (!service || !country || !service.countryIds.includes(country.id))
    throw new DomainError('shipment_service_country', { field: `${party}.country_id` });
  if (!facts.client.allowedCountries.includes(country.id)) throw new DomainError('shipment_country_not_allowed');
  if (service.isLocker && order.parcels.length > 1) throw new DomainError('shipment_locker_multi_parcel');
  if (order.content.cash_on_delivery_value > 0 && !facts.client.codEnabled) throw new DomainError('shipment_cod_not_enabled');
  if (facts.localityInCountry === false) throw new DomainError('shipment_locality_unknown', { field: `${party}.address.locality_id` });
  if (service.isLocker && facts.lockerInCountry !== true) throw new DomainError('shipment_locker_unknown', { field: `${party}.locker_id` });
}

export interface CreateShipmentInput {
  readonly shipmentId: number;
  readonly number: string;
  readonly order: ShipmentOrder;
  readonly creator: ShipmentCreator;
  readonly isEmag: boolean;
  readonly createdAt: string;
}

export function decideCreateShipment(input: CreateShipmentInput, facts: ShipmentFacts): ShipmentEvent[] {
  checkOrder(input.order, facts);
  const courierId = destination(input.order.country_id)!.courierId;
  return [{ type: 'ShipmentCreated', data: { ...input, courierId } }];
}
