import { describe, expect, it } from 'vitest';
import { priceListTerms } from '../pricing/price-list-fixtures.testing.js';
import type { PriceListTerms, Surcharge } from '../pricing/price-list-terms.js';
import { DomainError } from '../shared/errors.js';
import { accountShipment, recordedFacts } from './account-shipment.js';
import type { AccountedAmounts, AccountingInput, AccountingParcel, ExchangeRates, ParcelSize } from './accounting-input.js';

// Given: a PLN list with specific factors in PLN, bands [0,3) 10.00, [3,5) 12.50, [5,15) 20.00, [15,20) 25.00, [20,30) 30.00,
// every surcharge 0 unless a row says otherwise; rates PLN per unit.
const RATES: ExchangeRates = { PLN: 1, EUR: 4.3, RON: 0.86, HUF: 0.0108 };

const LIST: PriceListTerms = priceListTerms({
  beginDate: '2026-01-01',
  specificFactorsCurrency: 'PLN',
  weightThresholds: [
    { limiting_threshold: 3, base_amount: 10 },
    { limiting_threshold: 5, base_amount: 12.5 },
    { limiting_threshold: 15, base_amount: 20 },
    { limiting_threshold: 20, base_amount: 25 },
    { limiting_threshold: 30, base_amount: 30 },
  ],
});

const lump = (value: number): Surcharge => ({ type: 'lump_sum', value, minimal: null, maximal: null });
const percent = (value: number, minimal: number | null = null, maximal: number | null = null): Surcharge => ({
  type: 'percent',
  value,
  minimal,
  maximal,
});

const size = (weight: number, length = 20, width = 20, height = 10): ParcelSize => ({ weight, length, width, height });
/** A parcel of `weight` kg in a small box (20x20x10: 0.8 kg volumetric), declared only unless measured is given. */
const parcel = (weight: number, measured: ParcelSize | null = null, parcelId = 1): AccountingParcel => ({
  parcelId,
  declared: size(weight),
  measured,
  nonConveyable: false,
});
const parcels = (...weights: number[]): AccountingParcel[] => weights.map((weight, i) => parcel(weight, null, i + 1));

const INPUT: AccountingInput = {
  shipmentId: 7,
  clientId: 3,
  countryId: 1,
  courierId: 1,
  isReturn: false,
  isLocker: false,
  isEmag: false,
  parcels: parcels(1),
  codValue: 0,
  declaredValue: 0,
  contentCurrency: 'PLN',
  unclaimed: false,
  useRealWeight: false,
  sideFormulaLimit: 300,
};

const ZERO: AccountedAmounts = {
  summary: 0,
  specific_exchange_rate: 1,
  base: 0,
  cod: 0,
  insurance: 0,
  overweight: 0,
  oversize: 0,
  multi_pack: 0,
  unclaimed: 0,
  collect_from_client: 0,
};

type Case = [string, Partial<AccountingInput>, Partial<PriceListTerms>, Partial<AccountedAmounts>];

/** Then: the amounts are ZERO but for the row's lines; the summary is the sum of the lines. */
function expectAmounts(given: Partial<AccountingInput>, list: Partial<PriceListTerms>, lines: Partial<AccountedAmounts>): void {
  const { amounts, currency } = accountShipment({ ...INPUT, ...given }, { ...LIST, ...list }, RATES);
  expect(amounts).toEqual({ ...ZERO, ...lines });
  expect(currency).toBe(list.currency ?? 'PLN');
}

describe('base: the band of each parcel by its accounting weight', () => {
  it.each<Case>([
    ['2.99 kg', { parcels: parcels(2.99) }, {}, { base: 10, summary: 10 }],
    ['3.00 kg: the next band', { parcels: parcels(3) }, {}, { base: 12.5, summary: 12.5 }],
    ['3.01 kg', { parcels: parcels(3.01) }, {}, { base: 12.5, summary: 12.5 }],
    ['29.99 kg', { parcels: parcels(29.99) }, {}, { base: 30, summary: 30 }],
    [
      'bands per parcel, not on the total: 2 + 2 kg is 2 x 10.00, not the [3,5) band',
      { parcels: parcels(2, 2) },
      {},
      { base: 20, summary: 20 },
    ],
    [
      'volumetric heavier: 2 kg in 40x30x20 is 4.8 kg',
      { parcels: [{ ...parcel(2), declared: size(2, 40, 30, 20) }] },
      {},
      { base: 12.5, summary: 12.5 },
    ],
    [
      'volumetric heavier but USE_REAL_WEIGHT: 2 kg',
      { parcels: [{ ...parcel(2), declared: size(2, 40, 30, 20) }], useRealWeight: true },
      {},
      { base: 10, summary: 10 },
    ],
    ['measured 3.2 kg replaces declared 2 kg', { parcels: [parcel(2, size(3.2))] }, {}, { base: 12.5, summary: 12.5 }],
    [
      'measured sizes replace declared ones: 2 kg declared in 40x30x20, measured 2 kg in 20x20x10',
      { parcels: [{ ...parcel(2, size(2)), declared: size(2, 40, 30, 20) }] },
      {},
      { base: 10, summary: 10 },
    ],
  ])('given %s, then the base', (_, given, list, lines) => expectAmounts(given, list, lines));
});

describe('overweight: per started kg at or above the last threshold (30 kg), per parcel', () => {
  it.each<Case>([
    ['29.99 kg, 2.00 per kg', { parcels: parcels(29.99) }, { overweight_account_factor: lump(2) }, { base: 30, summary: 30 }],
    ['30.00 kg: 1 started kg', { parcels: parcels(30) }, { overweight_account_factor: lump(2) }, { base: 30, overweight: 2, summary: 32 }],
    [
      '32.40 kg: 3 started kg x 2.00',
      { parcels: parcels(32.4) },
      { overweight_account_factor: lump(2) },
      { base: 30, overweight: 6, summary: 36 },
    ],
    [
      'two parcels of 31 kg: 2 x (2 kg x 2.00)',
      { parcels: parcels(31, 31) },
      { overweight_account_factor: lump(2) },
      { base: 60, overweight: 8, summary: 68 },
    ],
    // 10% of 30.00 = 3.00 per kg x 3 kg
    [
      '10% of the base per kg, unbounded',
      { parcels: parcels(32.4) },
      { overweight_account_factor: percent(10) },
      { base: 30, overweight: 9, summary: 39 },
    ],
    [
      '10% per kg, minimal 12 binding',
      { parcels: parcels(32.4) },
      { overweight_account_factor: percent(10, 12) },
      { base: 30, overweight: 12, summary: 42 },
    ],
    [
      '10% per kg, maximal 5 binding',
      { parcels: parcels(32.4) },
      { overweight_account_factor: percent(10, null, 5) },
      { base: 30, overweight: 5, summary: 35 },
    ],
    [
      '10% per kg, 1..20 not binding',
      { parcels: parcels(32.4) },
      { overweight_account_factor: percent(10, 1, 20) },
      { base: 30, overweight: 9, summary: 39 },
    ],
    [
      'a minimal is not charged to a parcel within the bands',
      { parcels: parcels(29.99) },
      { overweight_account_factor: percent(10, 12) },
      { base: 30, summary: 30 },
    ],
  ])('given %s, then the overweight', (_, given, list, lines) => expectAmounts(given, list, lines));
});

// Oversize rows weigh by real weight: a 101x50x50 box is 50.5 kg volumetric, which would also be overweight.
const box = (length: number, width: number, height: number): Partial<AccountingInput> => ({
  parcels: [{ ...parcel(1), declared: size(1, length, width, height) }],
  useRealWeight: true,
});

describe('oversize: longest side + 2 x (the other two) above SIDE_FORMULA_LIMIT', () => {
  it.each<Case>([
    ['100x50x50 = 300 cm, at the limit', box(100, 50, 50), { oversize_account_factor: lump(15) }, { base: 10, summary: 10 }],
    ['101x50x50 = 301 cm, one cm over', box(101, 50, 50), { oversize_account_factor: lump(15) }, { base: 10, oversize: 15, summary: 25 }],
    [
      'a client limit of 250: 100x40x30 = 240 cm',
      { ...box(100, 40, 30), sideFormulaLimit: 250 },
      { oversize_account_factor: lump(15) },
      { base: 10, summary: 10 },
    ],
    [
      'a client limit of 230: 100x40x30 = 240 cm',
      { ...box(100, 40, 30), sideFormulaLimit: 230 },
      { oversize_account_factor: lump(15) },
      { base: 10, oversize: 15, summary: 25 },
    ],
    [
      'measured over, declared within',
      { parcels: [parcel(1, size(1, 101, 50, 50))], useRealWeight: true },
      { oversize_account_factor: lump(15) },
      { base: 10, oversize: 15, summary: 25 },
    ],
    // 50% of 10.00
    ['50% of the base, unbounded', box(101, 50, 50), { oversize_account_factor: percent(50) }, { base: 10, oversize: 5, summary: 15 }],
    ['50%, minimal 8 binding', box(101, 50, 50), { oversize_account_factor: percent(50, 8) }, { base: 10, oversize: 8, summary: 18 }],
    ['50%, maximal 3 binding', box(101, 50, 50), { oversize_account_factor: percent(50, null, 3) }, { base: 10, oversize: 3, summary: 13 }],
    ['50%, 1..10 not binding', box(101, 50, 50), { oversize_account_factor: percent(50, 1, 10) }, { base: 10, oversize: 5, summary: 15 }],
    [
      'per oversize parcel: one of two is',
      { parcels: [{ ...parcel(1), declared: size(1, 101, 50, 50) }, parcel(1, null, 2)], useRealWeight: true },
      { oversize_account_factor: lump(15) },
      { base: 20, oversize: 15, summary: 35 },
    ],
  ])('given %s, then the oversize', (_, given, list, lines) => expectAmounts(given, list, lines));
});

describe('multi_pack: per parcel beyond the first', () => {
  it.each<Case>([
    ['1 parcel, 4.00 each', { parcels: parcels(1) }, { multi_pack_account_factor: lump(4) }, { base: 10, summary: 10 }],
    ['2 parcels', { parcels: parcels(1, 1) }, { multi_pack_account_factor: lump(4) }, { base: 20, multi_pack: 4, summary: 24 }],
    ['3 parcels', { parcels: parcels(1, 1, 1) }, { multi_pack_account_factor: lump(4) }, { base: 30, multi_pack: 8, summary: 38 }],
    // bases 10.00, 12.50, 25.00; 20% of the second and third: 2.50 + 5.00
    [
      '20% of each further parcel base',
      { parcels: parcels(1, 4, 16) },
      { multi_pack_account_factor: percent(20) },
      { base: 47.5, multi_pack: 7.5, summary: 55 },
    ],
    // max(2.50, 3) + max(5.00, 3) = 3.00 + 5.00
    [
      '20%, minimal 3 binding on one parcel',
      { parcels: parcels(1, 4, 16) },
      { multi_pack_account_factor: percent(20, 3) },
      { base: 47.5, multi_pack: 8, summary: 55.5 },
    ],
    // 2.50 + min(5.00, 4) = 2.50 + 4.00
    [
      '20%, maximal 4 binding on one parcel',
      { parcels: parcels(1, 4, 16) },
      { multi_pack_account_factor: percent(20, null, 4) },
      { base: 47.5, multi_pack: 6.5, summary: 54 },
    ],
    [
      '20%, 1..10 not binding',
      { parcels: parcels(1, 4, 16) },
      { multi_pack_account_factor: percent(20, 1, 10) },
      { base: 47.5, multi_pack: 7.5, summary: 55 },
    ],
    // the first in the shipment's order carries none: 20% of 10.00 + 20% of 12.50
    [
      'the first parcel is the one free of it',
      { parcels: parcels(16, 1, 4) },
      { multi_pack_account_factor: percent(20) },
      { base: 47.5, multi_pack: 4.5, summary: 52 },
    ],
    // 15% of 12.50 = 1.875
    [
      'rounded half-up',
      { parcels: parcels(1, 4) },
      { multi_pack_account_factor: percent(15) },
      { base: 22.5, multi_pack: 1.88, summary: 24.38 },
    ],
  ])('given %s, then the multi_pack', (_, given, list, lines) => expectAmounts(given, list, lines));
});

describe('collect_from_client: always when its value is above 0', () => {
  it.each<Case>([
    ['a lump sum of 7.00', {}, { collect_from_client_account_factor: lump(7) }, { base: 10, collect_from_client: 7, summary: 17 }],
    [
      'a lump sum is per shipment, not per parcel',
      { parcels: parcels(1, 1) },
      { collect_from_client_account_factor: lump(7) },
      { base: 20, collect_from_client: 7, summary: 27 },
    ],
    ['value 0: nothing', {}, { collect_from_client_account_factor: percent(0, 5) }, { base: 10, summary: 10 }],
    // 10% of the shipment's base 22.50
    [
      '10% of the base, unbounded',
      { parcels: parcels(1, 4) },
      { collect_from_client_account_factor: percent(10) },
      { base: 22.5, collect_from_client: 2.25, summary: 24.75 },
    ],
    [
      '10%, minimal 5 binding',
      { parcels: parcels(1, 4) },
      { collect_from_client_account_factor: percent(10, 5) },
      { base: 22.5, collect_from_client: 5, summary: 27.5 },
    ],
    [
      '10%, maximal 2 binding',
      { parcels: parcels(1, 4) },
      { collect_from_client_account_factor: percent(10, null, 2) },
      { base: 22.5, collect_from_client: 2, summary: 24.5 },
    ],
    [
      '10%, 1..3 not binding',
      { parcels: parcels(1, 4) },
      { collect_from_client_account_factor: percent(10, 1, 3) },
      { base: 22.5, collect_from_client: 2.25, summary: 24.75 },
    ],
  ])('given %s, then the collect_from_client', (_, given, list, lines) => expectAmounts(given, list, lines));
});

describe('cod of the COD value, insurance of the declared value (specific factors, here in PLN)', () => {
  it.each<Case>([
    ['no COD: nothing, even a lump sum', {}, { cod_account_factor: lump(6) }, { base: 10, summary: 10 }],
    ['COD 500, lump sum 6.00', { codValue: 500 }, { cod_account_factor: lump(6) }, { base: 10, cod: 6, summary: 16 }],
    ['COD 500, 1%', { codValue: 500 }, { cod_account_factor: percent(1) }, { base: 10, cod: 5, summary: 15 }],
    [
      'COD 500, 1%, minimal 8.70 binding',
      { codValue: 500 },
      { cod_account_factor: percent(1, 8.7) },
      { base: 10, cod: 8.7, summary: 18.7 },
    ],
    ['COD 500, 1%, maximal 4 binding', { codValue: 500 }, { cod_account_factor: percent(1, null, 4) }, { base: 10, cod: 4, summary: 14 }],
    ['COD 500, 1%, 2..6 not binding', { codValue: 500 }, { cod_account_factor: percent(1, 2, 6) }, { base: 10, cod: 5, summary: 15 }],
    ['no declared value: nothing, even a lump sum', {}, { insurance_account_factor: lump(3) }, { base: 10, summary: 10 }],
    [
      'declared 1000, lump sum 3.00',
      { declaredValue: 1000 },
      { insurance_account_factor: lump(3) },
      { base: 10, insurance: 3, summary: 13 },
    ],
    ['declared 1000, 1%', { declaredValue: 1000 }, { insurance_account_factor: percent(1) }, { base: 10, insurance: 10, summary: 20 }],
    [
      'declared 1000, 1%, minimal 17 binding',
      { declaredValue: 1000 },
      { insurance_account_factor: percent(1, 17) },
      { base: 10, insurance: 17, summary: 27 },
    ],
    [
      'declared 1000, 1%, maximal 8 binding',
      { declaredValue: 1000 },
      { insurance_account_factor: percent(1, null, 8) },
      { base: 10, insurance: 8, summary: 18 },
    ],
    [
      'declared 1000, 1%, 5..15 not binding',
      { declaredValue: 1000 },
      { insurance_account_factor: percent(1, 5, 15) },
      { base: 10, insurance: 10, summary: 20 },
    ],
  ])('given %s, then the cod and insurance', (_, given, list, lines) => expectAmounts(given, list, lines));
});

describe('specific factors in another currency: converted into it, bounded there, converted into the list currency', () => {
  const ronCod: Partial<AccountingInput> = { codValue: 312.5, contentCurrency: 'RON' };
  it.each<Case>([
    // 2% of 312.50 RON = 6.25 RON x 0.86 = 5.375 -> 5.38 PLN
    [
      'COD in RON, specific factors in RON, list in PLN',
      ronCod,
      { specificFactorsCurrency: 'RON', cod_account_factor: percent(2) },
      { base: 10, cod: 5.38, specific_exchange_rate: 0.86, summary: 15.38 },
    ],
    // minimal 8 RON x 0.86 = 6.88 PLN
    [
      'the minimal is in the specific-factors currency',
      ronCod,
      { specificFactorsCurrency: 'RON', cod_account_factor: percent(2, 8) },
      { base: 10, cod: 6.88, specific_exchange_rate: 0.86, summary: 16.88 },
    ],
    // a lump sum 5 RON x 0.86 = 4.30 PLN
    [
      'a lump sum is in the specific-factors currency',
      ronCod,
      { specificFactorsCurrency: 'RON', cod_account_factor: lump(5) },
      { base: 10, cod: 4.3, specific_exchange_rate: 0.86, summary: 14.3 },
    ],
    // 312.50 RON x (0.86 / 4.3 = 0.2) = 62.50 EUR; 2% = 1.25 EUR x 4.3 = 5.375 -> 5.38 PLN
    [
      'COD in RON, specific factors in EUR (cross rate)',
      ronCod,
      { specificFactorsCurrency: 'EUR', cod_account_factor: percent(2) },
      { base: 10, cod: 5.38, specific_exchange_rate: 4.3, summary: 15.38 },
    ],
    // max(1.25, 2) EUR x 4.3 = 8.60 PLN
    [
      'specific factors in EUR, minimal 2 EUR binding',
      ronCod,
      { specificFactorsCurrency: 'EUR', cod_account_factor: percent(2, 2) },
      { base: 10, cod: 8.6, specific_exchange_rate: 4.3, summary: 18.6 },
    ],
    // a list in EUR (bands read as EUR): 6.25 RON x 0.2 = 1.25 EUR
    [
      'a list in EUR, specific factors in RON',
      ronCod,
      { currency: 'EUR', specificFactorsCurrency: 'RON', cod_account_factor: percent(2) },
      { base: 10, cod: 1.25, specific_exchange_rate: 0.2, summary: 11.25 },
    ],
    // 1% of 450 EUR x (4.3 / 0.86 = 5) = 2250 RON -> 22.50 RON x 0.86 = 19.35 PLN
    [
      'insurance of a declared value in EUR, specific factors in RON',
      { declaredValue: 450, contentCurrency: 'EUR' },
      { specificFactorsCurrency: 'RON', insurance_account_factor: percent(1) },
      { base: 10, insurance: 19.35, specific_exchange_rate: 0.86, summary: 29.35 },
    ],
  ])('given %s, then the amounts', (_, given, list, lines) => expectAmounts(given, list, lines));

  it('records the converted values, the charges in the specific-factors currency and both rates', () => {
    const { inputs } = accountShipment(
      { ...INPUT, ...ronCod, declaredValue: 312.5 },
      { ...LIST, specificFactorsCurrency: 'EUR', cod_account_factor: percent(2), insurance_account_factor: percent(1, 1) },
      RATES,
    );
    expect(inputs).toMatchObject({
      specificFactorsCurrency: 'EUR',
      contentExchangeRate: 0.2,
      cod: { value: 62.5, charge: 1.25 },
      insurance: { value: 62.5, charge: 1 }, // 1% = 0.625, minimal 1 EUR
    });
  });
});

describe('a missing exchange rate', () => {
  const code = (given: Partial<AccountingInput>, list: Partial<PriceListTerms>, rates: ExchangeRates): unknown => {
    try {
      accountShipment({ ...INPUT, ...given }, { ...LIST, ...list }, rates);
      return null;
    } catch (error) {
      return error instanceof DomainError ? { code: error.code, currency: error.details['currency'] } : error;
    }
  };

  it.each([
    ['the specific-factors currency, even without COD', {}, { specificFactorsCurrency: 'RON' }, { PLN: 1 }, 'RON'],
    ['the content currency of a COD', { codValue: 100, contentCurrency: 'HUF' }, {}, { PLN: 1, RON: 0.86 }, 'HUF'],
    ['the content currency of a declared value', { declaredValue: 100, contentCurrency: 'HUF' }, {}, { PLN: 1 }, 'HUF'],
  ] as const)('given %s lacking, then missing_exchange_rate', (_, given, list, rates, currency) => {
    expect(code(given, list, rates)).toEqual({ code: 'missing_exchange_rate', currency });
  });

  it('given neither COD nor declared value, then the content currency needs no rate', () => {
    expect(code({ contentCurrency: 'HUF' }, {}, { PLN: 1 })).toBeNull();
  });
});

describe('not charged (spec/03 §9): cod card payment, unclaimed, non-conveyable', () => {
  const everyIgnoredFactor: Partial<PriceListTerms> = {
    cod_card_payment_account_factor: lump(5),
    unclaimed_account_factor: lump(20),
    non_conveyable_account_factor: percent(50, 10),
  };

  it.each<Case>([
    ['a COD shipment', { codValue: 100 }, everyIgnoredFactor, { base: 10, summary: 10 }],
    ['an unclaimed shipment', { unclaimed: true }, everyIgnoredFactor, { base: 10, summary: 10 }],
    ['a non-conveyable parcel', { parcels: [{ ...parcel(1), nonConveyable: true }] }, everyIgnoredFactor, { base: 10, summary: 10 }],
  ])('given %s and those surcharges set, then nothing for them', (_, given, list, lines) => expectAmounts(given, list, lines));

  it('records the facts so a future rule can charge them', () => {
    const { inputs } = accountShipment(
      { ...INPUT, unclaimed: true, parcels: [{ ...parcel(1), nonConveyable: true }, parcel(2, null, 2)] },
      LIST,
      RATES,
    );
    expect(inputs).toMatchObject({
      unclaimed: true,
      nonConveyableParcels: 1,
      parcels: [{ nonConveyable: true }, { nonConveyable: false }],
    });
  });
});

describe('rounding: each parcel share and each line to 0.01 half-up; the summary is the sum of the rounded lines', () => {
  it('given three oversize parcels at 5% of 10.05, then 3 x 0.50 (not 1.5075 -> 1.51)', () => {
    const oversizeBox: AccountingParcel = { ...parcel(1), declared: size(1, 101, 50, 50) };
    const { amounts } = accountShipment(
      { ...INPUT, useRealWeight: true, parcels: [oversizeBox, { ...oversizeBox, parcelId: 2 }, { ...oversizeBox, parcelId: 3 }] },
      { ...LIST, weightThresholds: [{ limiting_threshold: 3, base_amount: 10.05 }], oversize_account_factor: percent(5) },
      RATES,
    );
    expect(amounts).toEqual({ ...ZERO, base: 30.15, oversize: 1.5, summary: 31.65 });
  });

  it('given lines that each round up, then the summary adds the rounded lines', () => {
    // cod 6.25 RON x 0.86 = 5.375 -> 5.38; insurance 1% of 312.50 = 3.125 -> 3.13 RON x 0.86 = 2.6918 -> 2.69; base 10.00
    const { amounts } = accountShipment(
      { ...INPUT, codValue: 312.5, declaredValue: 312.5, contentCurrency: 'RON' },
      { ...LIST, specificFactorsCurrency: 'RON', cod_account_factor: percent(2), insurance_account_factor: percent(1) },
      RATES,
    );
    expect(amounts).toEqual({ ...ZERO, specific_exchange_rate: 0.86, base: 10, cod: 5.38, insurance: 2.69, summary: 18.07 });
  });
});

describe('the worked example of docs/accounting.md', () => {
  const list: PriceListTerms = {
    ...LIST,
    specificFactorsCurrency: 'RON',
    cod_account_factor: percent(1.5, 3, 50),
    insurance_account_factor: percent(1, 5),
    overweight_account_factor: lump(1.2),
    oversize_account_factor: lump(15),
    multi_pack_account_factor: percent(20, 2),
    collect_from_client_account_factor: lump(5),
  };
  const input: AccountingInput = {
    ...INPUT,
    codValue: 450,
    declaredValue: 450,
    contentCurrency: 'RON',
    parcels: [
      { parcelId: 11, declared: size(4, 30, 30, 20), measured: size(4.3, 30, 30, 25), nonConveyable: false },
      { parcelId: 12, declared: size(31.5, 120, 60, 40), measured: null, nonConveyable: false },
    ],
  };

  it('given the two parcels, COD and declared value, then every line and the summary', () => {
    const { amounts, currency, inputs } = accountShipment(input, list, RATES);
    expect(currency).toBe('PLN');
    expect(amounts).toEqual({
      summary: 112.21, // 42.50 + 5.81 + 4.30 + 33.60 + 15.00 + 6.00 + 0 + 5.00
      specific_exchange_rate: 0.86,
      base: 42.5, // 12.50 (4.5 kg) + 30.00 (57.6 kg)
      cod: 5.81, // 1.5% of 450.00 RON = 6.75 RON x 0.86 = 5.805
      insurance: 4.3, // 1% of 450.00 RON = 4.50, minimal 5.00 RON x 0.86
      overweight: 33.6, // 57.6 kg: 28 started kg from 30 x 1.20
      oversize: 15, // parcel 12: 120 + 2 x (60 + 40) = 320 > 300
      multi_pack: 6, // 20% of parcel 12's 30.00
      unclaimed: 0,
      collect_from_client: 5,
    });
    expect(inputs).toMatchObject({
      parcelCount: 2,
      accountingWeight: 62.1,
      contentExchangeRate: 1,
      cod: { value: 450, charge: 6.75 },
      insurance: { value: 450, charge: 5 },
      parcels: [
        {
          parcelId: 11,
          realWeight: 4.3,
          volumetricWeight: 4.5,
          accountingWeight: 4.5,
          limitingThreshold: 5,
          overweightKg: 0,
          sideFormula: 140,
          oversize: false,
          base: 12.5,
          multiPack: 0,
        },
        {
          parcelId: 12,
          realWeight: 31.5,
          volumetricWeight: 57.6,
          accountingWeight: 57.6,
          limitingThreshold: 30,
          overweightKg: 28,
          sideFormula: 320,
          oversize: true,
          base: 30,
          overweight: 33.6,
          oversizeAmount: 15,
          multiPack: 6,
        },
      ],
    });
  });

  it('given the result, then the event records the weights and bands, the converted values, and nothing the input and list give again', () => {
    const { inputs } = accountShipment(input, list, RATES);
    expect(recordedFacts(inputs)).toEqual({
      parcelCount: 2,
      accountingWeight: 62.1,
      contentExchangeRate: 1,
      cod: { value: 450, charge: 6.75 },
      insurance: { value: 450, charge: 5 },
      parcels: [
        { parcelId: 11, accountingWeight: 4.5, limitingThreshold: 5 },
        { parcelId: 12, accountingWeight: 57.6, limitingThreshold: 30 },
      ],
    });
  });
});

describe('recomputation (after_service)', () => {
  it('given the same inputs twice, then equal results (pure: no clock, no randomness)', () => {
    const given: AccountingInput = { ...INPUT, parcels: parcels(2.9, 31), codValue: 100 };
    const list: PriceListTerms = { ...LIST, cod_account_factor: percent(1, 3), overweight_account_factor: lump(2) };
    expect(accountShipment(given, list, RATES)).toEqual(accountShipment(given, list, RATES));
  });

  it.each([
    ['a measured 3.05 kg moves the parcel from [0,3) to [3,5)', size(3.05), 12.5],
    ['a measured 2.95 kg keeps it in [0,3)', size(2.95), 10],
  ])('given declared 2.90 kg and %s, then the base', (_, measured, base) => {
    const before = accountShipment({ ...INPUT, parcels: parcels(2.9) }, LIST, RATES);
    const after = accountShipment({ ...INPUT, parcels: [parcel(2.9, measured)] }, LIST, RATES);
    expect(before.amounts.base).toBe(10);
    expect(after.amounts.base).toBe(base);
  });
});
