import { volumetricWeight } from '../warehouse/dimensions.js';
import type { AccountingParcel, ParcelSize } from './accounting-input.js';

/**
 * The weights a parcel is priced by (docs/accounting.md "Weight"). Bands apply
 * per parcel, never to the shipment's total: a multi-pack is priced parcel by
 * parcel, plus the multi-pack surcharge for each parcel beyond the first.
 */
export interface ParcelWeights {
  /** kg: the measured weight, else the declared one. */
  readonly realWeight: number;
  /** kg: L x W x H / 5000 of the measured sizes, else the declared ones, to 0.01 (as the warehouse records it). */
  readonly volumetricWeight: number;
  /** kg: the real weight when the client's USE_REAL_WEIGHT_FOR_<country> says so, else the greater of the two. */
  readonly accountingWeight: number;
}

/** What the warehouse measured, else what the client declared (weight and sizes come together from one measurement). */
export const sizeOf = (parcel: AccountingParcel): ParcelSize => parcel.measured ?? parcel.declared;

export function parcelWeights(parcel: AccountingParcel, useRealWeight: boolean): ParcelWeights {
  const size = sizeOf(parcel);
  const volumetric = volumetricWeight(size.length, size.width, size.height);
  return {
    realWeight: size.weight,
    volumetricWeight: volumetric,
    accountingWeight: useRealWeight ? size.weight : Math.max(size.weight, volumetric),
  };
}

/** The side formula (cm): the longest side plus twice the sum of the other two (the girth). */
export function sideFormula(size: ParcelSize): number {
  const [longest = 0, middle = 0, shortest = 0] = [size.length, size.width, size.height].sort((a, b) => b - a);
  return longest + 2 * (middle + shortest);
}

/** Oversize: the side formula above the client's SIDE_FORMULA_LIMIT (at the limit is not oversize). */
export const isOversize = (size: ParcelSize, sideFormulaLimit: number): boolean => sideFormula(size) > sideFormulaLimit;
