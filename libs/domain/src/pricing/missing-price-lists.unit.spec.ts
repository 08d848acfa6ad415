import { describe, expect, it } from 'vitest';
import { priceListTerms } from './price-list-fixtures.testing.js';
import type { PriceListTerms } from './price-list-terms.js';
import { clientsMissingPriceLists } from './missing-price-lists.js';
import type { PricedList } from './select-price-list.js';

let nextId = 1;
const list = (over: Partial<PriceListTerms>, deactivatedAt: string | null = null): PricedList => ({
  id: nextId++,
  revision: 0,
  terms: priceListTerms({ name: 'Cennik', beginDate: '2026-01-01', ...over }),
  deactivatedAt,
});
const TODAY = '2026-11-24';
const NOW = '2026-11-24T12:00:00.000Z';
const romaniaDefaults = [list({ type: 'income', countryId: 1 }), list({ type: 'cost', countryId: null, courierId: 1 })];

describe('clients missing price lists', () => {
  it.each([
    ['a Romanian client with default income and cost lists', [{ id: 7, allowedCountries: [1] }], romaniaDefaults, []],
    ['a client also sending to Hungary, which has no list', [{ id: 7, allowedCountries: [1, 3] }], romaniaDefaults, [7]],
    [
      'a Hungarian client with its own income list and a default cost list',
      [{ id: 7, allowedCountries: [3] }],
      [list({ type: 'income', clientId: 7, countryId: 3 }), list({ type: 'cost', countryId: null, courierId: 4 })],
      [],
    ],
    [
      "another client's Hungarian list does not cover this client",
      [{ id: 8, allowedCountries: [3] }],
      [list({ type: 'income', clientId: 7, countryId: 3 }), list({ type: 'cost', countryId: null, courierId: 4 })],
      [8],
    ],
    ['only an income list (no cost list for the courier)', [{ id: 7, allowedCountries: [1] }], [list({ countryId: 1 })], [7]],
    [
      'a default list that begins tomorrow',
      [{ id: 7, allowedCountries: [1] }],
      [list({ countryId: 1, beginDate: '2026-11-25' }), romaniaDefaults[1]!],
      [7],
    ],
    [
      'only an eMAG list',
      [{ id: 7, allowedCountries: [1] }],
      [list({ countryId: 1, specialAssociation: 'emag' }), romaniaDefaults[1]!],
      [7],
    ],
    ['Poland allowed (not a destination)', [{ id: 7, allowedCountries: [2] }], [], []],
  ])('given %s, then the missing clients are as expected', (_, clients, lists, expected) => {
    expect(clientsMissingPriceLists(clients, lists, TODAY, NOW)).toEqual(expected);
  });
});
