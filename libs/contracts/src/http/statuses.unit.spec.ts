import { describe, expect, it } from 'vitest';
import {
  createStatusTypeRequest,
  statusGroupParams,
  statusSystemIdParams,
  statusTypeIdRequest,
  updateStatusTypeRequest,
} from './statuses.js';
import { parseContract } from './validation.js';

const form = { name: 'Czeka', displayed_name: 'Czeka na odbiór', displayed_name_ro: 'Așteaptă', internal: 0 };

describe('status type contracts', () => {
  it('given the four required fields, then code and group are null and the courier is ours', () => {
    expect(parseContract(createStatusTypeRequest, form)).toEqual({
      success: true,
      data: { ...form, code: null, group_id: null, id_courier: 1 },
    });
  });

  it('given none of them, then each is required', () => {
    const result = parseContract(createStatusTypeRequest, { name: ' ', code: 'X' });
    expect(result).toEqual({
      success: false,
      errors: { name: ['required'], displayed_name: ['required'], displayed_name_ro: ['required'], internal: ['required'] },
    });
  });

  it('given internal as 0/1, "0"/"1" or true/false, then 0 or 1; anything else invalid_value', () => {
    for (const [given, stored] of [
      [1, 1],
      ['1', 1],
      [true, 1],
      ['true', 1],
      [0, 0],
      ['0', 0],
      [false, 0],
      ['false', 0],
    ] as const) {
      const result = parseContract(createStatusTypeRequest, { ...form, internal: given });
      expect(result.success && result.data.internal, String(given)).toBe(stored);
    }
    expect(parseContract(createStatusTypeRequest, { ...form, internal: 2 })).toEqual({
      success: false,
      errors: { internal: ['invalid_value'] },
    });
  });

  it('given ids as numbers or numeric strings, then numbers; beyond int4, zero or fractions invalid_value, text invalid_type', () => {
    const update = parseContract(updateStatusTypeRequest, { ...form, id: '1000', group_id: '3', code: ' W1 ' });
    expect(update.success && update.data).toMatchObject({ id: 1000, group_id: 3, code: 'W1' });
    for (const id of [0, -1, 2 ** 31, 1.5]) {
      expect(parseContract(statusTypeIdRequest, { id }), String(id)).toEqual({ success: false, errors: { id: ['invalid_value'] } });
    }
    expect(parseContract(statusTypeIdRequest, { id: 'abc' })).toEqual({ success: false, errors: { id: ['invalid_type'] } });
    expect(parseContract(statusTypeIdRequest, {})).toEqual({ success: false, errors: { id: ['required'] } });
    expect(parseContract(statusGroupParams, { identifier: '7' })).toEqual({ success: true, data: { identifier: 7 } });
  });

  it('given texts too long, then too_long', () => {
    const result = parseContract(createStatusTypeRequest, { ...form, name: 'x'.repeat(256), code: 'y'.repeat(65) });
    expect(result).toEqual({ success: false, errors: { name: ['too_long'], code: ['too_long'] } });
  });

  it('system ids are lower-case words with underscores', () => {
    expect(parseContract(statusSystemIdParams, { systemId: 'unknown_problem_detected' }).success).toBe(true);
    expect(parseContract(statusSystemIdParams, { systemId: 'DROP TABLE' })).toEqual({
      success: false,
      errors: { systemId: ['invalid_value'] },
    });
  });
});

describe('changing a status type', () => {
  it('given code and group left out, then they stay undefined (kept); null or blank clears them', () => {
    const kept = parseContract(updateStatusTypeRequest, { ...form, id: 55 });
    expect(kept.success && kept.data).toEqual({ ...form, id: 55, code: undefined, group_id: undefined });
    const cleared = parseContract(updateStatusTypeRequest, { ...form, id: 55, code: '', group_id: null });
    expect(cleared.success && cleared.data).toEqual({ ...form, id: 55, code: null, group_id: null });
    const set = parseContract(updateStatusTypeRequest, { ...form, id: 55, code: 'X', group_id: '2' });
    expect(set.success && set.data).toMatchObject({ code: 'X', group_id: 2 });
    expect(parseContract(updateStatusTypeRequest, { ...form, id: 55, group_id: 0 }).success).toBe(false);
  });
});
