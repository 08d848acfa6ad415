import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretCipher } from '../../shared/cipher.js';
import { CHECK_TOKEN_TTL_MS, CheckTokens, type CheckedValues } from './check-tokens.js';

describe('check tokens', () => {
  const clock = { at: Date.parse('2026-11-22T10:00:00Z'), now() { return new Date(this.at); } };
  const cipher = new SecretCipher(randomBytes(32));
  const tokens = new CheckTokens(cipher, clock);
  const values: CheckedValues = { courierId: 2, username: 'sandbox-a', password: 'sandbox-pass', service: 'DPD Classic' };

  it('vouch for exactly the checked values', () => {
    const token = tokens.issue(values);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(values.password);
    expect(tokens.verify(token, values)).toBe(true);
    for (const changed of [{ courierId: 1 }, { username: 'sandbox-b' }, { password: 'sandbox-pass-2' }, { service: '' }]) {
      expect(tokens.verify(token, { ...values, ...changed }), JSON.stringify(changed)).toBe(false);
    }
  });

  it('cannot be stretched or moved between fields', () => {
    const token = tokens.issue(values);
    const [expiry, signature] = token.split('.') as [string, string];
    expect(tokens.verify(`${Number(expiry) + 3600}.${signature}`, values)).toBe(false);
    const split = tokens.issue({ ...values, username: 'sandbox-a|sandbox-pass', password: '' });
    expect(tokens.verify(split, { ...values, username: 'sandbox-a', password: 'sandbox-pass|' })).toBe(false);
  });

  it('last one hour', () => {
    const token = tokens.issue(values);
    clock.at += CHECK_TOKEN_TTL_MS - 1000;
    expect(tokens.verify(token, values)).toBe(true);
    clock.at += 1000;
    expect(tokens.verify(token, values)).toBe(false);
  });

  it('are refused when missing, malformed or made with another key', () => {
    expect(tokens.verify(undefined, values)).toBe(false);
    expect(tokens.verify('', values)).toBe(false);
    expect(tokens.verify('garbage', values)).toBe(false);
    const foreign = new CheckTokens(new SecretCipher(randomBytes(32)), clock).issue(values);
    expect(tokens.verify(foreign, values)).toBe(false);
  });
});
