import type { ShipmentFacts } from './create-shipment.js';
import type { ShipmentOrder, ShipmentParty } from './shipment.events.js';

export const party = (over: Partial<ShipmentParty> = {}): ShipmentParty => ({
  name: 'Ana Popescu',
  private_person: true,
  contact_name: null,
  email: 'ana@example.ro',
  phone: { prefix: '0040', number: '723456789' },
  country_id: 1,
  address: { locality_id: 54975, locality_name: 'Cluj-Napoca', county: 'Cluj', postal_code: '400001', details: 'Strada Memorandumului 1' },
  locker: null,
  ...over,
});

export const order = (over: Partial<ShipmentOrder> = {}): ShipmentOrder => ({
  client_id: 7,
  delivery_service: 1,
  country_id: 1,
  sender: party({ name: 'Sklep Sp. z o.o.', country_id: 2, private_person: false, contact_name: 'Jan Kowalski' }),
  recipient: party(),
  content: { declared_content: 'Książki', declared_value: 120, currency: 'RON', cash_on_delivery_value: 0 },
  additional_data: { note: null, first_reference_number: null, second_reference_number: null },
  parcels: [{ parcel_id: 11, number: '1PRO0000000011', in_shipment_order: 1, weight: 1.5, height: 10, width: 20, length: 30 }],
  ...over,
});

export const facts = (over: Partial<ShipmentFacts> = {}, client: Partial<ShipmentFacts['client']> = {}): ShipmentFacts => ({
  client: { active: true, allowedCountries: [1, 3, 4, 10, 11], dispatchBlocked: false, codEnabled: true, ...client },
  localityInCountry: true,
  lockerInCountry: null,
  ...over,
});
