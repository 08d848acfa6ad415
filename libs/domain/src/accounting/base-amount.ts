import type { WeightThreshold } from '../pricing/price-list-terms.js';

/** Where an accounting weight falls in a list's weight thresholds (docs/accounting.md "Base and overweight"). */
export interface WeightBand {
  /** The limiting_threshold of the band charged (the last one for a weight at or above it). */
  readonly limitingThreshold: number;
  readonly baseAmount: number;
  /** Started kilograms at or above the last threshold: 0 inside the bands; [last, last + 1) is 1, [last + 1, last + 2) is 2... */
  readonly overweightKg: number;
}

/** Weights are compared in grams, so 31.2 - 30 is 1200 g and not 1.1999999. */
const grams = (kg: number): number => Math.round(kg * 1000);

/**
 * The band [previous threshold, limiting_threshold) holding the weight: the
 * first threshold above it. A weight at or above the last threshold takes the
 * last band's base and counts its overweight in started kilograms.
 */
export function weightBand(thresholds: readonly WeightThreshold[], accountingWeight: number): WeightBand {
  const ascending = [...thresholds].sort((a, b) => a.limiting_threshold - b.limiting_threshold);
  const last = ascending[ascending.length - 1];
  if (last === undefined) throw new RangeError('A price list has at least one weight threshold');
  const band = ascending.find((threshold) => grams(accountingWeight) < grams(threshold.limiting_threshold));
  if (band !== undefined) return { limitingThreshold: band.limiting_threshold, baseAmount: band.base_amount, overweightKg: 0 };
  const overweightKg = Math.floor((grams(accountingWeight) - grams(last.limiting_threshold)) / 1000) + 1;
  return { limitingThreshold: last.limiting_threshold, baseAmount: last.base_amount, overweightKg };
}
