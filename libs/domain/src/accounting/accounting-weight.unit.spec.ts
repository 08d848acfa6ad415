import { describe, expect, it } from 'vitest';
import type { AccountingParcel, ParcelSize } from './accounting-input.js';
import { isOversize, parcelWeights, sideFormula } from './accounting-weight.js';

const size = (weight: number, length: number, width: number, height: number): ParcelSize => ({ weight, length, width, height });
const parcel = (declared: ParcelSize, measured: ParcelSize | null = null): AccountingParcel => ({
  parcelId: 1,
  declared,
  measured,
  nonConveyable: false,
});

describe('the weights a parcel is priced by', () => {
  it.each([
    ['declared, real heavier', parcel(size(2, 20, 20, 10)), false, { realWeight: 2, volumetricWeight: 0.8, accountingWeight: 2 }], // 4000 / 5000
    ['declared, volumetric heavier', parcel(size(2, 40, 30, 20)), false, { realWeight: 2, volumetricWeight: 4.8, accountingWeight: 4.8 }], // 24000 / 5000
    [
      'declared, volumetric heavier, USE_REAL_WEIGHT',
      parcel(size(2, 40, 30, 20)),
      true,
      { realWeight: 2, volumetricWeight: 4.8, accountingWeight: 2 },
    ],
    [
      'measured replaces declared weight and sizes',
      parcel(size(2, 20, 20, 10), size(3.2, 50, 40, 30)),
      false,
      { realWeight: 3.2, volumetricWeight: 12, accountingWeight: 12 },
    ], // 60000 / 5000
    [
      'measured, USE_REAL_WEIGHT',
      parcel(size(2, 20, 20, 10), size(3.2, 50, 40, 30)),
      true,
      { realWeight: 3.2, volumetricWeight: 12, accountingWeight: 3.2 },
    ],
    ['volumetric to 0.01', parcel(size(0.5, 17, 13, 11)), false, { realWeight: 0.5, volumetricWeight: 0.49, accountingWeight: 0.5 }], // 2431 / 5000 = 0.4862
  ])('given %s, then real, volumetric and accounting weight', (_, given, useRealWeight, expected) => {
    expect(parcelWeights(given, useRealWeight)).toEqual(expected);
  });
});

describe('oversize by the side formula: longest side + 2 x (the other two)', () => {
  it.each([
    ['at the limit', size(1, 100, 50, 50), 300, 300, false], // 100 + 2 x (50 + 50)
    ['one cm over', size(1, 101, 50, 50), 300, 301, true],
    ['the longest side counts as the length, whichever field holds it', size(1, 50, 101, 50), 300, 301, true],
    ['short and wide: 120 + 2 x (40 + 30)', size(1, 40, 120, 30), 300, 260, false], // read as given (40 + 2 x 150 = 340) it would be oversize
    ['a client limit of 250', size(1, 100, 40, 30), 250, 240, false],
    ['a client limit of 0: every parcel', size(1, 1, 1, 1), 0, 5, true],
  ])('given %s, then the formula and the flag', (_, given, limit, formula, oversize) => {
    expect(sideFormula(given)).toBe(formula);
    expect(isOversize(given, limit)).toBe(oversize);
  });
});
