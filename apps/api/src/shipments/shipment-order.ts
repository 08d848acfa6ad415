import {
  DomainError,
  SENDING_SHIPMENTS_BLOCK,
  deliveryService,
  destination,
  type ExistingClient,
  type OrderedParcel,
  type ShipmentFacts,
  type ShipmentOrder,
  type ShipmentParty,
} from '@parcel/domain';
import type { CreateShipmentRequest, ShipmentPartyInput } from '@parcel/contracts';
import type { ShipmentPlaces } from './shipment-places.js';

/** The client's own side of a shipment: its company (sender of a delivery) or returning address (recipient of a return). */
export function clientParty(client: ExistingClient, forReturn: boolean): ShipmentParty {
  const p = client.profile;
  const returning = forReturn && p.re_returning_address.trim() ? p.re_returning_address.trim() : null;
  return {
    name: p.name,
    private_person: false,
    contact_name: p.contact_name || null,
    email: p.email,
    phone: { prefix: p.phone_number_prefix, number: p.phone_number },
    country_id: p.country,
    address: {
      locality_id: null,
      locality_name: p.city,
      county: null,
      postal_code: p.post_code,
      details: returning ?? [p.street, p.address && p.address !== '-' ? p.address : ''].filter(Boolean).join(' '),
    },
    locker: null,
  };
}

/** The facts about the client the decider needs. */
export function clientFacts(client: ExistingClient): ShipmentFacts['client'] {
  return {
    active: client.status === 'active',
    allowedCountries: client.allowedCountries,
    dispatchBlocked: client.parameters.some((p) => p.code === SENDING_SHIPMENTS_BLOCK),
    codEnabled: client.profile.cod_enabled === 1,
  };
}

export interface BuiltOrder {
  readonly order: ShipmentOrder;
  readonly facts: Omit<ShipmentFacts, 'client'>;
}

/**
 * The order as recorded from the form: the foreign party completed from the
 * address database and the locker list, the client's side from its profile,
 * the currency from the country; plus what was found out about the places.
 */
export async function buildOrder(
  request: Omit<CreateShipmentRequest, 'client_id'>,
  client: ExistingClient,
  parcels: readonly Pick<OrderedParcel, 'parcel_id' | 'number'>[],
  places: ShipmentPlaces,
): Promise<BuiltOrder> {
  const service = deliveryService(request.delivery_service)!;
  const type = service.isReturn ? 'sender' : 'recipient';
  const input = request[type]!;
  const country = destination(input.country_id);
  if (!country) throw new DomainError('shipment_service_country', { field: `${type}.country_id` });
  const locality = input.address.locality_id ? await places.locality(input.address.locality_id) : null;
  const locker = service.isLocker && input.locker_id ? await places.locker(input.locker_id) : null;
  const foreign = foreignParty(input, locality, locker);
  const own = clientParty(client, service.isReturn);
  const order: ShipmentOrder = {
    client_id: client.clientId,
    delivery_service: service.id,
    country_id: country.id,
    sender: service.isReturn ? foreign : own,
    recipient: service.isReturn ? own : foreign,
    content: {
      declared_content: request.content.declared_content,
      declared_value: request.content.declared_value,
      currency: country.currency,
      cash_on_delivery_value: request.content.cash_on_delivery_value,
    },
    additional_data: request.additional_data,
    parcels: request.parcels.map((p, i) => ({
      parcel_id: parcels[i]!.parcel_id,
      number: parcels[i]!.number,
      in_shipment_order: i + 1,
      weight: p.weight.declared,
      height: p.dimensions.declared.height,
      width: p.dimensions.declared.width,
      length: p.dimensions.declared.length,
    })),
  };
  return {
    order,
    facts: {
      localityInCountry: input.address.locality_id ? locality !== null && locality.country_id === country.id : null,
      lockerInCountry: service.isLocker ? locker !== null && locker.active && locker.country_id === country.id : null,
    },
  };
}

function foreignParty(
  input: ShipmentPartyInput,
  locality: Awaited<ReturnType<ShipmentPlaces['locality']>>,
  locker: Awaited<ReturnType<ShipmentPlaces['locker']>>,
): ShipmentParty {
  return {
    name: input.name,
    private_person: input.private_person,
    contact_name: input.contact_name,
    email: input.email,
    phone: input.phone,
    country_id: input.country_id,
    address: {
      locality_id: locality?.id ?? locker?.locality_id ?? null,
      locality_name: locality?.name ?? locker?.locality_name ?? '',
      county: locality?.county ?? null,
      postal_code: input.address.postal_code ?? locality?.postal_code ?? locker?.postal_code ?? '',
      details: locker ? locker.address : (input.address.details ?? ''),
    },
    locker: locker ? { id: locker.id, name: locker.name } : null,
  };
}
