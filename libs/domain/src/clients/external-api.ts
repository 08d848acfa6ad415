import { DomainError } from '../shared/errors.js';
import { EXTERNAL_TYPES_WITH_LOGIN, MARKETPLACE_TYPES, type ExternalApiType } from './catalogues.js';
import type { ClientEvent, ExternalApiCredentialData } from './client.events.js';
import { existingClient, type ClientState, type ExistingClient, type ExternalApiCredentialState } from './client.js';

/**
 * External API credentials (marketplaces and shop platforms calling our API).
 * Randomness comes in as randomInt(n): an integer in [0, n) — crypto.randomInt
 * in the API, a fixed sequence in tests.
 */

export type RandomInt = (n: number) => number;

const USERNAME_MAX = 16;
const USERNAME_MIN = 8;
const PASSWORD_LENGTH = 16;
export const GENERATED_PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%&*';

function pick(randomInt: RandomInt, n: number): number {
  const value = randomInt(n);
  if (!Number.isInteger(value) || value < 0 || value >= n) throw new RangeError(`randomInt(${n}) answered ${value}`);
  return value;
}

/**
 * The name part of a marketplace username: Polish (and other) diacritics
 * stripped, lowercase, whitespace runs to one hyphen, everything but a-z 0-9 _ -
 * removed, cut to 16 characters ('Łódź Sp. z o.o.' -> 'lodz-sp-z-oo').
 */
export function usernameSlug(clientName: string): string {
  return clientName
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .slice(0, USERNAME_MAX);
}

/** slug(client name) padded with random digits to at least 8 characters, then '@' + domain. */
export function marketplaceUsername(clientName: string, domain: string, randomInt: RandomInt): string {
  let name = usernameSlug(clientName);
  while (name.length < USERNAME_MIN) name += String(pick(randomInt, 10));
  return `${name}@${domain}`;
}

/** 16 random characters from letters, digits and !@#$%&*. */
export function generatePassword(randomInt: RandomInt): string {
  let password = '';
  for (let i = 0; i < PASSWORD_LENGTH; i++) password += GENERATED_PASSWORD_ALPHABET[pick(randomInt, GENERATED_PASSWORD_ALPHABET.length)];
  return password;
}

const blankToNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value);

/**
 * The login an external API credential is saved with. Marketplace types: the
 * username is always generated from the client name (a sent one is ignored),
 * an empty password is generated. Other login types need both ('another' may
 * have neither). Answers null for what is absent.
 */
export function resolveExternalLogin(
  type: ExternalApiType,
  login: { username?: string | null; password?: string | null },
  context: { clientName: string; domain: string; randomInt: RandomInt },
): { username: string | null; password: string | null } {
  const username = blankToNull(login.username);
  const password = blankToNull(login.password);
  if (MARKETPLACE_TYPES.includes(type)) {
    return {
      username: marketplaceUsername(context.clientName, context.domain, context.randomInt),
      password: password ?? generatePassword(context.randomInt),
    };
  }
  if (EXTERNAL_TYPES_WITH_LOGIN.includes(type) && (username === null || password === null)) {
    throw new DomainError('external_credential_login_required', { type });
  }
  return { username, password };
}

function externalOf(client: ExistingClient, credentialId: string): ExternalApiCredentialState {
  const credential = client.externalCredentials.find((c) => c.id === credentialId);
  if (!credential) throw new DomainError('external_credential_not_found');
  return credential;
}

const dataOf = (c: ExternalApiCredentialData): ExternalApiCredentialData => ({
  type: c.type,
  username: c.username,
  passwordCipher: c.passwordCipher,
  tokenCipher: c.tokenCipher,
  ip: c.ip,
});

const sameExternal = (a: ExternalApiCredentialData, b: ExternalApiCredentialData): boolean =>
  a.type === b.type && a.username === b.username && a.passwordCipher === b.passwordCipher && a.tokenCipher === b.tokenCipher && a.ip === b.ip;

export function addExternalCredential(
  state: ClientState,
  command: { credentialId: string; credential: ExternalApiCredentialData },
): ClientEvent[] {
  const client = existingClient(state);
  return [
    {
      type: 'ExternalApiCredentialAdded',
      data: { clientId: client.clientId, credentialId: command.credentialId, credential: dataOf(command.credential) },
    },
  ];
}

/** Nothing changed -> []. (The caller passes the stored ciphertexts for secrets the form left empty.) */
export function changeExternalCredential(
  state: ClientState,
  command: { credentialId: string; credential: ExternalApiCredentialData },
): ClientEvent[] {
  const client = existingClient(state);
  const current = externalOf(client, command.credentialId);
  const credential = dataOf(command.credential);
  if (sameExternal(current, credential)) return [];
  return [{ type: 'ExternalApiCredentialChanged', data: { clientId: client.clientId, credentialId: current.id, credential } }];
}

export function removeExternalCredential(state: ClientState, command: { credentialId: string }): ClientEvent[] {
  const client = existingClient(state);
  const credential = externalOf(client, command.credentialId);
  return [{ type: 'ExternalApiCredentialRemoved', data: { clientId: client.clientId, credentialId: credential.id } }];
}
