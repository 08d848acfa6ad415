import { describe, expect, it } from 'vitest';
import { requestPath, validationFields } from './sameday-awb-form.js';
import { tokenUsableUntil } from './sameday-client.js';

describe("Sameday's answers read as ours", () => {
  it('given a 400 Validation Failed, when read, then its children errors land on our request paths', () => {
    const body = {
      code: 400,
      message: 'Validation Failed',
      errors: {
        children: {
          pickupPoint: { errors: ['This value is not valid.'] },
          awbRecipient: { children: { phoneNumber: { errors: ['Invalid phone number.'] }, postalCode: {}, name: { errors: [] } } },
          parcels: { children: [{ children: { weight: { errors: ['Too heavy.'] } } }] },
          lockerLastMile: { errors: ['Locker not found.'] },
        },
      },
    };
    expect(validationFields(body)).toEqual({
      'courier.pickupPoint': ['This value is not valid.'],
      'recipient.phone': ['Invalid phone number.'],
      'parcels.0.weightKg': ['Too heavy.'],
      lockerId: ['Locker not found.'],
    });
  });

  it('given a 400 without children, when read, then no fields (the caller keeps the message)', () => {
    expect(validationFields({ code: 400, message: 'No data found for current user.' })).toEqual({});
    expect(validationFields({ errors: { errors: ['Form error.'] } })).toEqual({ _: ['Form error.'] });
  });

  it('maps Sameday form paths to ours', () => {
    expect(requestPath('thirdPickupAddress.city')).toBe('sender.locality');
    expect(requestPath('cashOnDelivery')).toBe('codAmount');
    expect(requestPath('parcels.2.height')).toBe('parcels.2.heightCm');
    expect(requestPath('awbRecipient.unknown')).toBe('courier.awbRecipient.unknown');
  });

  it('given expire_at in Romanian time, when read, then the token is reused until a minute before (taken as UTC+3)', () => {
    expect(new Date(tokenUsableUntil('2026-11-25 14:30', 0)).toISOString()).toBe('2026-11-25T11:29:00.000Z');
    expect(tokenUsableUntil('tomorrow', 1_000)).toBe(61_000);
  });
});
