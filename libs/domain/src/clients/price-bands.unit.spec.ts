import { describe, expect, it } from 'vitest';
import { addPriceBand, changePriceBand, removePriceBand } from './price-bands.js';
import { band, bandAdded, clientId, created, given, thenError } from './client-fixtures.testing.js';

describe('price band decider', () => {
  it('given a client, when a band 0-100 is added, then ClientPriceBandAdded', () => {
    expect(addPriceBand(given(created), { priceId: 'a', band: band(0, 100) })).toEqual([
      { type: 'ClientPriceBandAdded', data: { clientId, priceId: 'a', band: band(0, 100) } },
    ]);
  });

  it('given a client, when min >= max, then price_band_range_invalid', () => {
    thenError(() => addPriceBand(given(created), { priceId: 'a', band: band(5, 5) }), 'price_band_range_invalid');
    thenError(() => addPriceBand(given(created), { priceId: 'a', band: band(6, 5) }), 'price_band_range_invalid');
  });

  it('given a client, when a weight is outside 0..100, then price_band_range_invalid', () => {
    thenError(() => addPriceBand(given(created), { priceId: 'a', band: band(-1, 5) }), 'price_band_range_invalid');
    thenError(() => addPriceBand(given(created), { priceId: 'a', band: band(0, 100.5) }), 'price_band_range_invalid');
    thenError(() => addPriceBand(given(created), { priceId: 'a', band: band(Number.NaN, 5) }), 'price_band_range_invalid');
  });

  it('given a client, when VAT is outside 0..100 or the net price negative, then validation_failed', () => {
    thenError(() => addPriceBand(given(created), { priceId: 'a', band: { ...band(0, 5), vat_percentage: 101 } }), 'validation_failed');
    thenError(() => addPriceBand(given(created), { priceId: 'a', band: { ...band(0, 5), vat_percentage: -1 } }), 'validation_failed');
    thenError(() => addPriceBand(given(created), { priceId: 'a', band: band(0, 5, -0.01) }), 'validation_failed');
    expect(addPriceBand(given(created), { priceId: 'a', band: { ...band(0, 5, 0), vat_percentage: 0 } })).toHaveLength(1);
  });

  it('given a band 0-5, when a touching band 5-10 is added, then it is allowed', () => {
    expect(addPriceBand(given(created, bandAdded('a', 0, 5)), { priceId: 'b', band: band(5, 10) })).toHaveLength(1);
    expect(addPriceBand(given(created, bandAdded('a', 5, 10)), { priceId: 'b', band: band(0, 5) })).toHaveLength(1);
  });

  it('given a band 5-10, when an overlapping band is added, then price_band_overlap', () => {
    const state = given(created, bandAdded('a', 5, 10));
    thenError(() => addPriceBand(state, { priceId: 'b', band: band(4, 6) }), 'price_band_overlap');
    thenError(() => addPriceBand(state, { priceId: 'b', band: band(9, 12) }), 'price_band_overlap');
    thenError(() => addPriceBand(state, { priceId: 'b', band: band(6, 7) }), 'price_band_overlap');
    thenError(() => addPriceBand(state, { priceId: 'b', band: band(0, 100) }), 'price_band_overlap');
    thenError(() => addPriceBand(state, { priceId: 'b', band: band(5, 10) }), 'price_band_overlap');
  });

  it('given a band, when changed within its own range, then it does not overlap itself', () => {
    const state = given(created, bandAdded('a', 0, 5), bandAdded('b', 5, 10));
    expect(changePriceBand(state, { priceId: 'a', band: band(1, 5, 12) })).toEqual([
      { type: 'ClientPriceBandChanged', data: { clientId, priceId: 'a', band: band(1, 5, 12) } },
    ]);
  });

  it('given two bands, when one is changed into the other, then price_band_overlap', () => {
    const state = given(created, bandAdded('a', 0, 5), bandAdded('b', 5, 10));
    thenError(() => changePriceBand(state, { priceId: 'a', band: band(0, 6) }), 'price_band_overlap');
  });

  it('given a band, when changed to the same values, then nothing is recorded', () => {
    expect(changePriceBand(given(created, bandAdded('a', 0, 5)), { priceId: 'a', band: band(0, 5) })).toEqual([]);
  });

  it('given a band, when changed to an invalid range, then price_band_range_invalid', () => {
    thenError(() => changePriceBand(given(created, bandAdded('a', 0, 5)), { priceId: 'a', band: band(5, 0) }), 'price_band_range_invalid');
  });

  it('given a band, when removed, then ClientPriceBandRemoved and its range is free again', () => {
    const events = removePriceBand(given(created, bandAdded('a', 0, 5)), { priceId: 'a' });
    expect(events).toEqual([{ type: 'ClientPriceBandRemoved', data: { clientId, priceId: 'a' } }]);
    expect(addPriceBand(given(created, bandAdded('a', 0, 5), ...events), { priceId: 'b', band: band(0, 5) })).toHaveLength(1);
  });

  it('given no such band, when changed or removed, then price_band_not_found', () => {
    thenError(() => changePriceBand(given(created), { priceId: 'x', band: band(0, 5) }), 'price_band_not_found');
    thenError(() => removePriceBand(given(created), { priceId: 'x' }), 'price_band_not_found');
  });

  it('given no client, then every price band command refuses with client_not_found', () => {
    thenError(() => addPriceBand(given(), { priceId: 'a', band: band(0, 5) }), 'client_not_found');
    thenError(() => changePriceBand(given(), { priceId: 'a', band: band(0, 5) }), 'client_not_found');
    thenError(() => removePriceBand(given(), { priceId: 'a' }), 'client_not_found');
  });
});
