import { describe, expect, it } from 'vitest';
import type { DomainError } from '../shared/errors.js';
import { evolveParcel, initialParcelState } from '../shipments/parcel.js';
import { accountedWeight, decideMeasure, implausibleDimensions, volumetricWeight } from './dimensions.js';

const measure = { parcelId: 5, shipmentId: 2, weight: 2, height: 10, width: 20, length: 30, nonConveyable: false };

describe('dimensions', () => {
  it('volumetric weight is L x W x H / 5000 in kg, rounded to 0.01', () => {
    expect(volumetricWeight(30, 20, 10)).toBe(1.2);
    expect(volumetricWeight(60, 40, 40)).toBe(19.2);
    expect(volumetricWeight(11, 13, 17)).toBe(0.49);
  });

  it('the accounted weight is the greater of the real and the volumetric weight', () => {
    expect(accountedWeight(2, 1.2)).toBe(2);
    expect(accountedWeight(2, 19.2)).toBe(19.2);
  });

  it('given the weight before, then more than double or less than half, over 50 kg or a side over 150 cm need a confirmation', () => {
    const before = { weight: 2, height: 10, width: 20, length: 30 };
    expect(implausibleDimensions(before, { ...before, weight: 4 })).toEqual([]);
    expect(implausibleDimensions(before, { ...before, weight: 1 })).toEqual([]);
    expect(implausibleDimensions(before, { ...before, weight: 4.5 })).toEqual(['Waga 4,5 kg znacznie różni się od dotychczasowej (2 kg).']);
    expect(implausibleDimensions(before, { ...before, weight: 0.9 })).toHaveLength(1);
    expect(implausibleDimensions({ ...before, weight: 40 }, { ...before, weight: 51 })).toEqual(['Waga 51 kg przekracza 50 kg.']);
    expect(implausibleDimensions(before, { ...before, length: 151 })).toEqual(['Bok 151 cm przekracza 150 cm.']);
  });

  it('given no measurement, when measured, then ParcelMeasured with the volumetric weight; the same again: nothing', () => {
    const events = decideMeasure(initialParcelState, measure);
    expect(events).toEqual([{ type: 'ParcelMeasured', data: { ...measure, volumetricWeight: 1.2 } }]);
    const state = events.reduce(evolveParcel, initialParcelState);
    expect(decideMeasure(state, measure)).toEqual([]);
    expect(decideMeasure(state, { ...measure, nonConveyable: true })).toHaveLength(1);
  });

  it('given a zero side, then refused', () => {
    let code = '';
    try {
      decideMeasure(initialParcelState, { ...measure, width: 0 });
    } catch (error) {
      code = (error as DomainError).code;
    }
    expect(code).toBe('dimensions_invalid');
  });
});
