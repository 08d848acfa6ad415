import { describe, expect, it } from 'vitest';
import { courierRequest, RO_RECIPIENT } from '../../../testing/couriers.js';
import type { SourceLocker } from '../../lockers/locker-source.js';
import { isCourierPhone, sandboxRefusals, SANDBOX_REJECT, triggerOf, type SandboxKnowledge } from './sandbox-rules.js';

const locker = (nativeId: string, countryIso: string): SourceLocker => ({
  nativeId,
  countryIso,
  localityId: 1,
  localityName: 'X',
  county: null,
  name: 'easybox Sandbox X 1',
  address: 'Str. X 1',
  postalCode: '400211',
  lat: null,
  lng: null,
  supportedPayment: true,
});

const known: SandboxKnowledge = {
  lockers: new Map([
    ['10261', locker('10261', 'RO')],
    ['30000011', locker('30000011', 'HU')],
  ]),
  romanianPostalCodes: new Set(['400211', '010013']),
};

describe('the sandbox couriers refuse what a courier would', () => {
  it('given a valid Romanian home delivery, when checked, then nothing is refused', () => {
    expect(sandboxRefusals(courierRequest(), known)).toEqual({});
  });

  it('given a recipient phone that is not 9-10 digits, when checked, then recipient.phone', () => {
    for (const phone of ['12345678', '12345678901', '+40722123456', '07221234ab', '']) {
      expect(sandboxRefusals(courierRequest({ recipient: { ...RO_RECIPIENT, phone } }), known), phone).toEqual({
        'recipient.phone': ['This value is not a valid phone number.'],
      });
    }
    expect(isCourierPhone('(072) 212-34.56')).toBe(true);
  });

  it('given a Romanian postal code the courier does not know or a malformed one, when checked, then recipient.postalCode', () => {
    expect(sandboxRefusals(courierRequest({ recipient: { ...RO_RECIPIENT, postalCode: '999999' } }), known)).toEqual({
      'recipient.postalCode': ['Postal code not found.'],
    });
    expect(sandboxRefusals(courierRequest({ recipient: { ...RO_RECIPIENT, postalCode: '4002' } }), known)).toEqual({
      'recipient.postalCode': ['Invalid postal code.'],
    });
  });

  it('given a Hungarian home delivery, when checked, then the postal code needs four digits and the currency is HUF', () => {
    const hu = { ...RO_RECIPIENT, countryIso: 'HU', postalCode: '1011', locality: 'Budapest', county: null };
    expect(sandboxRefusals(courierRequest({ courierId: 4, recipient: hu, currency: 'HUF' }), known)).toEqual({});
    expect(sandboxRefusals(courierRequest({ courierId: 4, recipient: { ...hu, postalCode: '10110' }, currency: 'RON' }), known)).toEqual({
      'recipient.postalCode': ['Invalid postal code.'],
      currency: ['Currency must be HUF for HU.'],
    });
  });

  it('given a locker delivery, when the locker is unknown to the network or abroad, then lockerId; its address is not checked', () => {
    const base = { kind: 'locker_delivery' as const, recipient: { ...RO_RECIPIENT, postalCode: '', address: '' } };
    expect(sandboxRefusals(courierRequest({ ...base, lockerId: 'SD-10261' }), known)).toEqual({});
    expect(sandboxRefusals(courierRequest({ ...base, lockerId: 'SD-99999' }), known)).toEqual({ lockerId: ['Locker not found.'] });
    expect(sandboxRefusals(courierRequest({ ...base, lockerId: 'SD-30000011' }), known)).toEqual({
      lockerId: ['The locker is not in RO.'],
    });
  });

  it('given a locker delivery, when it has two parcels or one too big for a box, then parcels', () => {
    const base = { kind: 'locker_delivery' as const, lockerId: 'SD-10261' };
    const parcel = { reference: 'p1', weightKg: 2, heightCm: 10, widthCm: 20, lengthCm: 30 };
    expect(sandboxRefusals(courierRequest({ ...base, parcels: [parcel, { ...parcel, reference: 'p2' }] }), known)).toEqual({
      parcels: ['A locker shipment has exactly one parcel.'],
    });
    expect(sandboxRefusals(courierRequest({ ...base, parcels: [{ ...parcel, weightKg: 25, lengthCm: 70 }] }), known)).toEqual({
      'parcels.0.weightKg': ['At most 20 kg.'],
      'parcels.0.lengthCm': ['At most 61 cm.'],
    });
  });

  it('given a parcel without weight or a negative COD, when checked, then those fields', () => {
    const parcels = [{ reference: 'p1', weightKg: 0, heightCm: 10, widthCm: 20, lengthCm: 30 }];
    expect(sandboxRefusals(courierRequest({ parcels, codAmount: -1 }), known)).toEqual({
      'parcels.0.weightKg': ['This value should be greater than 0.'],
      codAmount: ['This value should be greater than or equal to 0.'],
    });
    expect(sandboxRefusals(courierRequest({ parcels: [] }), known)).toEqual({ parcels: ['At least one parcel is required.'] });
  });

  it('given a home return, when checked, then the sender (picked up) is the party checked', () => {
    const request = courierRequest({
      kind: 'home_return',
      sender: { ...RO_RECIPIENT, phone: '12' },
      recipient: { ...RO_RECIPIENT, postalCode: '999999' },
    });
    expect(sandboxRefusals(request, known)).toEqual({ 'sender.phone': ['This value is not a valid phone number.'] });
  });

  it(`given ${SANDBOX_REJECT} in a name, when checked, then rejected on that name`, () => {
    const request = courierRequest({ recipient: { ...RO_RECIPIENT, name: 'Test sandbox-reject Ana' } });
    expect(triggerOf(request, SANDBOX_REJECT)).toBe('recipient');
    expect(sandboxRefusals(request, known)).toEqual({ 'recipient.name': ['Rejected on request (SANDBOX-REJECT).'] });
  });
});
