import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount';

describe('amounts with a comma or a dot', () => {
  it('18,90 and 18.90 are the same', () => {
    expect(parseAmount('18,90')).toBe(18.9);
    expect(parseAmount('18.90')).toBe(18.9);
    expect(parseAmount(' 1 234,5 ')).toBe(1234.5);
    expect(parseAmount('1234.50 zł')).toBe(1234.5);
    expect(parseAmount('7')).toBe(7);
  });

  it('text that is no amount is undefined', () => {
    expect(parseAmount('abc')).toBeUndefined();
    expect(parseAmount('1,2,3')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
  });
});
