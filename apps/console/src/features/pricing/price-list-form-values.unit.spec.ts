import { describe, expect, it } from 'vitest';
import { parseContract, type PriceListView } from '@parcel/contracts';
import { SURCHARGE_KEYS } from '@parcel/domain';
import {
  cloneOfDefault,
  newPriceListValues,
  priceListFormSchema,
  toBody,
  valuesOfView,
  warsawToday,
  type PriceListFormValues,
} from './price-list-form-values';

const lumpSum = { type: 'lump_sum' as const, value: 0, minimal: null, maximal: null };

/** A stored default income list, as GET /income/one/{id} answers. */
const stored = (overrides: Partial<PriceListView> = {}): PriceListView =>
  ({
    id: 12,
    id_client: null,
    type: 'income',
    name: 'Rumunia standard 2030',
    special_association: 'standard',
    id_courier: null,
    id_country: 1,
    begin_date: '2030-01-01',
    currency: 'PLN',
    specific_factors_currency: 'RON',
    weight_thresholds: [
      { id: 101, limiting_threshold: 3, base_amount: 11.5 },
      { id: 102, limiting_threshold: 10, base_amount: 14 },
    ],
    deactivated_at: null,
    used: false,
    active: true,
    ...Object.fromEntries(SURCHARGE_KEYS.map((key) => [key, lumpSum])),
    cod_account_factor: { type: 'percent', value: 1.5, minimal: 3, maximal: null },
    ...overrides,
  }) as PriceListView;

const named = (values: PriceListFormValues) => ({ ...values, name: 'Węgry 2030' });

describe('a new price list', () => {
  it('given a new income list, then the spec/03 §3 defaults: country 1, PLN, RON, every surcharge 0 lump sum, thresholds 3-30 at 0, today', () => {
    const values = newPriceListValues('income', '2030-05-06');
    expect(values).toMatchObject({
      name: '',
      special_association: 'standard',
      begin_date: '2030-05-06',
      currency: 'PLN',
      specific_factors_currency: 'RON',
      id_country: '1',
      id_courier: null,
    });
    for (const key of SURCHARGE_KEYS) expect(values[key]).toEqual({ type: 'lump_sum', value: 0, minimal: '', maximal: '' });
    expect(values.weight_thresholds.map((row) => [row.limiting_threshold, row.base_amount])).toEqual([
      [3, 0],
      [5, 0],
      [15, 0],
      [20, 0],
      [30, 0],
    ]);
  });

  it('given a new cost list, then no country and no courier yet: the courier is required, the country is not', () => {
    const values = newPriceListValues('cost', '2030-05-06');
    expect(values.id_country).toBeNull();
    const result = parseContract(priceListFormSchema('cost'), named(values));
    expect(result).toEqual({ success: false, errors: { id_courier: ['required'] } });
    expect(parseContract(priceListFormSchema('cost'), { ...named(values), id_courier: '5' }).success).toBe(true);
  });

  it('given only the defaults, then the name is what is missing', () => {
    const result = parseContract(priceListFormSchema('income'), newPriceListValues('income', '2030-05-06'));
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors)).toEqual(['name']);
  });

  it('given the currency cleared and no begin date, then both are reported (spec/03 §5)', () => {
    const result = parseContract(priceListFormSchema('income'), {
      ...named(newPriceListValues('income', '2030-05-06')),
      currency: null,
      begin_date: '',
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors).sort()).toEqual(['begin_date', 'currency']);
  });
});

describe('the form checks what the API checks', () => {
  const base = () => named(newPriceListValues('income', '2030-05-06'));

  it('given thresholds not ascending, then the message sits on the row that breaks the order', () => {
    const values = base();
    values.weight_thresholds[2]!.limiting_threshold = 4;
    expect(parseContract(priceListFormSchema('income'), values)).toEqual({
      success: false,
      errors: { 'weight_thresholds.2.limiting_threshold': ['thresholds_not_ascending'] },
    });
  });

  it('given a percent surcharge whose minimum is above its maximum, then the maximum is marked', () => {
    const values = { ...base(), cod_account_factor: { type: 'percent' as const, value: 2, minimal: 10, maximal: 5 } };
    expect(parseContract(priceListFormSchema('income'), values)).toEqual({
      success: false,
      errors: { 'cod_account_factor.maximal': ['min_above_max'] },
    });
  });

  it('given a lump sum with a minimum above its maximum left from a percent, then nothing to fix: a lump sum has no bounds', () => {
    const values = { ...base(), cod_account_factor: { type: 'lump_sum' as const, value: 2, minimal: 10, maximal: 5 } };
    expect(parseContract(priceListFormSchema('income'), values).success).toBe(true);
  });

  it('given an empty threshold limit, then it is marked (the contract says invalid_value for a missing number)', () => {
    const values = base();
    values.weight_thresholds[0]!.limiting_threshold = '';
    const result = parseContract(priceListFormSchema('income'), values);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors['weight_thresholds.0.limiting_threshold']).toEqual(['invalid_value']);
  });
});

describe('the body of POST and PUT', () => {
  it('given an income list with a percent COD, then the country as a number, no courier, bounds only for the percent, no row keys', () => {
    const values = {
      ...named(newPriceListValues('income', '2030-05-06')),
      id_country: '3',
      id_courier: '5',
      cod_account_factor: { type: 'percent' as const, value: 1.25, minimal: 4, maximal: '' as const },
      insurance_account_factor: { type: 'lump_sum' as const, value: '' as const, minimal: 1, maximal: 2 },
    };
    const body = toBody('income', values, null);
    expect(body).toMatchObject({
      id_client: null,
      name: 'Węgry 2030',
      id_country: 3,
      id_courier: null,
      cod_account_factor: { type: 'percent', value: 1.25, minimal: 4, maximal: null },
      insurance_account_factor: { type: 'lump_sum', value: 0, minimal: null, maximal: null },
    });
    expect(body.weight_thresholds[0]).toEqual({ limiting_threshold: 3, base_amount: 0 });
    expect(parseContract(priceListFormSchema('income'), body).success).toBe(true);
  });

  it('given a cost list of a client, then the courier and the client, no country', () => {
    const values = { ...named(newPriceListValues('cost', '2030-05-06')), id_country: '1', id_courier: '4' };
    expect(toBody('cost', values, 77)).toMatchObject({ id_client: 77, id_country: null, id_courier: 4 });
  });

  it('given a stored list, then its values round-trip with the thresholds keeping their ids', () => {
    const body = toBody('income', valuesOfView(stored()), null);
    expect(body).toMatchObject({
      name: 'Rumunia standard 2030',
      id_country: 1,
      begin_date: '2030-01-01',
      cod_account_factor: { type: 'percent', value: 1.5, minimal: 3, maximal: null },
      weight_thresholds: [
        { id: 101, limiting_threshold: 3, base_amount: 11.5 },
        { id: 102, limiting_threshold: 10, base_amount: 14 },
      ],
    });
  });
});

describe('a client list cloned from the default list in effect (spec/03 §4)', () => {
  it('given the default list, then the same terms, today as the begin date, no threshold ids; the body carries the client and no id', () => {
    const clone = cloneOfDefault(stored({ special_association: 'locker' }), '2031-02-03');
    expect(clone).toMatchObject({
      name: 'Rumunia standard 2030',
      special_association: 'locker',
      id_country: '1',
      begin_date: '2031-02-03',
    });
    const body = toBody('income', clone, 42);
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({
      id_client: 42,
      begin_date: '2031-02-03',
      cod_account_factor: { type: 'percent', value: 1.5, minimal: 3 },
    });
    expect(body.weight_thresholds).toEqual([
      { limiting_threshold: 3, base_amount: 11.5 },
      { limiting_threshold: 10, base_amount: 14 },
    ]);
  });
});

describe('today in Warsaw', () => {
  it('given 23:30 UTC on the 31st of December, then already the 1st of January in Warsaw', () => {
    expect(warsawToday(new Date('2030-12-31T23:30:00Z'))).toBe('2031-01-01');
    expect(warsawToday(new Date('2030-06-30T12:00:00Z'))).toBe('2030-06-30');
  });
});
