import { describe, expect, it } from 'vitest';
import { readConfig } from '../../bootstrap/config.js';

describe('credential configuration', () => {
  it('has working defaults: the sandbox gateway, sandbox DPD defaults, a generated iai password, documentation addresses', () => {
    const config = readConfig({});
    expect(config.COURIER_GATEWAY).toBe('sandbox');
    expect(config.CREDENTIAL_DEFAULT_DPD_SYSTEM_ID).toBe('sandbox-dpd');
    expect(config.CREDENTIAL_DEFAULT_DPD_API_PASSWORD).toBe('sandbox-pass');
    expect(config.CREDENTIAL_DEFAULT_OUT_SERVICE).toBe('DPD Classic');
    expect(config.CREDENTIAL_DEFAULT_IAI_PASSWORD).toBe('');
    expect(config.EXTERNAL_API_USERNAME_DOMAIN).toBe('api.paczki.example');
    expect(config.EXTERNAL_API_SERVER_IPS).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(config.SECRETS_KEY).toBeUndefined();
  });

  it('reads every value from the environment', () => {
    const config = readConfig({
      CREDENTIAL_DEFAULT_DPD_SYSTEM_ID: '1495',
      CREDENTIAL_DEFAULT_DPD_API_PASSWORD: 'dpd-secret',
      CREDENTIAL_DEFAULT_OUT_SERVICE: 'DPD Express',
      CREDENTIAL_DEFAULT_IAI_PASSWORD: 'iai-fixed',
      EXTERNAL_API_USERNAME_DOMAIN: 'api.example.org',
      EXTERNAL_API_SERVER_IPS: ' 192.0.2.10 , 192.0.2.11 ,',
    });
    expect(config).toMatchObject({
      CREDENTIAL_DEFAULT_DPD_SYSTEM_ID: '1495',
      CREDENTIAL_DEFAULT_DPD_API_PASSWORD: 'dpd-secret',
      CREDENTIAL_DEFAULT_OUT_SERVICE: 'DPD Express',
      CREDENTIAL_DEFAULT_IAI_PASSWORD: 'iai-fixed',
      EXTERNAL_API_USERNAME_DOMAIN: 'api.example.org',
      EXTERNAL_API_SERVER_IPS: ['192.0.2.10', '192.0.2.11'],
    });
  });

  it('refuses an unknown gateway and a username domain that is not a domain', () => {
    expect(() => readConfig({ COURIER_GATEWAY: 'dpd-live' })).toThrow('COURIER_GATEWAY');
    expect(() => readConfig({ EXTERNAL_API_USERNAME_DOMAIN: 'no spaces.example' })).toThrow('EXTERNAL_API_USERNAME_DOMAIN');
    expect(() => readConfig({ EXTERNAL_API_USERNAME_DOMAIN: 'localhost' })).toThrow('EXTERNAL_API_USERNAME_DOMAIN');
  });
});
