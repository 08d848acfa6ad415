import { describe, expect, it } from 'vitest';
import { readConfig } from '../bootstrap/config.js';

describe('couriers configuration', () => {
  it('given nothing, when read, then the sandbox, a 6 h lockers sync and no demo failures', () => {
    const config = readConfig({});
    expect([
      config.COURIER_GATEWAY,
      config.LOCKERS_SYNC_INTERVAL_MS,
      config.COURIER_SANDBOX_FAILURE_RATE,
      config.COURIER_SANDBOX_SLOW_RATE,
    ]).toEqual(['sandbox', 21_600_000, 0, 0]);
  });

  it('given COURIER_GATEWAY=sameday without the account, when read, then the missing settings are named (never their values)', () => {
    expect(() => readConfig({ COURIER_GATEWAY: 'sameday', SAMEDAY_PASSWORD: 'top-secret' })).toThrow(
      'Invalid configuration: SAMEDAY_USERNAME, SAMEDAY_PICKUP_POINT_ID, SAMEDAY_CONTACT_PERSON_ID',
    );
    const config = readConfig({
      COURIER_GATEWAY: 'sameday',
      SAMEDAY_USERNAME: 'hub',
      SAMEDAY_PASSWORD: 'top-secret',
      SAMEDAY_PICKUP_POINT_ID: '12',
      SAMEDAY_CONTACT_PERSON_ID: '34',
    });
    expect([config.SAMEDAY_API_URL, config.SAMEDAY_SERVICE_HOME, config.SAMEDAY_SERVICE_LOCKER, config.SAMEDAY_SERVICE_XB]).toEqual([
      'https://api.sameday.ro',
      '7',
      '15',
      '',
    ]);
    expect(() => readConfig({ COURIER_SANDBOX_FAILURE_RATE: '1.5' })).toThrow('COURIER_SANDBOX_FAILURE_RATE');
  });
});
