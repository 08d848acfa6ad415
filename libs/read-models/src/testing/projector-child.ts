/**
 * A projector process for the kill tests, run as
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
import { ProjectionRunner } from '../projector/projection-runner.js';
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
const store = await PostgresEventStore.create({ db: database.db, listen: database.listen, pollIntervalMs: 100 });

const stdoutBus: NotificationBus = {
  connected: true,
  publish: (subject, payload) => say(`committed ${subject} ${(payload as { position: string }).position}`),
  subscribe: () => () => {},
  close: async () => {},
};

const runner = new ProjectionRunner({
  database,
  store,
  bus: stdoutBus,
  projection: eventLogProjection({ name: env('PROJECTION'), instance: env('INSTANCE') }),
  batchSize: Number(process.env['BATCH_SIZE'] ?? '50'),
  standbyRetryMs: 50,
  log: (message) => say(`log ${message}`),
  beforeCommit: async (events) => {
    say(`open ${formatPosition(events[events.length - 1]!.position)}`);
    await sleep(1 + Math.floor(Math.random() * maxSleepMs));
  },
});
runner.start();
say('started');

process.once('SIGTERM', () => {
  void (async () => {
    await runner.stop();
    await store.close();
    await database.close();
    process.exit(0);
  })();
});
