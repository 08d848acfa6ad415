import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientDataParams, clientIdParams, clientListRequest, createClientRequest, defineParameterRequest } from './clients.js';
import { courierCredentialFields } from './credentials.js';
import { badTextPaths, flag, INT4_MAX, intId, parseContract, zeroOneFlag } from './validation.js';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = parseContract(schema, input);
  return result.success ? undefined : result.errors;
};

describe('flags: one helper for every yes/no field', () => {
  it('given 0/1, "0"/"1", true/false or "true"/"false", then the same value', () => {
    for (const yes of [1, '1', true, 'true']) expect(flag.parse(yes), String(yes)).toBe(true);
    for (const no of [0, '0', false, 'false']) expect(flag.parse(no), String(no)).toBe(false);
    expect(zeroOneFlag.parse(true)).toBe(1);
    expect(zeroOneFlag.parse('0')).toBe(0);
  });

  it('given anything else, then invalid_value; nothing, then required', () => {
    for (const odd of [2, -1, 'yes', 'TRUE ', [], {}, 0.5]) expect(errorsOf(z.object({ f: flag }), { f: odd }), JSON.stringify(odd)).toEqual({ f: ['invalid_value'] });
    expect(errorsOf(z.object({ f: flag }), {})).toEqual({ f: ['required'] });
  });

  it('given the client list, then deleted: 1 works as deleted: true (it answered 422 before)', () => {
    expect(clientListRequest.parse({ deleted: 1 }).deleted).toBe(true);
    expect(clientListRequest.parse({ deleted: 'false', last_month: '1' })).toMatchObject({ deleted: false, last_month: true });
    expect(courierCredentialFields.shape.assign.parse(1)).toBe(true);
  });

  it('given a client form, then cod_enabled takes true/false as well as 0/1, stored as 0/1', () => {
    const shape = createClientRequest.shape;
    expect(shape.cod_enabled.parse(true)).toBe(1);
    expect(shape.download_ext.parse('false')).toBe(0);
    expect(shape.ext_number.parse(1)).toBe(1);
  });

  it('given a boolean parameter value as JSON true/false, then its text', () => {
    expect(defineParameterRequest.parse({ type_id: 1, value: true }).value).toBe('true');
  });
});

describe('ids within int4', () => {
  it('given 1..2147483647, then accepted; 0, 2^31, 2^53, -1, 1e308, NaN text, then invalid_value', () => {
    expect(intId.parse('2147483647')).toBe(INT4_MAX);
    expect(clientIdParams.parse({ id: '1' })).toEqual({ id: 1 });
    for (const odd of [0, 2 ** 31, 2 ** 53, -1, 1e308, '1e308', 'NaN', 1.5]) {
      const codes = errorsOf(clientIdParams, { id: odd })?.['id'] ?? [];
      expect(codes.length, String(odd)).toBeGreaterThan(0);
      for (const code of codes) expect(['invalid_value', 'invalid_type'], String(odd)).toContain(code);
    }
    expect(errorsOf(clientDataParams, { id: String(2 ** 31) })).toEqual({ id: ['invalid_value'] });
  });
});

describe('text no column can hold', () => {
  it('given NUL or a lone surrogate anywhere (values or keys), then its path; well-formed text, then nothing', () => {
    expect(badTextPaths({ a: 'ok', b: ['x', 'nul\u0000'], c: { d: '\ud800' } })).toEqual(['b.1', 'c.d']);
    expect(badTextPaths({ ['k\udc00']: 1 })).toEqual(['_']);
    expect(badTextPaths('\udfff lone low')).toEqual(['_']);
    expect(badTextPaths({ emoji: 'paczka 📦 zażółć', n: 1, nothing: null })).toEqual([]);
  });
});
