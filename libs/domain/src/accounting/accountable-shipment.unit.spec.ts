import { describe, expect, it } from 'vitest';
import { accountableAt, accountingInputOf, type AccountableParcel, type AccountableShipment } from './accountable-shipment.js';

const shipment: AccountableShipment = {
  id: 1,
  clientId: 2,
  countryId: 1,
  courierId: 1,
  deliveryService: 1,
  isReturn: false,
  isEmag: false,
  deleted: false,
  codValue: 100,
  declaredValue: 200,
  contentCurrency: 'RON',
};
const parcel = (over: Partial<AccountableParcel> = {}): AccountableParcel => ({
  id: 10,
  weight: 2,
  height: 10,
  width: 20,
  length: 30,
  measured: null,
  nonConveyable: false,
  receivedAt: null,
  returnReceivedAt: null,
  comingBack: false,
  ...over,
});
const T1 = new Date('2026-11-20T08:00:00Z');
const T2 = new Date('2026-11-21T08:00:00Z');

describe('when a shipment is accountable', () => {
  it.each([
    ['a delivery none of whose parcels is received', shipment, [parcel()], null],
    [
      'a delivery whose parcels were received at two moments',
      shipment,
      [parcel({ receivedAt: T2 }), parcel({ id: 11, receivedAt: T1 })],
      T1,
    ],
    ['a deleted delivery', { ...shipment, deleted: true }, [parcel({ receivedAt: T1 })], null],
    ['a return received only at the shipping warehouse', { ...shipment, isReturn: true }, [parcel({ receivedAt: T1 })], null],
    ['a return received at the return warehouse', { ...shipment, isReturn: true }, [parcel({ returnReceivedAt: T2 })], T2],
  ])('given %s, then the moment is as expected', (_, s, parcels, expected) => {
    expect(accountableAt(s, parcels)).toEqual(expected);
  });
});

describe('the accounting input of a shipment', () => {
  it('given a Romanian delivery with USE_REAL_WEIGHT true and a side limit, then both are taken', () => {
    const input = accountingInputOf(shipment, [parcel()], {
      USE_REAL_WEIGHT_FOR_ROMANIA_SHIPMENTS_ACCOUNTING: 'true',
      SIDE_FORMULA_LIMIT: '250',
    });
    expect(input).toMatchObject({
      useRealWeight: true,
      sideFormulaLimit: 250,
      codValue: 100,
      declaredValue: 200,
      contentCurrency: 'RON',
      isLocker: false,
    });
  });

  it.each([
    ['no parameters', {}, false, 300],
    ['the parameter false', { USE_REAL_WEIGHT_FOR_ROMANIA_SHIPMENTS_ACCOUNTING: 'false' }, false, 300],
    ["another country's parameter", { USE_REAL_WEIGHT_FOR_HUNGARY_SHIPMENTS_ACCOUNTING: 'true' }, false, 300],
    ['a side limit that is no number', { SIDE_FORMULA_LIMIT: 'abc' }, false, 300],
  ])('given %s, then volumetric weight counts and the default limit', (_, parameters, real, limit) => {
    const input = accountingInputOf(shipment, [parcel()], parameters);
    expect([input.useRealWeight, input.sideFormulaLimit]).toEqual([real, limit]);
  });

  it('given a measured parcel and a locker service, then the measurement is kept beside the declared size', () => {
    const measured = { weight: 3, height: 11, width: 21, length: 31 };
    const input = accountingInputOf({ ...shipment, deliveryService: 3 }, [parcel({ measured, nonConveyable: true })], {});
    expect(input.isLocker).toBe(true);
    expect(input.parcels).toEqual([
      { parcelId: 10, declared: { weight: 2, height: 10, width: 20, length: 30 }, measured, nonConveyable: true },
    ]);
  });

  it.each([
    ['a delivery coming back', shipment, parcel({ comingBack: true }), true],
    ['a delivery back at the return warehouse', shipment, parcel({ returnReceivedAt: T1 }), true],
    ['a delivery on its way', shipment, parcel({ receivedAt: T1 }), false],
    ['a return (it is meant to come back)', { ...shipment, isReturn: true }, parcel({ returnReceivedAt: T1 }), false],
  ])('given %s, then unclaimed is %s', (_, s, p, unclaimed) => {
    expect(accountingInputOf(s, [p], {}).unclaimed).toBe(unclaimed);
  });
});
