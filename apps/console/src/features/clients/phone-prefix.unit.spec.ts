import { describe, expect, it } from 'vitest';
import { normalisePostCode, splitPastedPhone, toDisplayPrefix, toStoredPrefix } from './phone-prefix';

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

describe('a pasted phone number fills the prefix and the number', () => {
  it('with a country part: prefix as shown and the digits of the number', () => {
    expect(splitPastedPhone('+48 601 234 567')).toEqual({ prefix: '+48', number: '601234567' });
    expect(splitPastedPhone('0048 601-234-567')).toEqual({ prefix: '+48', number: '601234567' });
    expect(splitPastedPhone('(+40) 712.345.678')).toEqual({ prefix: '+40', number: '712345678' });
    expect(splitPastedPhone('+36 1234567890')).toEqual({ prefix: '+36', number: '1234567890' });
  });

  it('without a country part: only the digits, the prefix untouched', () => {
    expect(splitPastedPhone('601 234 567')).toEqual({ number: '601234567' });
    expect(splitPastedPhone('601-234-567')).toEqual({ number: '601234567' });
  });
});

describe('a Polish post code', () => {
  it('five digits become NN-NNN; anything else stays for validation', () => {
    expect(normalisePostCode('00950')).toBe('00-950');
    expect(normalisePostCode('00 950')).toBe('00-950');
    expect(normalisePostCode('00-950')).toBe('00-950');
    expect(normalisePostCode(' 1234 ')).toBe('1234');
  });
});
