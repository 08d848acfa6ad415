import { describe, expect, it } from 'vitest';
import { addresses } from './addresses.pl';
import { finderRo } from './addresses.ro';
import { finderLanguage, finderTexts } from './finder-language';

describe('postal-code finder language', () => {
  it('given nothing stored, or a language the finder lacks, then Romanian', () => {
    for (const stored of [null, undefined, '', 'en', 'pl-PL', 'RO']) expect(finderLanguage(stored), String(stored)).toBe('ro');
  });

  it('given a stored choice of pl or ro, then that language', () => {
    expect(finderLanguage('pl')).toBe('pl');
    expect(finderLanguage('ro')).toBe('ro');
  });

  it('given each language, then its own texts, every key filled and different from the other language', () => {
    expect(finderTexts('pl')).toBe(addresses.finder);
    expect(finderTexts('ro')).toBe(finderRo);
    expect(Object.keys(finderRo).sort()).toEqual(Object.keys(addresses.finder).sort());
    for (const [key, text] of Object.entries(finderRo)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(addresses.finder[key as keyof typeof addresses.finder]);
    }
  });
});
