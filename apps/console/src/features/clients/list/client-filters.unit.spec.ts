import { describe, expect, it } from 'vitest';
import { activeFilters, clientFiltersSchema, clientListRequest, filterCookie, filtersFromCookies, filtersToRestore, hasFilters } from './client-filters';

/** What a browser would send back for a cookie string set by filterCookie(). */
const jarOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('client list filters kept in a cookie for a day', () => {
  it('given filters, then a cookie living one day that reads back the same filters', () => {
    const cookie = filterCookie({ list: 'deleted', name: ' Sklep Ąę ', volume: 'B' });
    expect(cookie).toMatch(/^clients-filters=[^;]+; Max-Age=86400; Path=\/; SameSite=Lax$/);
    expect(filtersFromCookies(`other=1; ${jarOf(cookie)}; last=2`)).toEqual({ list: 'deleted', name: 'Sklep Ąę', volume: 'B' });
  });

  it('given no filters (defaults only), then the cookie is removed', () => {
    expect(filterCookie({ list: 'all', name: '  ' })).toBe('clients-filters=; Max-Age=0; Path=/; SameSite=Lax');
    expect(filtersFromCookies('clients-filters=')).toEqual({});
  });

  it('given no cookie or a tampered one, then no filters', () => {
    expect(filtersFromCookies('')).toEqual({});
    expect(filtersFromCookies('clients-filters=%7Bnot-json')).toEqual({});
    expect(filtersFromCookies(`clients-filters=${encodeURIComponent(JSON.stringify({ list: 'x', volume: 'Z', name: 'ok' }))}`)).toEqual({ name: 'ok' });
  });

  it('keeps only what differs from the defaults', () => {
    expect(activeFilters({ list: 'all', name: '', volume: undefined })).toEqual({});
    expect(hasFilters({ list: 'all' })).toBe(false);
    expect(hasFilters({ volume: 'A' })).toBe(true);
  });

  it('given malformed URL values, then they fall back to the defaults', () => {
    expect(clientFiltersSchema.parse({ list: 'wszyscy', volume: 'D', name: 'abc' })).toEqual({ list: undefined, volume: undefined, name: 'abc' });
  });
});

describe('opening the list', () => {
  const kept = { name: 'sklep', volume: 'B' as const };

  it('given no filters in the address and some kept, then the kept ones apply (the menu, a later visit)', () => {
    expect(filtersToRestore({}, kept, false)).toEqual(kept);
    expect(filtersToRestore({ list: 'all' }, { list: 'deleted' }, false)).toEqual({ list: 'deleted' });
  });

  it('given a reset, filters in the address or nothing kept, then nothing is restored', () => {
    expect(filtersToRestore({}, kept, true)).toBeNull();
    expect(filtersToRestore({ name: 'inny' }, kept, false)).toBeNull();
    expect(filtersToRestore({}, {}, false)).toBeNull();
  });
});

describe('list request', () => {
  const table = { draw: 1, start: 0, length: 25, order: [], search: { value: '' } };

  it('given the blocked list, a name and a class, then the criteria of POST app/v1/client/list', () => {
    expect(clientListRequest(table, { list: 'deleted', name: ' emag ', volume: 'C' })).toEqual({
      ...table,
      client_alias_or_emag_name: 'emag',
      deleted: true,
      shipment_count_volume: 'C',
    });
  });

  it('given no filters, then every client that is not blocked, of any class', () => {
    expect(clientListRequest(table, {})).toMatchObject({ client_alias_or_emag_name: '', deleted: false, shipment_count_volume: null });
  });
});
