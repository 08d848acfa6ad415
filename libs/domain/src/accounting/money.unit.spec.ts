import { describe, expect, it } from 'vitest';
import type { Surcharge } from '../pricing/price-list-terms.js';
import { bounded, roundMoney, roundRate, surchargeAmount } from './money.js';

describe('rounding money half-up to 0.01', () => {
  it.each([
    [1.005, 1.01], // 1.005 is 1.00499999... in binary: still rounded up, as written
    [8.675, 8.68],
    [5.375, 5.38],
    [0.125, 0.13],
    [2.344, 2.34],
    [2.345, 2.35],
    [1.4999, 1.5],
    [0.1 + 0.2, 0.3],
    [-1.005, -1.01], // half away from zero: a refund rounds like a charge
    [0, 0],
    // Already on the cent: unchanged.
    [12.5, 12.5],
    [30, 30],
    [-7.25, -7.25],
    [123456.78, 123456.78],
  ])('given %s, then %s', (given, expected) => {
    expect(roundMoney(given)).toBe(expected);
  });
});

describe('rounding rates half-up to 4 decimals', () => {
  it.each([
    [0.86 / 4.3, 0.2],
    [1 / 0.86, 1.1628], // 1.16279...
    [0.0108 / 4.3, 0.0025], // 0.0025116...
    [0.00005, 0.0001],
    [4.30004, 4.3],
  ])('given %s, then %s', (given, expected) => {
    expect(roundRate(given)).toBe(expected);
  });
});

const lump = (value: number, minimal: number | null = null, maximal: number | null = null): Surcharge => ({
  type: 'lump_sum',
  value,
  minimal,
  maximal,
});
const percent = (value: number, minimal: number | null = null, maximal: number | null = null): Surcharge => ({
  type: 'percent',
  value,
  minimal,
  maximal,
});

describe('one application of a surcharge', () => {
  it.each([
    ['a lump sum, its value', lump(6), 500, 1, 6],
    ['a lump sum ignores minimal and maximal (shown only for percent)', lump(6, 10, 8), 500, 1, 6],
    ['a lump sum per unit', lump(2.5), 0, 3, 7.5],
    ['a percent of its base, unbounded', percent(1), 500, 1, 5],
    ['a percent, minimal binding', percent(1, 8.7), 500, 1, 8.7],
    ['a percent, maximal binding', percent(1, null, 4), 500, 1, 4],
    ['a percent, neither bound binding', percent(1, 2, 6), 500, 1, 5],
    ['a percent per unit, bounded after the units', percent(10, null, 5), 30, 3, 5], // 10% of 30 = 3 x 3 = 9 > 5
    ['a percent of 0 with a minimal: the minimal', percent(10, 5), 0, 1, 5],
    ['a maximal below the minimal: the maximal wins', percent(10, 5, 3), 100, 1, 3],
    ['value 0: nothing, minimal or not', percent(0, 5), 500, 1, 0],
    ['value 0 lump sum (the new-list default): nothing', lump(0), 500, 1, 0],
    ['no units: nothing', lump(6), 0, 0, 0],
  ])('given %s, then the amount', (_, surcharge, of, units, expected) => {
    expect(surchargeAmount(surcharge, of, units)).toBeCloseTo(expected, 10);
  });

  it('bounds hold an amount between minimal and maximal, null being no bound', () => {
    expect(bounded(5, { minimal: null, maximal: null })).toBe(5);
    expect(bounded(5, { minimal: 6, maximal: null })).toBe(6);
    expect(bounded(5, { minimal: null, maximal: 4 })).toBe(4);
  });
});
