/**
 * A projector process (startProjector with the event-log projection) for the kill tests, run as
 *   node --conditions=@parcel/source --import tsx projector-child.ts
 * with DATABASE_URL, PROJECTION (event-log projection name), INSTANCE (label
 * written into each log row), BATCH_SIZE and MAX_SLEEP_MS in the environment.
 *
 * Its beforeCommit hook prints `open <position>` and then sleeps a random few
 * ms inside the batch transaction, so a parent that SIGKILLs it on that line
 * kills it with the transaction open. Every committed batch prints
 * `committed <position>` (the runner publishes only after commit).
 */
import { formatPosition, PostgresEventStore } from '@parcel/event-store';
import { connectPostgres, type NotificationBus } from '@parcel/platform';
import { startProjector } from '../projector/projector.js';
import { migrateReadModels } from '../migrations.js';
import { eventLogProjection } from './event-log.projection.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const say = (line: string): void => void process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const maxSleepMs = Number(process.env['MAX_SLEEP_MS'] ?? '20');
const database = connectPostgres(env('DATABASE_URL'), { maxConnections: 3 });
const store = await PostgresEventStore.create({ db: database.db, query: database.query, pollIntervalMs: 100 });

const stdoutBus: NotificationBus = {
  connected: true,
  publish: (subject, payload) => say(`committed ${subject} ${(payload as { position: string }).position}`),
  subscribe: () => () => {},
  close: async () => {},
};

// Through startProjector, as apps/projector starts it (migrations, then one runner per projection).
await migrateReadModels(database.db);
const projector = startProjector({
  database,
  store,
  bus: stdoutBus,
  projections: [eventLogProjection({ name: env('PROJECTION'), instance: env('INSTANCE') })],
  log: (message) => say(`log ${message}`),
  runner: {
    batchSize: Number(process.env['BATCH_SIZE'] ?? '50'),
    standbyRetryMs: 50,
    beforeCommit: async (events) => {
      say(`open ${formatPosition(events[events.length - 1]!.position)}`);
      await sleep(2 + Math.floor(Math.random() * maxSleepMs));
    },
  },
});
say('started');

process.once('SIGTERM', () => {
  void (async () => {
    await projector.stop();
    await store.close();
    await database.close();
    process.exit(0);
  })();
});
