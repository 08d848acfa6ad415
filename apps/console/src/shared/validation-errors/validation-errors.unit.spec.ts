import { describe, expect, it } from 'vitest';
import type { ExportValidationError } from '@parcel/contracts';
import { parcelsOf, validationText } from './validation-errors';

const error = (over: Partial<ExportValidationError>): ExportValidationError => ({
  id: 1,
  validationErrorId: 1,
  type: 'missing_amount',
  internalWaybill: 'S1',
  parcelInternalNumbers: [],
  reviewed: false,
  additionalData: {},
  ...over,
});

describe('validation errors', () => {
  it('given a giant amount, then its amount, accounting weight and parcel count are the text parameters', () => {
    const text = validationText(error({ type: 'giant_amount', additionalData: { amount: 9999.5, accountingWeight: 31, parcelsCount: 2 } }));
    expect(text.key).toBe('giant_amount');
    expect(text.params).toMatchObject({ amount: '9999.5', weight: '31', parcels: '2' });
  });

  it('given the wrong count and a price list miss, then their facts; a missing fact is a dash', () => {
    expect(
      validationText(error({ type: 'wrong_shipments_in_report_count', additionalData: { exported_count: 9, expected_count: 10 } })).params,
    ).toMatchObject({
      exported: '9',
      expected: '10',
    });
    const miss = validationText(
      error({ type: 'no_operational_price_list_match', additionalData: { operationalPriceListType: 'income', clientId: 7 } }),
    );
    expect(miss.params).toMatchObject({ priceListType: 'income', association: '—', clientId: '7', countryId: '—' });
  });

  it('given an unknown type, then no key and the raw type', () => {
    expect(validationText(error({ type: 'martian_error' }))).toMatchObject({ key: null, raw: 'martian_error' });
  });

  it('given a multi-pack with dimensions as a list, then every parcel with its weight and sizes, in order', () => {
    const parcels = parcelsOf(
      error({
        parcelInternalNumbers: ['P2', 'P1'],
        additionalData: {
          dimensions: [
            { internalNumber: 'P1', weight: 1.5, width: 10, height: 20, length: 30 },
            { internal_number: 'P2', weight: '2', width: '11', height: 21, length: 31 },
          ],
        },
      }),
    );
    expect(parcels).toEqual([
      { number: 'P2', weight: 2, width: 11, height: 21, length: 31 },
      { number: 'P1', weight: 1.5, width: 10, height: 20, length: 30 },
    ]);
  });

  it('given dimensions keyed by parcel number, or none, then the parcels still listed', () => {
    expect(
      parcelsOf(
        error({ parcelInternalNumbers: ['P1'], additionalData: { dimensions: { P1: { weight: 3, width: 1, height: 2, length: 4 } } } }),
      ),
    ).toEqual([{ number: 'P1', weight: 3, width: 1, height: 2, length: 4 }]);
    expect(parcelsOf(error({ parcelInternalNumbers: ['P9'] }))).toEqual([
      { number: 'P9', weight: null, width: null, height: null, length: null },
    ]);
  });

  it('given measures sent as text, then numbers; an empty text is unknown, not 0', () => {
    expect(
      parcelsOf(
        error({
          parcelInternalNumbers: ['P1'],
          additionalData: { dimensions: { P1: { weight: '2.5', width: '', height: ' ', length: 'x' } } },
        }),
      ),
    ).toEqual([{ number: 'P1', weight: 2.5, width: null, height: null, length: null }]);
  });
});
