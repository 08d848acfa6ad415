import { describe, expect, it } from 'vitest';
import { chooseTrackingLanguage } from './tracking-language';

describe('chooseTrackingLanguage', () => {
  it('given no stored choice and a browser that is not Polish, then Romanian', () => {
    expect(chooseTrackingLanguage(null, 'en-US')).toBe('ro');
    expect(chooseTrackingLanguage(null, 'ro-RO')).toBe('ro');
    expect(chooseTrackingLanguage(undefined, undefined)).toBe('ro');
  });

  it('given a Polish browser, then Polish', () => {
    expect(chooseTrackingLanguage(null, 'pl-PL')).toBe('pl');
    expect(chooseTrackingLanguage(null, 'PL')).toBe('pl');
  });

  it('given a stored choice, then it wins over the browser language', () => {
    expect(chooseTrackingLanguage('ro', 'pl-PL')).toBe('ro');
    expect(chooseTrackingLanguage('pl', 'ro-RO')).toBe('pl');
  });

  it('given a stored language the page does not speak, then the browser decides', () => {
    expect(chooseTrackingLanguage('de', 'pl-PL')).toBe('pl');
    expect(chooseTrackingLanguage('de', 'de-DE')).toBe('ro');
  });
});
