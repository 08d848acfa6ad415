import { describe, expect, it } from 'vitest';
import { toDisplayPrefix, toStoredPrefix } from './phone-prefix';

describe('phone prefix shown with a plus, stored with two zeros', () => {
  it('given the stored 0048, then +48 is shown', () => {
    expect(toDisplayPrefix('0048')).toBe('+48');
    expect(toDisplayPrefix('004')).toBe('+4');
    expect(toDisplayPrefix(' 0040 ')).toBe('+40');
  });

  it('given +48 typed, then 0048 is stored (spaces dropped)', () => {
    expect(toStoredPrefix('+48')).toBe('0048');
    expect(toStoredPrefix(' + 40 ')).toBe('0040');
  });

  it('given two zeros typed, then they are kept', () => {
    expect(toStoredPrefix('0036')).toBe('0036');
  });

  it('given a value of neither shape, then it is passed on unchanged (validation says what is wrong)', () => {
    expect(toStoredPrefix('48')).toBe('48');
    expect(toDisplayPrefix('48')).toBe('48');
  });

  it('round-trips every stored prefix', () => {
    for (const stored of ['00', '004', '0048', '00359']) expect(toStoredPrefix(toDisplayPrefix(stored))).toBe(stored);
  });
});
