import { describe, expect, it } from 'vitest';
import { allowedCountriesOf, blockClient, createClient, restoreClient, setIaiPassword, updateClient } from './client-profile.js';
import { blocked, clientId, created, given, profile, thenError, userId } from './client-fixtures.testing.js';

describe('client profile decider', () => {
  it('given no client, when created, then ClientCreated with the countries deduplicated and ascending', () => {
    expect(createClient(given(), { clientId, userId, profile, allowedCountries: [11, 1, 3, 1] })).toEqual([
      { type: 'ClientCreated', data: { clientId, userId, profile, allowedCountries: [1, 3, 11] } },
    ]);
  });

  it('given no client, when created with no countries, then an empty list is allowed', () => {
    expect(createClient(given(), { clientId, userId, profile, allowedCountries: [] })[0]!.data).toMatchObject({ allowedCountries: [] });
  });

  it('given no client, when created with Poland or an unknown country, then country_not_allowed', () => {
    thenError(() => createClient(given(), { clientId, userId, profile, allowedCountries: [1, 2] }), 'country_not_allowed');
    thenError(() => createClient(given(), { clientId, userId, profile, allowedCountries: [99] }), 'country_not_allowed');
  });

  it('given an own country the catalogue does not know, when created or updated, then country_unknown', () => {
    thenError(() => createClient(given(), { clientId, userId, profile: { ...profile, country: 5 }, allowedCountries: [] }), 'country_unknown');
    thenError(() => updateClient(given(created), { profile: { ...profile, country: 99 }, allowedCountries: [] }), 'country_unknown');
    // Poland and every other catalogue country are fine as the client's own.
    for (const country of [1, 2, 3, 4, 10, 11]) {
      expect(createClient(given(), { clientId, userId, profile: { ...profile, country }, allowedCountries: [] })).toHaveLength(1);
    }
  });

  it('given every sending country, then all are allowed', () => {
    expect(allowedCountriesOf([1, 3, 4, 10, 11])).toEqual([1, 3, 4, 10, 11]);
  });

  it('given a client with that id, when created again, then the id is taken (wrong_expected_revision, the caller retries)', () => {
    thenError(() => createClient(given(created), { clientId, userId, profile, allowedCountries: [] }), 'wrong_expected_revision');
  });

  it('given a client, when updated with the same data and the same countries in another order, then nothing is recorded', () => {
    expect(updateClient(given(created), { profile: { ...profile }, allowedCountries: [3, 1, 3] })).toEqual([]);
  });

  it('given a client, when only the profile changes, then only ClientUpdated', () => {
    const changed = { ...profile, phone_number: '600700801' };
    expect(updateClient(given(created), { profile: changed, allowedCountries: [1, 3] })).toEqual([
      { type: 'ClientUpdated', data: { clientId, profile: changed } },
    ]);
  });

  it('given a client, when only the countries change, then only ClientAllowedCountriesChanged', () => {
    expect(updateClient(given(created), { profile, allowedCountries: [4, 1] })).toEqual([
      { type: 'ClientAllowedCountriesChanged', data: { clientId, allowedCountries: [1, 4] } },
    ]);
  });

  it('given a client, when both change, then both events', () => {
    const events = updateClient(given(created), { profile: { ...profile, cod_enabled: 1 }, allowedCountries: [] });
    expect(events.map((e) => e.type)).toEqual(['ClientUpdated', 'ClientAllowedCountriesChanged']);
  });

  it('given a client, when updated with Poland, then country_not_allowed', () => {
    thenError(() => updateClient(given(created), { profile, allowedCountries: [2] }), 'country_not_allowed');
  });

  it('given no client, when updated, blocked, restored or given an iai password, then client_not_found', () => {
    thenError(() => updateClient(given(), { profile, allowedCountries: [] }), 'client_not_found');
    thenError(() => blockClient(given()), 'client_not_found');
    thenError(() => restoreClient(given()), 'client_not_found');
    thenError(() => setIaiPassword(given(), { passwordCipher: 'v1:a:b:c' }), 'client_not_found');
  });

  it('given an active client, when blocked, then ClientBlocked; blocked again -> client_already_blocked', () => {
    expect(blockClient(given(created))).toEqual([{ type: 'ClientBlocked', data: { clientId } }]);
    thenError(() => blockClient(given(created, blocked)), 'client_already_blocked');
  });

  it('given a blocked client, when restored, then ClientRestored; an active one -> client_not_blocked', () => {
    expect(restoreClient(given(created, blocked))).toEqual([{ type: 'ClientRestored', data: { clientId } }]);
    thenError(() => restoreClient(given(created)), 'client_not_blocked');
  });

  it('given a client, when the iai password is set, then its ciphertext is recorded (every time)', () => {
    const state = given(created, { type: 'ClientIaiPasswordSet', data: { clientId, passwordCipher: 'v1:a:b:c' } });
    expect(setIaiPassword(state, { passwordCipher: 'v1:d:e:f' })).toEqual([
      { type: 'ClientIaiPasswordSet', data: { clientId, passwordCipher: 'v1:d:e:f' } },
    ]);
  });
});
