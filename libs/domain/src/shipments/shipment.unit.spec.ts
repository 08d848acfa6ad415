import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { decideCreateShipment, type CreateShipmentInput } from './create-shipment.js';
import { decideAdoptParcel, type AdoptParcelInput } from './adopt-parcel.js';
import {
  decideRecordStatus,
  decideDeleteStatusRow,
  decideSetBufferNumber,
  evolveParcel,
  initialParcelState,
  currentStatus,
} from './parcel.js';
import {
  decideChangeShipment,
  decideMarkDeleted,
  decideRetryRegistration,
  evolveShipment,
  initialShipmentState,
  needsRegistration,
  recordRegistration,
  recordRegistrationFailure,
  type ShipmentState,
} from './shipment.js';
import type { ParcelEvent, ShipmentEvent } from './shipment.events.js';
import { facts, order, party } from './shipment-fixtures.testing.js';

const NOW = '2026-11-24T10:00:00.000Z';
const input = (over: Partial<CreateShipmentInput> = {}): CreateShipmentInput => ({
  shipmentId: 5,
  number: '3WRO0000000005',
  order: order(),
  creator: 'app_v2',
  isEmag: false,
  createdAt: NOW,
  ...over,
});
const given = (...events: ShipmentEvent[]): ShipmentState => events.reduce(evolveShipment, initialShipmentState);
const created = (): ShipmentEvent => decideCreateShipment(input(), facts())[0]!;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.details['field'] };
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('create a shipment', () => {
  it('given a valid order, then ShipmentCreated with the courier of the country', () => {
    const [event] = decideCreateShipment(input({ order: order({ country_id: 3, recipient: party({ country_id: 3 }) }) }), facts());
    expect(event).toMatchObject({ type: 'ShipmentCreated', data: { shipmentId: 5, courierId: 4, creator: 'app_v2' } });
  });

  it('given a country the client may not send to, then 451 shipment_country_not_allowed', () => {
    expect(codeOf(() => decideCreateShipment(input(), facts({}, { allowedCountries: [3] })))).toEqual({
      code: 'shipment_country_not_allowed',
      field: undefined,
    });
  });

  it('given a client with its dispatch blocked, then refused', () => {
    expect(codeOf(() => decideCreateShipment(input(), facts({}, { dispatchBlocked: true }))).code).toBe('shipment_dispatch_blocked');
  });

  it('given a blocked client, then refused', () => {
    expect(codeOf(() => decideCreateShipment(input(), facts({}, { active: false }))).code).toBe('shipment_client_blocked');
  });

  it('given a locker service with two parcels, then shipment_locker_multi_parcel', () => {
    const two = order({
      delivery_service: 3,
      parcels: [order().parcels[0]!, { ...order().parcels[0]!, parcel_id: 12, in_shipment_order: 2 }],
    });
    expect(codeOf(() => decideCreateShipment(input({ order: two }), facts({ lockerInCountry: true }))).code).toBe(
      'shipment_locker_multi_parcel',
    );
  });

  it('given a locker service without a known locker, then the field of the foreign party', () => {
    expect(codeOf(() => decideCreateShipment(input({ order: order({ delivery_service: 3 }) }), facts({ lockerInCountry: false })))).toEqual(
      {
        code: 'shipment_locker_unknown',
        field: 'recipient.locker_id',
      },
    );
    expect(codeOf(() => decideCreateShipment(input({ order: order({ delivery_service: 4 }) }), facts({ lockerInCountry: null })))).toEqual({
      code: 'shipment_locker_unknown',
      field: 'sender.locker_id',
    });
  });

  it('given a locality of another country, then {party}.address.locality_id', () => {
    expect(codeOf(() => decideCreateShipment(input(), facts({ localityInCountry: false })))).toEqual({
      code: 'shipment_locality_unknown',
      field: 'recipient.address.locality_id',
    });
  });

  it('given COD for a client without COD, then content.cash_on_delivery_value', () => {
    const cod = order({ content: { ...order().content, cash_on_delivery_value: 50 } });
    expect(codeOf(() => decideCreateShipment(input({ order: cod }), facts({}, { codEnabled: false }))).code).toBe(
      'shipment_cod_not_enabled',
    );
  });

  it('given home delivery to the Czech Republic (pickup points only), then refused on the country', () => {
    const cz = order({ country_id: 10, recipient: party({ country_id: 10 }) });
    expect(codeOf(() => decideCreateShipment(input({ order: cz }), facts()))).toEqual({
      code: 'shipment_service_country',
      field: 'recipient.country_id',
    });
  });
});

describe('registration', () => {
  const answer = { courier: 'sameday', awb: '1SDY000000001', parcels: [{ parcel_id: 11, number: '1SDY000000001001' }] };

  it('given a new shipment, then it needs registration; once registered it does not', () => {
    expect(needsRegistration(given(created()))).toBe(true);
    const events = recordRegistration(given(created()), answer, NOW);
    expect(events).toEqual([{ type: 'ShipmentRegisteredWithCourier', data: { shipmentId: 5, ...answer, registeredAt: NOW } }]);
    expect(needsRegistration(given(created(), ...events))).toBe(false);
  });

  it('given a registered shipment, when the answer comes again, then nothing is recorded twice', () => {
    const state = given(created(), ...recordRegistration(given(created()), answer, NOW));
    expect(recordRegistration(state, answer, NOW)).toEqual([]);
    expect(recordRegistrationFailure(state, { reason: 'unavailable', message: 'down', fields: {} }, NOW)).toEqual([]);
  });

  it('given a failure, then a retry may be asked, and only then', () => {
    expect(codeOf(() => decideRetryRegistration(given(created()))).code).toBe('shipment_registration_not_failed');
    const failed = given(
      created(),
      ...recordRegistrationFailure(given(created()), { reason: 'rejected', message: 'Validation Failed', fields: {} }, NOW),
    );
    expect(decideRetryRegistration(failed)).toEqual([{ type: 'ShipmentRegistrationRetryRequested', data: { shipmentId: 5 } }]);
    expect(
      needsRegistration(
        given(created(), {
          type: 'ShipmentRegistrationFailed',
          data: { shipmentId: 5, reason: 'rejected', message: '', fields: {}, failedAt: NOW },
        }),
      ),
    ).toBe(false);
  });
});

describe('change and delete', () => {
  it('given an unregistered shipment, then it may change; registered, then read-only', () => {
    expect(
      decideChangeShipment(given(created()), order({ content: { ...order().content, declared_value: 99 } }), facts(), false)[0]?.type,
    ).toBe('ShipmentChanged');
    const registered = given(created(), {
      type: 'ShipmentRegisteredWithCourier',
      data: { shipmentId: 5, courier: 's', awb: 'A', parcels: [], registeredAt: NOW },
    });
    expect(codeOf(() => decideChangeShipment(registered, order(), facts(), false)).code).toBe('shipment_read_only');
  });

  it('given a parcel under a buffer number, then read-only; a changed order is checked like a new one', () => {
    expect(codeOf(() => decideChangeShipment(given(created()), order(), facts(), true)).code).toBe('shipment_read_only');
    expect(codeOf(() => decideChangeShipment(given(created()), order(), facts({}, { allowedCountries: [3] }), false)).code).toBe(
      'shipment_country_not_allowed',
    );
  });

  it('given no shipment, then shipment_not_found', () => {
    expect(codeOf(() => decideChangeShipment(initialShipmentState, order(), facts(), false)).code).toBe('shipment_not_found');
  });

  it('given a deleted shipment, then it cannot be deleted or changed again', () => {
    const deleted = given(created(), ...decideMarkDeleted(given(created()), true, NOW));
    expect(codeOf(() => decideMarkDeleted(deleted, true, NOW)).code).toBe('shipment_deleted');
    expect(codeOf(() => decideChangeShipment(deleted, order(), facts(), false)).code).toBe('shipment_deleted');
    expect(needsRegistration(deleted)).toBe(false);
  });

  it('given a deletion not allowed for the caller, then shipment_not_deletable', () => {
    expect(codeOf(() => decideMarkDeleted(given(created()), false, NOW)).code).toBe('shipment_not_deletable');
  });
});

describe('parcel status rows', () => {
  const row = { rowId: 1, parcelId: 11, shipmentId: 5, statusTypeId: 55, when: NOW, where: 'Tychy', deletionAllowed: true };
  const parcel = (...events: ParcelEvent[]) => events.reduce(evolveParcel, initialParcelState);

  it('given a repeatable status, then it may be recorded again', () => {
    const state = parcel(...decideRecordStatus(initialParcelState, { ...row, repeatable: true }));
    expect(decideRecordStatus(state, { ...row, rowId: 2, repeatable: true })).toHaveLength(1);
  });

  it('given a status that is not repeatable and already there, then status_not_repeatable', () => {
    const state = parcel(...decideRecordStatus(initialParcelState, { ...row, statusTypeId: 62, repeatable: false }));
    expect(codeOf(() => decideRecordStatus(state, { ...row, rowId: 2, statusTypeId: 62, repeatable: false })).code).toBe(
      'status_not_repeatable',
    );
  });

  it('given rows, then only a row that allows it is deleted, and the current status is the latest by time', () => {
    const state = parcel(
      { type: 'ParcelStatusRecorded', data: row },
      {
        type: 'ParcelStatusRecorded',
        data: { ...row, rowId: 2, statusTypeId: 60, when: '2026-11-25T00:00:00.000Z', deletionAllowed: false },
      },
    );
    expect(currentStatus(state.rows)?.statusTypeId).toBe(60);
    expect(codeOf(() => decideDeleteStatusRow(state, 2)).code).toBe('status_row_not_deletable');
    expect(codeOf(() => decideDeleteStatusRow(state, 9)).code).toBe('status_row_not_found');
    const after = parcel({ type: 'ParcelStatusRecorded', data: row }, ...decideDeleteStatusRow(state, 1));
    expect(after.rows).toEqual([]);
  });
});

describe('adopting a parcel (force-assign to a client)', () => {
  const bufferParcel = { ...initialParcelState, buffer: { number: 'RE_123456789', emag: false } };
  const clientParty = party({ name: 'Nowy Klient', country_id: 2 });
  const adoption = (over: Partial<AdoptParcelInput> = {}): AdoptParcelInput => ({
    kind: 'buffer',
    parcelId: 11,
    clientId: 9,
    isEmag: true,
    asReturn: false,
    newShipmentId: 6,
    newNumber: '4WRO0000000006',
    clientParty,
    at: NOW,
    ...over,
  });

  it('given a buffer parcel of a processable shipment, then a new shipment of the client with that parcel, and the parcel leaves the old one', () => {
    const { created: newShipment, adopted } = decideAdoptParcel(given(created()), bufferParcel, adoption(), facts());
    expect(newShipment[0]).toMatchObject({
      type: 'ShipmentCreated',
      data: {
        shipmentId: 6,
        creator: 'adoption',
        isEmag: true,
        order: { client_id: 9, sender: { name: 'Nowy Klient' }, parcels: [{ parcel_id: 11, in_shipment_order: 1 }] },
      },
    });
    expect(adopted).toEqual([
      { type: 'ShipmentParcelAdopted', data: { shipmentId: 5, parcelId: 11, toShipmentId: 6, toClientId: 9, adoptedAt: NOW } },
    ]);
    const after = given(created(), ...adopted);
    expect(after.status === 'existing' && after.order.parcels).toEqual([]);
    expect(after.status === 'existing' && after.deletedAt).toBe(NOW);
  });

  it('given a parcel without a buffer number, then parcel_not_buffer', () => {
    expect(codeOf(() => decideAdoptParcel(given(created()), initialParcelState, adoption(), facts())).code).toBe('parcel_not_buffer');
  });

  it('given the wrong variant for the shipment, then parcel_not_adoptable', () => {
    expect(codeOf(() => decideAdoptParcel(given(created()), bufferParcel, adoption({ kind: 'unprocessable' }), facts())).code).toBe(
      'parcel_not_adoptable',
    );
    const scanned = decideCreateShipment(input({ creator: 'init_scan' }), facts())[0]!;
    expect(
      decideAdoptParcel(given(scanned), bufferParcel, adoption({ kind: 'unprocessable', asReturn: true }), facts()).created[0],
    ).toMatchObject({
      data: { order: { delivery_service: 2, sender: { name: 'Ana Popescu' }, recipient: { name: 'Nowy Klient' } } },
    });
    expect(codeOf(() => decideAdoptParcel(given(scanned), bufferParcel, adoption(), facts())).code).toBe('parcel_not_adoptable');
  });

  it('given a parcel of another shipment, or a client that may not send there, then refused', () => {
    expect(codeOf(() => decideAdoptParcel(given(created()), bufferParcel, adoption({ parcelId: 99 }), facts())).code).toBe(
      'parcel_not_found',
    );
    expect(codeOf(() => decideAdoptParcel(given(created()), bufferParcel, adoption(), facts({}, { allowedCountries: [3] }))).code).toBe(
      'shipment_country_not_allowed',
    );
  });

  it('a buffer number set twice the same records once', () => {
    const input = { parcelId: 11, shipmentId: 5, number: 'RE_1', emag: false };
    const state = decideSetBufferNumber(initialParcelState, input).reduce(evolveParcel, initialParcelState);
    expect(state.buffer).toEqual({ number: 'RE_1', emag: false });
    expect(decideSetBufferNumber(state, input)).toEqual([]);
    expect(decideSetBufferNumber(state, { ...input, number: 'RE_2' })).toHaveLength(1);
  });
});
