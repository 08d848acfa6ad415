import { describe, expect, it } from 'vitest';
import { clientCardOf, priceListIdOf, priceListTypeOf } from './price-list-type';

describe('the addresses of the price lists', () => {
  it('given income or cost, then that type; anything else is a page that does not exist', () => {
    expect(priceListTypeOf('income')).toBe('income');
    expect(priceListTypeOf('cost')).toBe('cost');
    for (const param of ['Income', 'prices', '', 'income ']) expect(() => priceListTypeOf(param)).toThrow();
  });

  it('given an id from 1 to the largest int4, then the number; 0, signs, decimals and larger ids are not found', () => {
    expect(priceListIdOf('7')).toBe(7);
    expect(priceListIdOf('2147483647')).toBe(2_147_483_647);
    for (const param of ['0', '-1', '1.5', '07', '2147483648', 'abc']) expect(() => priceListIdOf(param)).toThrow();
  });

  it("given a type, then the client card's tab back from a client's list (spec/03 §2)", () => {
    expect(clientCardOf('income')).toBe('income_operational_price_list');
    expect(clientCardOf('cost')).toBe('cost_operational_price_list');
  });
});
