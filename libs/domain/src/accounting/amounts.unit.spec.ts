import { describe, expect, it } from 'vitest';
import { priceListTerms } from '../pricing/price-list-fixtures.testing.js';
import type { PriceListTerms } from '../pricing/price-list-terms.js';
import { accountShipment, type Accounting } from './account-shipment.js';
import type { AccountedAmounts, AccountingInput, AccountingParcel } from './accounting-input.js';
import { amountsDiffer, giantAmount } from './amounts.js';

const AMOUNTS: AccountedAmounts = {
  summary: 24.75,
  specific_exchange_rate: 0.86,
  base: 22.5,
  cod: 0,
  insurance: 0,
  overweight: 0,
  oversize: 0,
  multi_pack: 0,
  unclaimed: 0,
  collect_from_client: 2.25,
};

describe('whether recomputed amounts differ (after_service is recorded only then)', () => {
  it.each<[string, Partial<AccountedAmounts>, boolean]>([
    ['the same amounts', {}, false],
    ['a base a cent higher', { base: 22.51, summary: 24.76 }, true],
    ['only the summary', { summary: 24.74 }, true],
    ['an unclaimed charge', { unclaimed: 5, summary: 29.75 }, true],
    ['a COD charge', { cod: 4.3, summary: 29.05 }, true],
    ['only the exchange rate (no line moved)', { specific_exchange_rate: 0.87 }, false],
    ['float noise below a cent', { collect_from_client: 2.2500000001, summary: 24.749999999 }, false],
    ['lines that move with the summary unchanged', { base: 23.5, collect_from_client: 1.25 }, true],
  ])('given %s, then %s', (_, change, expected) => {
    expect(amountsDiffer(AMOUNTS, { ...AMOUNTS, ...change })).toBe(expected);
    expect(amountsDiffer({ ...AMOUNTS, ...change }, AMOUNTS)).toBe(expected);
  });

  it.each(['summary', 'base', 'cod', 'insurance', 'overweight', 'oversize', 'multi_pack', 'unclaimed', 'collect_from_client'] as const)(
    'given only %s a cent higher, then they differ',
    (field) => {
      expect(amountsDiffer(AMOUNTS, { ...AMOUNTS, [field]: AMOUNTS[field] + 0.01 })).toBe(true);
    },
  );
});

// Bands up to 30.00 for the dearest: a parcel worries above 10 x 30.00 = 300.00.
const LIST: PriceListTerms = priceListTerms({
  beginDate: '2026-01-01',
  specificFactorsCurrency: 'PLN',
  weightThresholds: [
    { limiting_threshold: 3, base_amount: 10 },
    { limiting_threshold: 30, base_amount: 30 },
  ],
  overweight_account_factor: { type: 'lump_sum', value: 2, minimal: null, maximal: null },
});

const parcel = (weight: number, parcelId = 1): AccountingParcel => ({
  parcelId,
  declared: { weight, length: 20, width: 20, height: 10 },
  measured: null,
  nonConveyable: false,
});

const accounted = (...parcels: AccountingParcel[]): Accounting =>
  accountShipment(
    {
      shipmentId: 1,
      clientId: 1,
      countryId: 1,
      courierId: 1,
      isReturn: false,
      isLocker: false,
      isEmag: false,
      parcels,
      codValue: 0,
      declaredValue: 0,
      contentCurrency: 'PLN',
      unclaimed: false,
      useRealWeight: false,
      sideFormulaLimit: 300,
    } satisfies AccountingInput,
    LIST,
    { PLN: 1 },
  );

describe('a giant amount: the summary above 10 x the dearest band x the parcels', () => {
  it.each([
    // 30.00 + 16 started kg x 2.00 = 62.00
    ['a 45 kg parcel', [parcel(45)], null],
    // 30.00 + 135 x 2.00 = 300.00: at the bound, not above
    ['a 164.99 kg parcel: exactly 300.00', [parcel(164.99)], null],
    // 30.00 + 136 x 2.00 = 302.00
    ['a 165 kg parcel', [parcel(165)], { amount: 302, accountingWeight: 165, parcelsCount: 1 }],
    // a weight typed in grams: 30.00 + 2971 x 2.00 = 5972.00
    ['3000 kg (grams typed as kg)', [parcel(3000)], { amount: 5972, accountingWeight: 3000, parcelsCount: 1 }],
    // two parcels may cost up to 600.00: 302.00 + 10.00
    ['the 165 kg parcel with a 1 kg one', [parcel(165), parcel(1, 2)], null],
  ])('given %s, then %j', (_, parcels, expected) => {
    expect(giantAmount(accounted(...parcels), LIST)).toEqual(expected);
  });
});
