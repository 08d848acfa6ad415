import { describe, expect, it } from 'vitest';
import { localitySearchQuery, streetSearchParams, streetSearchQuery, townAutocompleteRequest } from './addresses.js';
import { parseContract } from './validation.js';

describe('address contracts', () => {
  it('given a query string, when a locality search is read, then the country id as a number and the term trimmed', () => {
    expect(parseContract(localitySearchQuery, { country_id: '1', query: ' bra ' })).toEqual({
      success: true,
      data: { country_id: 1, query: 'bra', postal_code: undefined },
    });
    expect(parseContract(localitySearchQuery, { country_id: 4, query: 'Айтос' }).success).toBe(true);
  });

  it('given no postal code, when the term is missing or shorter than 3, then 422 on query', () => {
    for (const query of [undefined, '', ' ', 'null']) {
      expect(parseContract(localitySearchQuery, { country_id: '1', query })).toEqual({ success: false, errors: { query: ['required'] } });
    }
    expect(parseContract(localitySearchQuery, { country_id: '1', query: 'br ' })).toEqual({
      success: false,
      errors: { query: ['too_short'] },
    });
  });

  it('given a postal code, when searched, then the term may be short or missing; null spelled as text is no code', () => {
    expect(parseContract(localitySearchQuery, { country_id: '1', postal_code: '010013' })).toMatchObject({
      success: true,
      data: { postal_code: '010013' },
    });
    expect(parseContract(localitySearchQuery, { country_id: '10', postal_code: '100 00', query: 'z' }).success).toBe(true);
    expect(parseContract(localitySearchQuery, { country_id: '1', postal_code: 'null' })).toEqual({
      success: false,
      errors: { query: ['required'] },
    });
    expect(parseContract(localitySearchQuery, { country_id: '1', postal_code: '01%' })).toEqual({
      success: false,
      errors: { postal_code: ['invalid_post_code'] },
    });
  });

  it('given a country outside the catalogue or not a number, when searched, then 422 on country_id', () => {
    for (const country_id of ['5', '0', '-1', '1.5', '2147483648', 'abc', {}]) {
      const result = parseContract(localitySearchQuery, { country_id, query: 'bra' });
      expect(result.success, JSON.stringify(country_id)).toBe(false);
      expect(Object.keys((result as { errors: object }).errors)).toEqual(['country_id']);
    }
    expect(parseContract(localitySearchQuery, { query: 'bra' })).toEqual({ success: false, errors: { country_id: ['required'] } });
  });

  it('given street searches, when the locality id is odd or the term short, then 422 with the field', () => {
    expect(parseContract(streetSearchParams, { localityId: '179141' })).toEqual({ success: true, data: { localityId: 179141 } });
    expect(parseContract(streetSearchParams, { localityId: '2147483648' })).toEqual({
      success: false,
      errors: { localityId: ['invalid_value'] },
    });
    expect(parseContract(streetSearchQuery, { query: 'ab' })).toEqual({ success: false, errors: { query: ['too_short'] } });
    expect(parseContract(streetSearchQuery, { query: 'x'.repeat(101) })).toEqual({ success: false, errors: { query: ['too_long'] } });
  });

  it('given the public finder, when the text is shorter than 3 or missing, then 422 on searchText', () => {
    expect(parseContract(townAutocompleteRequest, { searchText: ' Cluj ' })).toEqual({ success: true, data: { searchText: 'Cluj' } });
    expect(parseContract(townAutocompleteRequest, { searchText: 'Cl' })).toEqual({ success: false, errors: { searchText: ['too_short'] } });
    expect(parseContract(townAutocompleteRequest, {})).toEqual({ success: false, errors: { searchText: ['required'] } });
  });
});
