import { describe, expect, it } from 'vitest';
import { dataTableRequest } from './data-table.js';
import { changePasswordRequest, createUserRequest, loginRequest } from './identity.js';
import { z } from 'zod';
import { isValidEmail, numeric, parseContract } from './validation.js';

describe('e-mail rule', () => {
  it('accepts valid addresses and refuses long or malformed ones', () => {
    expect(isValidEmail('jan.kowalski@firma.pl')).toBe(true);
    expect(isValidEmail('bez-malpy.pl')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(65)}@x.pl`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@x.pl`)).toBe(true);
    expect(isValidEmail(`a@${'b'.repeat(250)}.pl`)).toBe(false);
  });
});

describe('parseContract', () => {
  it('given a bad login, then field codes the console can translate', () => {
    expect(parseContract(loginRequest, { email: 'nope', password: '123' })).toEqual({
      success: false,
      errors: { email: ['invalid_email'], password: ['password_too_short'] },
    });
    expect(parseContract(loginRequest, {})).toEqual({ success: false, errors: { email: ['required'], password: ['required'] } });
  });

  it('given a good login, then the e-mail is trimmed and lower-cased', () => {
    expect(parseContract(loginRequest, { email: ' Jan@Firma.PL ', password: 'secret1' })).toEqual({
      success: true,
      data: { email: 'jan@firma.pl', password: 'secret1' },
    });
  });

  it('given passwords that differ, then the confirmation field is marked', () => {
    expect(parseContract(changePasswordRequest, { current_password: 'old-secret', password: 'secret1', password_confirmation: 'secret2' })).toEqual({
      success: false,
      errors: { password_confirmation: ['passwords_do_not_match'] },
    });
  });

  it('given a client role on the users form, then invalid_value', () => {
    const result = parseContract(createUserRequest, { email: 'a@b.pl', role: 3 });
    expect(result).toEqual({ success: false, errors: { role: ['invalid_value'] } });
  });

  it('given an empty table request, then the spec defaults', () => {
    expect(parseContract(dataTableRequest, {})).toEqual({
      success: true,
      data: { draw: 0, start: 0, length: 25, order: [], search: { value: '' } },
    });
    expect(parseContract(dataTableRequest, { length: 100000 }).success).toBe(false);
  });
});

describe('numeric', () => {
  const amount = z.object({ amount: numeric(z.number({ error: 'invalid_value' }).min(0)) });

  it.each([
    [12.5, 12.5],
    ['12.5', 12.5],
    [' 3 ', 3],
  ])('given %j, then the number %s', (given, expected) => {
    expect(parseContract(amount, { amount: given })).toEqual({ success: true, data: { amount: expected } });
  });

  it.each([[[]], [[5]], [{}], [true], [false], ['x']])('given %j, then invalid_value, not a number made of it', (given) => {
    expect(parseContract(amount, { amount: given })).toEqual({ success: false, errors: { amount: ['invalid_value'] } });
  });
});
