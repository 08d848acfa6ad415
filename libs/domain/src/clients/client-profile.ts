import { DomainError } from '../shared/errors.js';
import { SENDING_COUNTRY_IDS, isCountryId } from './catalogues.js';
import type { ClientEvent, ClientProfile } from './client.events.js';
import { existingClient, type ClientState } from './client.js';

/**
 * The client's own record: create, update (profile and allowed countries),
 * block / restore, and the shop-platform (iai) password.
 */

/**
 * Countries a client may send to: every id must be a sending country (Poland
 * and unknown ids are refused). Answers the list without duplicates, ascending.
 */
export function allowedCountriesOf(countries: readonly number[]): number[] {
  for (const id of countries) {
    if (!SENDING_COUNTRY_IDS.includes(id)) throw new DomainError('country_not_allowed', { country: id });
  }
  return [...new Set(countries)].sort((a, b) => a - b);
}

/** The client's own country (where it sends from) must be one of the catalogue's, Poland included. */
export function assertKnownCountry(country: number): void {
  if (!isCountryId(country)) throw new DomainError('country_unknown', { country });
}

const sameSet = (a: readonly number[], b: readonly number[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

const sameProfile = (a: ClientProfile, b: ClientProfile): boolean =>
  (Object.keys(a) as (keyof ClientProfile)[]).every((key) => a[key] === b[key]) && Object.keys(a).length === Object.keys(b).length;

export function createClient(
  state: ClientState,
  command: { clientId: number; userId: string; profile: ClientProfile; allowedCountries: readonly number[] },
): ClientEvent[] {
  // Ids come from the counter stream, so a taken id is a lost race: the caller retries.
  if (state.status !== 'none') throw new DomainError('wrong_expected_revision', { clientId: command.clientId });
  const { clientId, userId, profile } = command;
  assertKnownCountry(profile.country);
  const allowedCountries = allowedCountriesOf(command.allowedCountries);
  return [{ type: 'ClientCreated', data: { clientId, userId, profile, allowedCountries } }];
}

/** Records only what changed; allowed countries are compared as sets. */
export function updateClient(
  state: ClientState,
  command: { profile: ClientProfile; allowedCountries: readonly number[] },
): ClientEvent[] {
  const client = existingClient(state);
  assertKnownCountry(command.profile.country);
  const allowedCountries = allowedCountriesOf(command.allowedCountries);
  const events: ClientEvent[] = [];
  if (!sameProfile(client.profile, command.profile)) {
    events.push({ type: 'ClientUpdated', data: { clientId: client.clientId, profile: command.profile } });
  }
  if (!sameSet(client.allowedCountries, allowedCountries)) {
    events.push({ type: 'ClientAllowedCountriesChanged', data: { clientId: client.clientId, allowedCountries } });
  }
  return events;
}

/** Blocking (DELETE client) keeps the record; the API blocks the client's login too. */
export function blockClient(state: ClientState): ClientEvent[] {
  const client = existingClient(state);
  if (client.status === 'blocked') throw new DomainError('client_already_blocked');
  return [{ type: 'ClientBlocked', data: { clientId: client.clientId } }];
}

export function restoreClient(state: ClientState): ClientEvent[] {
  const client = existingClient(state);
  if (client.status !== 'blocked') throw new DomainError('client_not_blocked');
  return [{ type: 'ClientRestored', data: { clientId: client.clientId } }];
}

/** The shop-platform password, already encrypted by the caller (a new ciphertext each time, so always recorded). */
export function setIaiPassword(state: ClientState, command: { passwordCipher: string }): ClientEvent[] {
  const client = existingClient(state);
  return [{ type: 'ClientIaiPasswordSet', data: { clientId: client.clientId, passwordCipher: command.passwordCipher } }];
}
