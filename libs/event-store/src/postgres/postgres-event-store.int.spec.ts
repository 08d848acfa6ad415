import { connectPostgres, openEmbedded } from '@parcel/platform';
import { createTestDatabase } from '@parcel/platform/testing';
import { describeEventStoreContract } from '../testing/event-store-contract.js';
import { PostgresEventStore } from './postgres-event-store.js';

describeEventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase('es');
  const connection = connectPostgres(database.url);
  const store = await PostgresEventStore.create({ db: connection.db, query: connection.query });
  return {
    store,
    teardown: async () => {
      await store.close();
      await connection.close();
      await database.drop();
    },
  };
});

describeEventStoreContract('PGlite (embedded)', async () => {
  const connection = await openEmbedded(undefined);
  const store = await PostgresEventStore.create({ db: connection.db, query: connection.query });
  return {
    store,
    teardown: async () => {
      await store.close();
      await connection.close();
    },
  };
});
