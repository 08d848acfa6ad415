import type { Surcharge } from '../pricing/price-list-terms.js';

/**
 * Half-up rounding to `decimals` places. The product by 10^decimals is first
 * cut to 15 significant digits, so a binary near-miss such as 1.005 * 100 =
 * 100.49999999999999 rounds as the 100.5 it stands for.
 */
function roundHalfUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const raw = Math.abs(value) * factor;
  // Already whole (most amounts): no need to cut to 15 digits, which costs a string.
  if (Number.isInteger(raw)) return (Math.sign(value) * raw) / factor;
  const scaled = Number(raw.toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

/** Money: half-up to 0.01. */
export const roundMoney = (value: number): number => roundHalfUp(value, 2);

/** Exchange rates: half-up to 4 decimals. */
export const roundRate = (value: number): number => roundHalfUp(value, 4);

/** A percent surcharge's amount held between its minimal and maximal (null: no bound; a maximal below the minimal wins). */
export function bounded(amount: number, surcharge: Pick<Surcharge, 'minimal' | 'maximal'>): number {
  const atLeast = surcharge.minimal === null ? amount : Math.max(amount, surcharge.minimal);
  return surcharge.maximal === null ? atLeast : Math.min(atLeast, surcharge.maximal);
}

/**
 * One application of a surcharge, unrounded: nothing when its value is 0 or less (the
 * new-list default, so an untouched block charges nothing, minimal or not); a
 * lump sum is its value times `units`; a percent is value% of `percentOf`
 * times `units`, then bounded.
 */
export function surchargeAmount(surcharge: Surcharge, percentOf: number, units = 1): number {
  if (surcharge.value <= 0 || units <= 0) return 0;
  if (surcharge.type === 'lump_sum') return surcharge.value * units;
  return bounded(((percentOf * surcharge.value) / 100) * units, surcharge);
}
