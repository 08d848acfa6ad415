import { COUNTRIES, deliveryService, type ExistingShipment, type ShipmentParty } from '@parcel/domain';
import type { CourierParty, CourierRegistrationRequest } from '../../couriers/registration/courier-registration.port.js';

const isoOf = (countryId: number): string => COUNTRIES.find((c) => c.id === countryId)?.iso_code ?? 'PL';

function courierParty(party: ShipmentParty): CourierParty {
  return {
    name: party.name,
    contactName: party.contact_name,
    phone: party.phone.number,
    email: party.email,
    countryIso: isoOf(party.country_id),
    locality: party.address.locality_name,
    county: party.address.county,
    postalCode: party.address.postal_code,
    address: party.address.details,
    privatePerson: party.private_person,
  };
}

/** What the courier is asked: our number as its client reference (and idempotency key), each parcel by our parcel number. */
export function courierRequestOf(shipment: ExistingShipment): CourierRegistrationRequest {
  const { order } = shipment;
  const service = deliveryService(order.delivery_service)!;
  const foreign = service.isReturn ? order.sender : order.recipient;
  return {
    reference: shipment.number,
    courierId: shipment.courierId,
    kind: service.code,
    sender: courierParty(order.sender),
    recipient: courierParty(order.recipient),
    lockerId: foreign.locker?.id ?? null,
    parcels: order.parcels.map((p) => ({
      reference: p.number,
      weightKg: p.weight,
      heightCm: p.height,
      widthCm: p.width,
      lengthCm: p.length,
    })),
    codAmount: order.content.cash_on_delivery_value,
    currency: order.content.currency,
    declaredValue: order.content.declared_value,
    content: order.content.declared_content,
    note: order.additional_data.note,
  };
}
