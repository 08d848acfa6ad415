import { describe, expect, it } from 'vitest';
import { CLIENT_EVENT_TYPES } from '@parcel/contracts';
import { ROLES, clientStream, type ClientEvent } from '@parcel/domain';
import { START, type RecordedEvent } from '@parcel/event-store';
import { openEmbedded } from '@parcel/platform';
import type { ReadModelDb } from '../database.js';
import { migrateReadModels } from '../migrations.js';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables, type TableSnapshot } from '../testing/snapshot.js';
import { testClientProfile } from '../testing/client-profile.js';
import { testMetadata } from '../testing/test-env.js';
import { byKey, projectionSuite, readFixture, type FixtureEvent } from '../testing/projection-suite.testing.js';
import { clientsProjection } from './clients.projection.js';

const fixture = <T>(name: string): T => readFixture<T>(import.meta.url, name);

const ADMIN = 'a0000000-0000-4000-8000-000000000001';

describe('clients read model (PostgreSQL)', () => {
  const suite = projectionSuite(clientsProjection, 'rm_clients');
  const caughtUp = () => suite.caughtUp();
  const rowsOf = (ids: readonly number[]) => suite.rowsOf(ids, 'client_id');
  const FIXTURE_CLIENTS = [1, 2, 3];

  it('replays the recorded client history into the expected rows and announces each client', async () => {
    const history = fixture<FixtureEvent[]>('clients-history.json');
    const expected = fixture<TableSnapshot>('clients-expected-rows.json');
    // The recording covers every client event type (and the id counter's event, which is not the projection's).
    const recorded = new Set(history.map((e) => e.type));
    expect(CLIENT_EVENT_TYPES.filter((t) => !recorded.has(t))).toEqual([]);
    expect([...recorded].filter((t) => !clientsProjection.eventTypes.includes(t))).toEqual(['ClientIdAssigned']);

    for (const { streamId, eventId, type, version, data, metadata } of history) {
      await suite.env.store.append(streamId, [{ eventId, type, version, data, metadata }]);
    }
    await caughtUp();

    expect(await rowsOf(FIXTURE_CLIENTS)).toEqual(Object.fromEntries(Object.entries(expected).map(([t, rows]) => [t, byKey(rows)])));
    const announced = new Set(suite.bus.messages.map((m) => m.subject));
    for (const id of FIXTURE_CLIENTS) expect(announced).toContain(`rm.clients.${id}`);
  });

  it('a rebuild from the first event gives exactly the rows the incremental build made', async () => {
    await caughtUp();
    const incremental = await snapshotTables(suite.env.database.db, clientsProjection.tables);
    expect(incremental['clients']!.length).toBeGreaterThanOrEqual(FIXTURE_CLIENTS.length);

    const result = await rebuildProjection({ db: suite.env.database.db, store: suite.env.store, projection: clientsProjection, batchSize: 5 });

    expect(result.events).toBeGreaterThan(0);
    expect(await snapshotTables(suite.env.database.db, clientsProjection.tables)).toEqual(incremental);
  });

  it('applying the whole history a second time changes no row (idempotent replay)', async () => {
    await caughtUp();
    const before = await snapshotTables(suite.env.database.db, clientsProjection.tables);
    const events: RecordedEvent[] = await suite.env.store.readAll({ from: START, maxCount: 10_000, filter: { eventTypes: clientsProjection.eventTypes } });
    expect(events.length).toBeGreaterThan(50);

    await (suite.env.database.db as ReadModelDb).transaction().execute(async (trx) => {
      for (const event of events) await clientsProjection.apply(trx, event);
    });

    expect(await snapshotTables(suite.env.database.db, clientsProjection.tables)).toEqual(before);
  });

  describe('given / when / then', () => {
    const base = Date.parse('2026-05-04T09:00:00.000Z');
    const at = (minute: number) => new Date(base + minute * 60_000).toISOString();
    let nextId = 100;

    async function record(...events: readonly [minute: number, event: ClientEvent, userId?: string][]): Promise<void> {
      for (const [minute, event, userId = ADMIN] of events) {
        const metadata = testMetadata(at(minute), { userId, role: ROLES.admin });
        await suite.env.store.append(clientStream(event.data.clientId), [{ type: event.type, data: event.data, metadata }]);
      }
      await caughtUp();
    }
    const given = record;
    const when = record;

    const newClient = (): [number, ClientEvent] => {
      const clientId = nextId++;
      return [clientId, { type: 'ClientCreated', data: { clientId, userId: `user-of-${clientId}`, profile: testClientProfile(`Klient ${clientId}`), allowedCountries: [1, 3, 4, 10, 11] } }];
    };
    const clientRow = async (clientId: number) => (await rowsOf([clientId]))['clients']![0]!;

    it('the dispatch block parameter and the sending_blocked flag go together', async () => {
      const [clientId, created] = newClient();
      await given([0, created]);
      expect(await clientRow(clientId)).toMatchObject({ sending_blocked: false, updated_at: at(0) });

      await when([1, { type: 'ClientDispatchBlocked', data: { clientId, parameterId: `block-${clientId}` } }]);
      let rows = await rowsOf([clientId]);
      expect(rows['clients']![0]).toMatchObject({ sending_blocked: true, updated_at: at(1) });
      expect(rows['client_parameters']).toEqual([
        { id: `block-${clientId}`, client_id: clientId, type_id: 1, code: 'SENDING_SHIPMENTS_BLOCK', value: 'true', hidden_value: null, created_at: at(1) },
      ]);

      await when([2, { type: 'ClientDispatchUnblocked', data: { clientId, parameterId: `block-${clientId}` } }]);
      rows = await rowsOf([clientId]);
      expect(rows['clients']![0]).toMatchObject({ sending_blocked: false, updated_at: at(2) });
      expect(rows['client_parameters']).toEqual([]);
    });

    it('EMAG_NAME and SHIPMENT_COUNT_VOLUME are mirrored on the client row; other parameters leave the mirrors alone', async () => {
      const [clientId, created] = newClient();
      const [otherId, otherCreated] = newClient();
      await given(
        [0, created],
        [0, otherCreated],
        [1, { type: 'ClientParameterDefined', data: { clientId: otherId, parameterId: `emag-${otherId}`, typeId: 16, code: 'EMAG_NAME', value: 'Inny', hiddenValue: null } }],
      );

      await when(
        [2, { type: 'ClientParameterDefined', data: { clientId, parameterId: `emag-${clientId}`, typeId: 16, code: 'EMAG_NAME', value: 'Sklep RO', hiddenValue: null } }],
        [3, { type: 'ClientParameterDefined', data: { clientId, parameterId: `vol-${clientId}`, typeId: 9, code: 'SHIPMENT_COUNT_VOLUME', value: 'B', hiddenValue: null } }],
        [4, { type: 'ClientParameterDefined', data: { clientId, parameterId: `mail-${clientId}`, typeId: 17, code: 'INVOICING_EMAIL_ADDRESS', value: 'faktury@example.test', hiddenValue: null } }],
      );
      expect(await clientRow(clientId)).toMatchObject({ emag_name: 'Sklep RO', shipment_count_volume: 'B', updated_at: at(4) });

      await when(
        [5, { type: 'ClientParameterChanged', data: { clientId, parameterId: `vol-${clientId}`, value: 'C', hiddenValue: null } }],
        [6, { type: 'ClientParameterChanged', data: { clientId, parameterId: `mail-${clientId}`, value: 'inne@example.test', hiddenValue: null } }],
      );
      expect(await clientRow(clientId)).toMatchObject({ emag_name: 'Sklep RO', shipment_count_volume: 'C', updated_at: at(6) });

      await when(
        [7, { type: 'ClientParameterRemoved', data: { clientId, parameterId: `emag-${clientId}` } }],
        [8, { type: 'ClientParameterRemoved', data: { clientId, parameterId: `mail-${clientId}` } }],
      );
      const rows = await rowsOf([clientId, otherId]);
      expect(rows['clients']!.map((c) => [c['id'], c['emag_name'], c['shipment_count_volume']])).toEqual([
        [clientId, null, 'C'],
        [otherId, 'Inny', null],
      ]);
      expect(rows['client_parameters']!.map((p) => p['id'])).toEqual([`emag-${otherId}`, `vol-${clientId}`]);
    });

    it('one main credential per client after pin-another; a check sets the last-check columns of that credential only', async () => {
      const [clientId, created] = newClient();
      const credential = (username: string) => ({
        courierId: 2,
        typeId: 1,
        username,
        passwordCipher: `v1:aXY:dGFn:${username}`,
        contractNumber: '',
        service: 'classic',
        note: '',
        comment: '',
      });
      const [first, second] = [`cred-a-${clientId}`, `cred-b-${clientId}`];
      await given(
        [0, created],
        [1, { type: 'CourierCredentialAdded', data: { clientId, credentialId: first, credential: credential('sandbox-a') } }],
        [2, { type: 'CourierCredentialAdded', data: { clientId, credentialId: second, credential: credential('sandbox-b') } }],
        [3, { type: 'CourierCredentialPinned', data: { clientId, credentialId: first } }],
      );

      await when(
        [4, { type: 'CourierCredentialUnpinned', data: { clientId, credentialId: first } }],
        [4, { type: 'CourierCredentialPinned', data: { clientId, credentialId: second } }],
        [5, { type: 'CourierCredentialChecked', data: { clientId, credentialId: first, passed: true, contractNumber: '99', checkedAt: '2026-05-04T09:05:01.500Z' } }],
      );

      const rows = (await rowsOf([clientId]))['courier_credentials']!;
      expect(rows.map((c) => [c['id'], c['main'], c['last_check_passed'], c['last_checked_at']])).toEqual([
        [first, false, true, '2026-05-04T09:05:01.500Z'],
        [second, true, null, null],
      ]);
    });

    it('an external API credential keeps who added it, even when another user changes it', async () => {
      const [clientId, created] = newClient();
      const creator = 'a0000000-0000-4000-8000-0000000000c1';
      const editor = 'a0000000-0000-4000-8000-0000000000e1';
      const credentialId = `ext-${clientId}`;
      await given(
        [0, created],
        [1, { type: 'ExternalApiCredentialAdded', data: { clientId, credentialId, credential: { type: 'api_v2', username: 'u', passwordCipher: 'v1:a:b:c', tokenCipher: null, ip: null } } }, creator],
      );

      await when([2, { type: 'ExternalApiCredentialChanged', data: { clientId, credentialId, credential: { type: 'api_v2', username: 'u2', passwordCipher: 'v1:a:b:d', tokenCipher: null, ip: '192.0.2.1' } } }, editor]);

      expect((await rowsOf([clientId]))['external_api_credentials']).toEqual([
        { id: credentialId, client_id: clientId, type: 'api_v2', username: 'u2', password_cipher: 'v1:a:b:d', token_cipher: null, ip: '192.0.2.1', creator_id: creator, created_at: at(1) },
      ]);
    });

    it('announces the client id of every event as the changed id', async () => {
      const [clientId, created] = newClient();
      const events: ClientEvent[] = [
        created,
        { type: 'ClientBlocked', data: { clientId } },
        { type: 'ClientRestored', data: { clientId } },
        { type: 'ClientPriceBandAdded', data: { clientId, priceId: `p-${clientId}`, band: { net_price: 1, vat_percentage: 23, min_weight_value: 0, max_weight_value: 1, service_id: '2505' } } },
      ];
      await (suite.env.database.db as ReadModelDb).transaction().execute(async (trx) => {
        for (const [i, e] of events.entries()) {
          const recordedEvent: RecordedEvent = {
            eventId: `e-${clientId}-${i}`,
            type: e.type,
            version: 1,
            data: e.data,
            metadata: testMetadata(at(i)),
            streamId: clientStream(clientId),
            revision: i,
            position: { commit: 1, prepare: 1 },
          };
          expect(await clientsProjection.apply(trx, recordedEvent)).toEqual([String(clientId)]);
        }
        // Not a client-stream event: ignored.
        const counter: RecordedEvent = {
          eventId: `e-${clientId}-ids`,
          type: 'ClientIdAssigned',
          version: 1,
          data: { clientId },
          metadata: testMetadata(at(9)),
          streamId: 'client-ids',
          revision: 0,
          position: { commit: 1, prepare: 1 },
        };
        expect(await clientsProjection.apply(trx, counter)).toEqual([]);
      });
      expect(await clientRow(clientId)).toMatchObject({ deleted_at: null, updated_at: at(3) });
    });
  });
});

describe('clients read model (embedded PGlite)', () => {
  it('the migration runs and the recorded history gives the same rows as on the server', async () => {
    const embedded = await openEmbedded(undefined);
    try {
      await migrateReadModels(embedded.db);
      const history = fixture<FixtureEvent[]>('clients-history.json').filter((e) => clientsProjection.eventTypes.includes(e.type));
      await (embedded.db as ReadModelDb).transaction().execute(async (trx) => {
        for (const [i, e] of history.entries()) {
          await clientsProjection.apply(trx, { ...e, revision: i, position: { commit: i, prepare: i } });
        }
      });
      const expected = fixture<TableSnapshot>('clients-expected-rows.json');
      const rows = await snapshotTables(embedded.db, clientsProjection.tables);
      expect(Object.fromEntries(Object.entries(rows).map(([t, r]) => [t, byKey(r)]))).toEqual(
        Object.fromEntries(Object.entries(expected).map(([t, r]) => [t, byKey(r)])),
      );
    } finally {
      await embedded.close();
    }
  });
});
