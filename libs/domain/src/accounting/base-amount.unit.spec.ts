import { describe, expect, it } from 'vitest';
import type { WeightThreshold } from '../pricing/price-list-terms.js';
import { weightBand } from './base-amount.js';

const THRESHOLDS: WeightThreshold[] = [
  { limiting_threshold: 3, base_amount: 10 },
  { limiting_threshold: 5, base_amount: 12.5 },
  { limiting_threshold: 15, base_amount: 20 },
  { limiting_threshold: 20, base_amount: 25 },
  { limiting_threshold: 30, base_amount: 30 },
];

describe('the band of an accounting weight: [previous threshold, limiting threshold)', () => {
  it.each([
    [0, 3, 10, 0],
    [2.99, 3, 10, 0],
    [3.0, 5, 12.5, 0], // the maximum is excluded: 3.00 is the next band
    [3.01, 5, 12.5, 0],
    [4.999, 5, 12.5, 0],
    [5, 15, 20, 0],
    [29.99, 30, 30, 0],
    [30, 30, 30, 1], // at the last threshold: the last base and the first started kg [30, 31)
    [30.5, 30, 30, 1],
    [30.999, 30, 30, 1],
    [31, 30, 30, 2],
    [31.2, 30, 30, 2], // 31.2 - 30 is 1200 g, not 1.1999...
    [45, 30, 30, 16], // [30, 46): 16 started kg
  ])('given %s kg, then the band up to %s at %s and %s kg overweight', (weight, limitingThreshold, baseAmount, overweightKg) => {
    expect(weightBand(THRESHOLDS, weight)).toEqual({ limitingThreshold, baseAmount, overweightKg });
  });

  it('given thresholds out of order, then the same bands', () => {
    const shuffled = [THRESHOLDS[3], THRESHOLDS[0], THRESHOLDS[4], THRESHOLDS[2], THRESHOLDS[1]] as WeightThreshold[];
    expect(weightBand(shuffled, 3)).toEqual({ limitingThreshold: 5, baseAmount: 12.5, overweightKg: 0 });
    expect(weightBand(shuffled, 31)).toEqual({ limitingThreshold: 30, baseAmount: 30, overweightKg: 2 });
  });

  it('given no thresholds, then it refuses', () => {
    expect(() => weightBand([], 1)).toThrow(RangeError);
  });
});
