import { describe, expect, it } from 'vitest';
import { readConfig } from '../bootstrap/config.js';
import { fakturowniaAccountUrl } from './invoicing-config.js';

describe('invoicing configuration', () => {
  it('given nothing, when read, then THE SANDBOX with a 100 ms answer and no outages', () => {
    const config = readConfig({});
    expect([
      config.INVOICING_ADAPTER,
      config.FAKTUROWNIA_SANDBOX_DELAY_MS,
      config.FAKTUROWNIA_SANDBOX_FAIL,
      config.FAKTUROWNIA_SANDBOX_FAILURE_RATE,
      config.FAKTUROWNIA_TIMEOUT_MS,
    ]).toEqual(['sandbox', 100, '', 0, 15_000]);
  });

  it('given INVOICING_ADAPTER=fakturownia without account and token, when read, then both are named, never a value', () => {
    expect(() => readConfig({ INVOICING_ADAPTER: 'fakturownia' })).toThrow(
      'Invalid configuration: FAKTUROWNIA_ACCOUNT, FAKTUROWNIA_API_TOKEN',
    );
    let message = '';
    try {
      readConfig({ INVOICING_ADAPTER: 'fakturownia', FAKTUROWNIA_API_TOKEN: 'top-secret-token' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('Invalid configuration: FAKTUROWNIA_ACCOUNT');
    expect(message).not.toContain('top-secret-token');
  });

  it('given the account and the token, then the account URL https://{account}.fakturownia.pl, or FAKTUROWNIA_API_URL', () => {
    const config = readConfig({ INVOICING_ADAPTER: 'fakturownia', FAKTUROWNIA_ACCOUNT: 'hub', FAKTUROWNIA_API_TOKEN: 't' });
    expect(fakturowniaAccountUrl(config)).toBe('https://hub.fakturownia.pl');
    expect(fakturowniaAccountUrl({ ...config, FAKTUROWNIA_API_URL: 'http://127.0.0.1:9000' })).toBe('http://127.0.0.1:9000');
  });

  it('given wrong values, then the setting is named', () => {
    expect(() => readConfig({ INVOICING_ADAPTER: 'wfirma' })).toThrow('INVOICING_ADAPTER');
    expect(() => readConfig({ FAKTUROWNIA_SANDBOX_FAILURE_RATE: '2' })).toThrow('FAKTUROWNIA_SANDBOX_FAILURE_RATE');
    expect(() => readConfig({ FAKTUROWNIA_ACCOUNT: 'hub.evil.example/x' })).toThrow('FAKTUROWNIA_ACCOUNT');
  });
});
