import { describe, expect, it } from 'vitest';
import { parseContract, type ShipmentView } from '@parcel/contracts';
import {
  cashOnDeliveryChange,
  countryChange,
  formField,
  formFieldErrors,
  localityChange,
  lockerChange,
  mayAddParcel,
  newParcel,
  newShipmentValues,
  privatePersonChange,
  serviceChange,
  shipmentFormSchema,
  streetChange,
  toShipmentRequest,
  valuesFromShipment,
  type ShipmentFormValues,
} from './shipment-form-values';

/** A home delivery to Bucharest, filled in as a user would. */
const filled = (overrides: Partial<ShipmentFormValues> = {}): ShipmentFormValues => ({
  ...newShipmentValues(),
  name: 'Ion Popescu',
  phone_prefix: '+40',
  phone_number: '712345678',
  locality_id: '17',
  locality_name: 'București',
  postal_code: '010011',
  details: 'Strada Lipscani 5',
  declared_content: 'Książki',
  declared_value: 120.5,
  parcels: [{ id: null, weight: 2.5, height: 20, width: 30, length: 40 }],
  ...overrides,
});

const problems = (values: ShipmentFormValues, pickClient = false) => {
  const result = parseContract(shipmentFormSchema({ pickClient }), values);
  return result.success ? {} : result.errors;
};

describe('the shipment form as the API body', () => {
  it('given a delivery, then the filled party is the recipient and the sender is null (the server fills the client side)', () => {
    const body = toShipmentRequest(filled(), { pickClient: false });
    expect(body.sender).toBeNull();
    expect(body.recipient).toMatchObject({
      name: 'Ion Popescu',
      phone: { prefix: '+40', number: '712345678' },
      country_id: '1',
      address: { locality_id: '17' },
    });
    expect(body.client_id).toBeNull();
    expect(body.delivery_service).toBe(1);
  });

  it('given a return (2 or 4), then the filled party is the sender and the recipient is null', () => {
    for (const service of ['2', '4']) {
      const body = toShipmentRequest(filled({ delivery_service: service, locker_id: 'RO-1', locker_name: 'Easybox' }), {
        pickClient: false,
      });
      expect(body.recipient).toBeNull();
      expect(body.sender).toMatchObject({ name: 'Ion Popescu' });
    }
  });

  it('given the admin picked a client, then client_id is sent; a client never sends one', () => {
    expect(toShipmentRequest(filled({ client_id: '42' }), { pickClient: true }).client_id).toBe(42);
    expect(toShipmentRequest(filled({ client_id: '42' }), { pickClient: false }).client_id).toBeNull();
  });

  it('given cash on delivery switched off, then 0 is sent whatever the amount field holds; a private person sends no contact name', () => {
    const body = toShipmentRequest(filled({ cash_on_delivery: false, cash_on_delivery_value: 50, contact_name: 'Ana' }), {
      pickClient: false,
    });
    expect(body.content.cash_on_delivery_value).toBe(0);
    expect((body.recipient as { contact_name: unknown }).contact_name).toBeNull();
  });

  it('given parcels, then they go in their order (1..n) with the declared weight and dimensions; stored parcels keep their id', () => {
    const body = toShipmentRequest(filled({ parcels: [{ id: 7, weight: 1, height: 10, width: 11, length: 12 }, newParcel()] }), {
      pickClient: false,
    });
    expect(body.parcels).toEqual([
      { id: 7, weight: { declared: 1 }, dimensions: { declared: { height: 10, width: 11, length: 12 } }, in_shipment_order: 1 },
      { weight: { declared: 0 }, dimensions: { declared: { height: 0, width: 0, length: 0 } }, in_shipment_order: 2 },
    ]);
  });

  it('given a home service, then no locker is sent even when the field still holds one', () => {
    const body = toShipmentRequest(filled({ locker_id: 'RO-1' }), { pickClient: false });
    expect((body.recipient as { locker_id: unknown }).locker_id).toBeNull();
  });
});

describe('the API field paths as the form fields (spec/03 §5 keys)', () => {
  it.each([
    ['recipient.name', 'name'],
    ['sender.private_person', 'private_person'],
    ['recipient.contact_name', 'contact_name'],
    ['recipient.phone.prefix', 'phone_prefix'],
    ['sender.phone.number', 'phone_number'],
    ['recipient.email', 'email'],
    ['recipient.address.locality_id', 'locality_id'],
    ['sender.address.details', 'details'],
    ['sender.locker_id', 'locker_id'],
    ['recipient', 'name'],
    ['content.declared_content', 'declared_content'],
    ['content.declared_value', 'declared_value'],
    ['content.cash_on_delivery_value', 'cash_on_delivery_value'],
    ['additional_data.note', 'note'],
    ['parcels.0.weight.declared', 'parcels.0.weight'],
    ['parcels.3.dimensions.declared.height', 'parcels.3.height'],
    ['parcels.3.dimensions.declared.width', 'parcels.3.width'],
    ['parcels.3.dimensions.declared.length', 'parcels.3.length'],
    ['parcels', 'parcels'],
    ['client_id', 'client_id'],
  ])('%s -> %s', (api, field) => {
    expect(formField(api)).toBe(field);
  });

  it('given a 422 map, then each field keeps its codes under the form name', () => {
    expect(formFieldErrors({ 'recipient.phone.number': ['invalid_phone_number'], parcels: ['shipment_locker_multi_parcel'] })).toEqual({
      phone_number: ['invalid_phone_number'],
      parcels: ['shipment_locker_multi_parcel'],
    });
  });
});

describe('what the form asks before Save', () => {
  it('given a new shipment, then the party, content and the parcel (weight 0, dimensions 0) are missing', () => {
    const errors = problems(newShipmentValues());
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'name',
        'phone_number',
        'locality_id',
        'details',
        'declared_content',
        'declared_value',
        'parcels.0.weight',
        'parcels.0.height',
      ]),
    );
  });

  it('given everything filled in, then nothing is missing', () => {
    expect(problems(filled())).toEqual({});
  });

  it('given the limits of spec/03 §5, then weight under 0.1 kg, a dimension under 10 cm or a negative value are refused', () => {
    expect(problems(filled({ parcels: [{ id: null, weight: 0.09, height: 10, width: 10, length: 10 }] }))).toHaveProperty([
      'parcels.0.weight',
    ]);
    expect(problems(filled({ parcels: [{ id: null, weight: 0.1, height: 9, width: 10, length: 10 }] }))).toHaveProperty([
      'parcels.0.height',
    ]);
    expect(problems(filled({ parcels: [{ id: null, weight: 0.1, height: 10, width: 10, length: 10 }] }))).toEqual({});
    expect(problems(filled({ declared_value: -1 }))).toHaveProperty(['declared_value']);
  });

  it('given a company, then its contact name is required; a private person needs none', () => {
    expect(problems(filled({ private_person: false, contact_name: '' }))).toHaveProperty(['contact_name']);
    expect(problems(filled({ private_person: false, contact_name: 'Ana Pop' }))).toEqual({});
  });

  it('given the admin, then the client must be picked', () => {
    expect(problems(filled(), true)).toEqual({ client_id: ['required'] });
    expect(problems(filled({ client_id: '3' }), true)).toEqual({});
  });

  it('given cash on delivery switched on, then the amount must be above 0', () => {
    expect(problems(filled({ cash_on_delivery: true, cash_on_delivery_value: 0 }))).toEqual({ cash_on_delivery_value: ['too_small'] });
    expect(problems(filled({ cash_on_delivery: true, cash_on_delivery_value: 99.99 }))).toEqual({});
  });

  it('given a locker service, then a locker is required (no address) and only one parcel', () => {
    const locker = filled({ delivery_service: '3', locality_id: null, locality_name: '', details: '' });
    expect(problems(locker)).toEqual({ locker_id: ['required'] });
    const two = { ...locker, locker_id: 'RO-1', parcels: [...locker.parcels, { id: null, weight: 1, height: 10, width: 10, length: 10 }] };
    expect(problems(two)).toEqual({ parcels: ['shipment_locker_multi_parcel'] });
  });

  it('given a phone prefix of three digits (+359), then it passes; letters do not', () => {
    expect(problems(filled({ phone_prefix: '+359' }))).toEqual({});
    expect(problems(filled({ phone_prefix: '+4a' }))).toHaveProperty(['phone_prefix']);
  });
});

describe('what one field does to the others (spec/03 §4)', () => {
  it('given another country, then locker, locality and postal code are reset, the currency is the country’s and a default prefix follows', () => {
    const values = filled({ locker_id: 'RO-1', locker_name: 'Easybox' });
    expect(countryChange(values, '3', 'HUF')).toEqual({
      country_id: '3',
      currency: 'HUF',
      locker_id: null,
      locker_name: '',
      locality_id: null,
      locality_name: '',
      postal_code: '',
      phone_prefix: '+36',
    });
    // A prefix the user typed stays.
    expect(countryChange(filled({ phone_prefix: '+48' }), '4', 'EUR')).not.toHaveProperty('phone_prefix');
  });

  it('given a service that does not reach the country, then its first country is taken; a home service drops the locker', () => {
    const values = filled({ delivery_service: '3', country_id: '10', currency: 'CZK', locker_id: 'CZ-1', locker_name: 'Box' });
    expect(
      serviceChange(values, '1', [
        { id: 1, currency: 'RON' },
        { id: 3, currency: 'HUF' },
      ]),
    ).toMatchObject({
      delivery_service: '1',
      country_id: '1',
      currency: 'RON',
      locker_id: null,
    });
    expect(serviceChange(filled(), '2', [{ id: 1, currency: 'RON' }])).toEqual({ delivery_service: '2', locker_id: null, locker_name: '' });
  });

  it('given private person switched on, then the contact name is cleared; cash on delivery switched off sets 0', () => {
    expect(privatePersonChange(true)).toEqual({ private_person: true, contact_name: '' });
    expect(privatePersonChange(false)).toEqual({ private_person: false });
    expect(cashOnDeliveryChange(false)).toEqual({ cash_on_delivery: false, cash_on_delivery_value: 0 });
  });

  it('given a picked locality, then its main postal code fills the field; a street goes into the address and may bring its own code', () => {
    expect(localityChange({ id: 5, name: 'Cluj-Napoca', main_postal_code: '400001' })).toEqual({
      locality_id: '5',
      locality_name: 'Cluj-Napoca',
      postal_code: '400001',
    });
    expect(localityChange(null)).toEqual({ locality_id: null, locality_name: '', postal_code: '' });
    expect(streetChange(filled(), { type: 'Strada', name: 'Memorandumului', postal_code: '400114' })).toEqual({
      details: 'Strada Memorandumului ',
      postal_code: '400114',
    });
  });

  it('given a locker picked without a locality, then the locker’s locality is taken', () => {
    const locker = { id: 'RO-9', name: 'Easybox Mall', locality_id: 5, locality_name: 'Cluj-Napoca', postal_code: '400002' };
    expect(lockerChange(filled({ locality_id: null, locality_name: '' }), locker)).toEqual({
      locker_id: 'RO-9',
      locker_name: 'Easybox Mall',
      locality_id: '5',
      locality_name: 'Cluj-Napoca',
      postal_code: '400002',
    });
    expect(lockerChange(filled(), locker)).toEqual({ locker_id: 'RO-9', locker_name: 'Easybox Mall' });
  });

  it('given 21 parcels or a locker service, then no parcel can be added', () => {
    expect(mayAddParcel({ delivery_service: '1', parcels: Array.from({ length: 20 }, newParcel) })).toBe(true);
    expect(mayAddParcel({ delivery_service: '1', parcels: Array.from({ length: 21 }, newParcel) })).toBe(false);
    expect(mayAddParcel({ delivery_service: '3', parcels: [newParcel()] })).toBe(false);
    expect(mayAddParcel({ delivery_service: '4', parcels: [newParcel()] })).toBe(false);
  });
});

describe('a stored shipment in the form', () => {
  it('given a return, then the sender fills the form, the prefix shows with +, parcels in their order', () => {
    const party = (name: string) => ({
      name,
      private_person: false,
      contact_name: 'Ana',
      email: null,
      phone: { prefix: '0040', number: '712345678' },
      country: { id: 1, name: 'Rumunia', iso_code: 'RO', currency: 'RON' },
      address: { locality: { id: 17, name: 'București' }, county: null, postal_code: '010011', details: 'Lipscani 5' },
      locker: null,
    });
    const parcel = (id: number, order: number) => ({
      id,
      waybill: {
        internal: `P${id}`,
        external_first_mile: null,
        external_last_mile: null,
        external_return: null,
        external_duplicated: null,
        external_buffer: null,
      },
      in_shipment_order: order,
      weight: { declared: order, measured: null },
      dimensions: { declared: { height: 10, width: 20, length: 30 }, measured: null },
      timestamps: { shipping_warehouse_received_at: null, delivered_at: null, return_warehouse_received_at: null },
      non_conveyable: false,
      oversize: false,
      status: null,
    });
    const shipment = {
      client_id: 4,
      client_name: 'Sklep',
      delivery_service: 2,
      country_id: 1,
      sender: party('Ion'),
      recipient: party('Sklep'),
      content: { declared_content: 'Buty', declared_value: 10, currency: 'RON', cash_on_delivery_value: 0 },
      additional_data: { note: null, first_reference_number: 'R1', second_reference_number: null },
      parcels: [parcel(9, 2), parcel(8, 1)],
    } as unknown as ShipmentView;
    const values = valuesFromShipment(shipment);
    expect(values).toMatchObject({
      name: 'Ion',
      phone_prefix: '+40',
      locality_id: '17',
      contact_name: 'Ana',
      cash_on_delivery: false,
      first_reference_number: 'R1',
      note: '',
    });
    expect(values.parcels.map((p) => p.id)).toEqual([8, 9]);
    expect(problems(values)).toEqual({});
  });
});
