import { describe, expect, it } from 'vitest';
import { nextSort, pageCount, rowRange, tableSearchSchema, toDataTableRequest } from './table-state';

const schema = tableSearchSchema();

describe('table state in the URL', () => {
  it('given an empty URL, then page 1 of 25', () => {
    expect(schema.parse({})).toEqual({ page: 1, size: 25 });
  });

  it('given malformed values, then the defaults instead of an error', () => {
    expect(schema.parse({ page: 'x', size: '7', dir: 'up' })).toEqual({ page: 1, size: 25, dir: undefined });
  });

  it('given page 3 of 10 sorted by e-mail with a search, then the protocol request', () => {
    const state = schema.parse({ page: '3', size: '10', sort: 'email', dir: 'desc', q: ' jan ' });
    expect(toDataTableRequest(state)).toEqual({
      draw: 3,
      start: 20,
      length: 10,
      order: [{ column: 'email', dir: 'desc' }],
      search: { value: 'jan' },
    });
  });

  it('given no sort in the URL, then the default order', () => {
    expect(toDataTableRequest(schema.parse({}), { column: 'id', dir: 'desc' }).order).toEqual([{ column: 'id', dir: 'desc' }]);
    expect(toDataTableRequest(schema.parse({})).order).toEqual([]);
  });
});

describe('sorting by header click', () => {
  it('given another column, then ascending from page 1', () => {
    expect(nextSort(schema.parse({ page: 4, sort: 'id', dir: 'desc' }), 'email')).toEqual({ sort: 'email', dir: 'asc', page: 1 });
  });

  it('given the sorted column, then the direction flips', () => {
    expect(nextSort(schema.parse({ sort: 'email', dir: 'asc' }), 'email').dir).toBe('desc');
    expect(nextSort(schema.parse({ sort: 'email', dir: 'desc' }), 'email').dir).toBe('asc');
  });

  it('given the default order column, then the click flips the default', () => {
    expect(nextSort(schema.parse({}), 'id', { column: 'id', dir: 'asc' }).dir).toBe('desc');
  });
});

describe('paging figures', () => {
  it('counts pages and the rows shown', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
    expect(rowRange(schema.parse({ page: 3 }), 1)).toEqual({ from: 51, to: 51 });
    expect(rowRange(schema.parse({}), 0)).toEqual({ from: 0, to: 0 });
  });
});
