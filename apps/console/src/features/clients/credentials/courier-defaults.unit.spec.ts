import { describe, expect, it } from 'vitest';
import { fieldsForCourier } from './courier-defaults';

const defaults = { dpd_system_id: 'operator-dpd', dpd_api_password: 'dpd-pass', out_service: 'classic', iai_password: 'iai' };
const empty = { username: '', password: '', contract_number: '', service: '' };

describe('DPD defaults of a new courier credential', () => {
  it('given DPD and empty fields, then login, password and service come from the defaults', () => {
    expect(fieldsForCourier(empty, '2', defaults)).toEqual({ username: 'operator-dpd', password: 'dpd-pass', contract_number: '', service: 'classic' });
  });

  it('given DPD and typed values, then they stay', () => {
    const typed = { username: 'x', password: 'moje', contract_number: 'U-9', service: 'express' };
    expect(fieldsForCourier(typed, '2', defaults)).toEqual(typed);
  });

  it('given another courier, then untouched defaults leave and typed values stay', () => {
    const prefilled = { username: 'operator-dpd', password: 'dpd-pass', contract_number: 'U-9', service: 'express' };
    expect(fieldsForCourier(prefilled, '1', defaults)).toEqual({ username: '', password: '', contract_number: 'U-9', service: 'express' });
  });

  it('given no defaults (not loaded), then nothing changes', () => {
    expect(fieldsForCourier(empty, '2', undefined)).toBe(empty);
  });
});
