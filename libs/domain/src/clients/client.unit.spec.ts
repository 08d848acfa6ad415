import { describe, expect, it } from 'vitest';
import { CLIENT_EVENT_TYPES } from '@parcel/contracts';
import type { ClientEvent } from './client.events.js';
import { assignClientId, evolveClientIds, initialClientIdState } from './client-ids.js';
import { clientParameter, evolveClient, existingClient, initialClientState } from './client.js';
import {
  band,
  bandAdded,
  blocked,
  clientId,
  courierCredential,
  created,
  credentialAdded,
  externalCredential,
  given,
  parameterDefined,
  pinned,
  profile,
  thenError,
  userId,
} from './client-fixtures.testing.js';

describe('client ids', () => {
  it('given no ids handed out, when one is assigned, then it is 1', () => {
    expect(assignClientId(initialClientIdState)).toEqual([{ type: 'ClientIdAssigned', data: { clientId: 1 } }]);
  });

  it('given ids 1 and 2 handed out, when one is assigned, then it is 3', () => {
    const state = [1, 2].reduce((s, id) => evolveClientIds(s, { type: 'ClientIdAssigned', data: { clientId: id } }), initialClientIdState);
    expect(state).toEqual({ lastId: 2 });
    expect(assignClientId(state)[0]!.data.clientId).toBe(3);
  });

  it('given a higher id seen first, then a lower one never moves the counter back', () => {
    const state = evolveClientIds({ lastId: 5 }, { type: 'ClientIdAssigned', data: { clientId: 4 } });
    expect(state.lastId).toBe(5);
  });
});

describe('client evolve', () => {
  it('given nothing, when created, then an active client with empty collections', () => {
    expect(given(created)).toEqual({
      status: 'active',
      clientId,
      userId,
      profile,
      allowedCountries: [1, 3],
      hasIaiPassword: false,
      parameters: [],
      priceBands: [],
      credentials: [],
      externalCredentials: [],
    });
  });

  it('given no client, then events other than ClientCreated leave the state empty', () => {
    for (const type of CLIENT_EVENT_TYPES.filter((t) => t !== 'ClientCreated')) {
      expect(evolveClient(initialClientState, { type, data: { clientId } } as ClientEvent)).toEqual(initialClientState);
    }
  });

  it('given a client, when updated, countries changed, blocked, restored and the iai password set, then the state follows', () => {
    const state = given(
      created,
      { type: 'ClientUpdated', data: { clientId, profile: { ...profile, city: 'Kraków' } } },
      { type: 'ClientAllowedCountriesChanged', data: { clientId, allowedCountries: [4] } },
      { type: 'ClientIaiPasswordSet', data: { clientId, passwordCipher: 'v1:a:b:c' } },
      blocked,
    );
    expect(state).toMatchObject({ status: 'blocked', profile: { city: 'Kraków' }, allowedCountries: [4], hasIaiPassword: true });
    expect(given(created, blocked, { type: 'ClientRestored', data: { clientId } }).status).toBe('active');
  });

  it('given a client, when parameters are defined, changed and removed, then the parameters follow', () => {
    const state = given(
      created,
      parameterDefined('p1', 10, 'ACCOUNT_PERIOD', 'monthly'),
      parameterDefined('p2', 16, 'EMAG_NAME', 'lodz'),
      { type: 'ClientParameterChanged', data: { clientId, parameterId: 'p1', value: 'weekly', hiddenValue: null } },
      { type: 'ClientParameterRemoved', data: { clientId, parameterId: 'p2' } },
    );
    expect(existingClient(state).parameters).toEqual([{ id: 'p1', typeId: 10, code: 'ACCOUNT_PERIOD', value: 'weekly', hiddenValue: null }]);
  });

  it('given a client, when dispatch is blocked, then a SENDING_SHIPMENTS_BLOCK parameter with value true; unblocked removes it', () => {
    const blockedDispatch = given(created, { type: 'ClientDispatchBlocked', data: { clientId, parameterId: 'b1' } });
    expect(clientParameter(blockedDispatch, 'SENDING_SHIPMENTS_BLOCK')).toEqual({
      id: 'b1',
      typeId: 1,
      code: 'SENDING_SHIPMENTS_BLOCK',
      value: 'true',
      hiddenValue: null,
    });
    const unblocked = evolveClient(blockedDispatch, { type: 'ClientDispatchUnblocked', data: { clientId, parameterId: 'b1' } });
    expect(clientParameter(unblocked, 'SENDING_SHIPMENTS_BLOCK')).toBeNull();
  });

  it('given a client, when price bands are added, changed and removed, then the bands follow', () => {
    const state = given(
      created,
      bandAdded('a', 0, 5),
      bandAdded('b', 5, 10),
      { type: 'ClientPriceBandChanged', data: { clientId, priceId: 'a', band: band(0, 4, 99) } },
      { type: 'ClientPriceBandRemoved', data: { clientId, priceId: 'b' } },
    );
    expect(existingClient(state).priceBands).toEqual([{ ...band(0, 4, 99), id: 'a' }]);
  });

  it('given a client, when courier credentials are added, changed, checked, pinned, unpinned and removed, then they follow', () => {
    const state = given(
      created,
      credentialAdded('c1'),
      credentialAdded('c2'),
      { type: 'CourierCredentialChanged', data: { clientId, credentialId: 'c1', credential: courierCredential({ note: 'n' }) } },
      { type: 'CourierCredentialChecked', data: { clientId, credentialId: 'c1', passed: true, contractNumber: 'C-9', checkedAt: '2026-01-02T10:00:00.000Z' } },
      pinned('c1'),
      pinned('c2'),
      { type: 'CourierCredentialUnpinned', data: { clientId, credentialId: 'c2' } },
      { type: 'CourierCredentialRemoved', data: { clientId, credentialId: 'c2' } },
    );
    expect(existingClient(state).credentials).toEqual([
      { ...courierCredential({ note: 'n' }), id: 'c1', main: true, lastCheckPassed: true, lastCheckedAt: '2026-01-02T10:00:00.000Z' },
    ]);
  });

  it('given a client, when external API credentials are added, changed and removed, then they follow', () => {
    const state = given(
      created,
      { type: 'ExternalApiCredentialAdded', data: { clientId, credentialId: 'e1', credential: externalCredential() } },
      { type: 'ExternalApiCredentialAdded', data: { clientId, credentialId: 'e2', credential: externalCredential({ type: 'another' }) } },
      { type: 'ExternalApiCredentialChanged', data: { clientId, credentialId: 'e1', credential: externalCredential({ ip: '10.0.0.9' }) } },
      { type: 'ExternalApiCredentialRemoved', data: { clientId, credentialId: 'e2' } },
    );
    expect(existingClient(state).externalCredentials).toEqual([{ ...externalCredential({ ip: '10.0.0.9' }), id: 'e1' }]);
  });

  it('given no client, then existingClient refuses with client_not_found and the queries answer nothing', () => {
    thenError(() => existingClient(initialClientState), 'client_not_found');
    expect(clientParameter(initialClientState, 'ACCOUNT_PERIOD')).toBeNull();
  });
});
