import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language';

describe('chooseLanguage', () => {
  it('given a Polish browser, then Polish', () => {
    expect(chooseLanguage(null, 'pl-PL')).toBe('pl');
  });

  it('given a stored language, then it overrides the browser language', () => {
    expect(chooseLanguage('pl', 'en-US')).toBe('pl');
  });

  it('given an unsupported stored or browser language, then Polish', () => {
    expect(chooseLanguage('de', 'en-US')).toBe('pl');
    expect(chooseLanguage(null, 'ro-RO')).toBe('pl');
    expect(chooseLanguage(undefined, undefined)).toBe('pl');
  });
});
