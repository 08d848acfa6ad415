import { describe, expect, it } from 'vitest';
import type { ExternalApiType } from './catalogues.js';
import {
  GENERATED_PASSWORD_ALPHABET,
  addExternalCredential,
  changeExternalCredential,
  generatePassword,
  marketplaceUsername,
  removeExternalCredential,
  resolveExternalLogin,
  usernameSlug,
} from './external-api.js';
import { clientId, created, externalCredential, given, sequence, thenError } from './client-fixtures.testing.js';

const domain = 'api.paczki.example';
const digits = (): ((n: number) => number) => sequence(1, 2, 3, 4, 5, 6, 7, 8, 9);
const added = (credentialId: string, over: Parameters<typeof externalCredential>[0] = {}) =>
  ({ type: 'ExternalApiCredentialAdded', data: { clientId, credentialId, credential: externalCredential(over) } }) as const;

describe('marketplace username', () => {
  it('given a Polish company name, then diacritics are stripped, spaces become hyphens and other characters go', () => {
    expect(marketplaceUsername('Łódź Sp. z o.o.', domain, digits())).toBe('lodz-sp-z-oo@api.paczki.example');
  });

  it('given capital Polish letters, then ł/Ł map to l and the rest lose their marks', () => {
    expect(usernameSlug('ŁÓDŹ ŻÓŁĆ ĘĄŚŃ')).toBe('lodz-zolc-easn');
  });

  it('given other diacritics (Romanian, Hungarian), then they are stripped too', () => {
    expect(usernameSlug('Șțăî Kft')).toBe('stai-kft');
    expect(usernameSlug('Győr Ősz')).toBe('gyor-osz');
  });

  it('given a long name, then it is cut to 16 characters', () => {
    expect(usernameSlug('Przedsiębiorstwo Handlowe Żółw')).toBe('przedsiebiorstwo');
    expect(marketplaceUsername('Przedsiębiorstwo Handlowe Żółw', domain, digits())).toBe('przedsiebiorstwo@api.paczki.example');
  });

  it('given a short name, then it is padded with random digits to 8 characters', () => {
    expect(marketplaceUsername('Abc', domain, digits())).toBe('abc12345@api.paczki.example');
  });

  it('given exactly 8 characters, then no digit is added', () => {
    expect(marketplaceUsername('Abcdefgh', domain, () => {
      throw new Error('no randomness needed');
    })).toBe('abcdefgh@api.paczki.example');
  });

  it('given an empty name or one of only symbols, then 8 random digits', () => {
    expect(marketplaceUsername('', domain, digits())).toBe('12345678@api.paczki.example');
    expect(marketplaceUsername('!!!???', domain, sequence(0, 9))).toBe('09090909@api.paczki.example');
  });

  it('given digits, underscores, hyphens and repeated or outer whitespace, then those are kept and whitespace runs become one hyphen', () => {
    expect(usernameSlug('  A_B  1-2 & C  ')).toBe('a_b-1-2--c');
  });

  it('given a random source answering out of range, then it is refused', () => {
    expect(() => marketplaceUsername('a', domain, () => 10)).toThrow(RangeError);
  });
});

describe('generated password', () => {
  it('given a random source, then 16 characters picked from letters, digits and !@#$%&*', () => {
    const asked: number[] = [];
    const password = generatePassword((n) => {
      asked.push(n);
      return asked.length - 1;
    });
    expect(password).toBe('ABCDEFGHIJKLMNOP');
    expect(asked).toEqual(Array(16).fill(69));
    expect(generatePassword(() => 68)).toBe('*'.repeat(16));
    expect(generatePassword(sequence(26, 52, 62, 63, 64, 65, 66, 67))).toBe('a0!@#$%&a0!@#$%&');
  });

  it('the alphabet is exactly letters, digits and !@#$%&*', () => {
    expect(GENERATED_PASSWORD_ALPHABET).toMatch(/^[A-Za-z0-9!@#$%&*]{69}$/);
    expect(new Set(GENERATED_PASSWORD_ALPHABET).size).toBe(69);
  });
});

describe('external login', () => {
  const context = { clientName: 'Łódź Sp. z o.o.', domain, randomInt: sequence(0) };

  it('given a marketplace type with nothing sent, then the username and the password are generated', () => {
    for (const type of ['emag_RO', 'emag_HU', 'emag_BG'] as const) {
      expect(resolveExternalLogin(type, { username: '', password: '' }, context)).toEqual({
        username: 'lodz-sp-z-oo@api.paczki.example',
        password: 'A'.repeat(16),
      });
    }
  });

  it('given a marketplace type, then a sent username is ignored and a sent password kept', () => {
    expect(resolveExternalLogin('emag_RO', { username: 'mine', password: 'Secret-1' }, context)).toEqual({
      username: 'lodz-sp-z-oo@api.paczki.example',
      password: 'Secret-1',
    });
  });

  it('given a login type without username or password, then external_credential_login_required', () => {
    for (const type of ['baselinker', 'api_v2', 'ido_sell'] as const satisfies readonly ExternalApiType[]) {
      thenError(() => resolveExternalLogin(type, { username: 'u', password: '' }, context), 'external_credential_login_required');
      thenError(() => resolveExternalLogin(type, { username: ' ', password: 'p' }, context), 'external_credential_login_required');
      thenError(() => resolveExternalLogin(type, {}, context), 'external_credential_login_required');
    }
  });

  it('given a login type with both, then they are used as sent', () => {
    expect(resolveExternalLogin('baselinker', { username: 'u', password: 'p' }, context)).toEqual({ username: 'u', password: 'p' });
  });

  it("given 'another', then username and password are optional", () => {
    expect(resolveExternalLogin('another', { username: '', password: null }, context)).toEqual({ username: null, password: null });
    expect(resolveExternalLogin('another', { username: 'u' }, context)).toEqual({ username: 'u', password: null });
  });
});

describe('external API credential decider', () => {
  it('given a client, when a credential is added, then ExternalApiCredentialAdded', () => {
    expect(addExternalCredential(given(created), { credentialId: 'e1', credential: externalCredential() })).toEqual([added('e1')]);
  });

  it('given a credential, when changed, then ExternalApiCredentialChanged; unchanged -> nothing', () => {
    const state = given(created, added('e1'));
    expect(changeExternalCredential(state, { credentialId: 'e1', credential: externalCredential({ ip: '10.0.0.5' }) })).toEqual([
      { type: 'ExternalApiCredentialChanged', data: { clientId, credentialId: 'e1', credential: externalCredential({ ip: '10.0.0.5' }) } },
    ]);
    expect(changeExternalCredential(state, { credentialId: 'e1', credential: externalCredential() })).toEqual([]);
  });

  it('given a credential, when removed, then ExternalApiCredentialRemoved', () => {
    expect(removeExternalCredential(given(created, added('e1')), { credentialId: 'e1' })).toEqual([
      { type: 'ExternalApiCredentialRemoved', data: { clientId, credentialId: 'e1' } },
    ]);
  });

  it('given no such credential, when changed or removed, then external_credential_not_found', () => {
    thenError(() => changeExternalCredential(given(created), { credentialId: 'e1', credential: externalCredential() }), 'external_credential_not_found');
    thenError(() => removeExternalCredential(given(created), { credentialId: 'e1' }), 'external_credential_not_found');
  });

  it('given no client, then every external credential command refuses with client_not_found', () => {
    thenError(() => addExternalCredential(given(), { credentialId: 'e1', credential: externalCredential() }), 'client_not_found');
    thenError(() => changeExternalCredential(given(), { credentialId: 'e1', credential: externalCredential() }), 'client_not_found');
    thenError(() => removeExternalCredential(given(), { credentialId: 'e1' }), 'client_not_found');
  });
});
