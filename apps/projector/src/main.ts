import { EventSchemas, PostgresEventStore, cueTypes, withSchemas, type EventStore } from '@parcel/event-store';
import { EVENT_DEFINITIONS } from '@parcel/contracts';
import { connectPostgres, InProcessBus, namespacedBus, NatsBus, type Database, type NotificationBus } from '@parcel/platform';
import { findProjection, migrateReadModels, PROJECTIONS, rebuildProjection, startProjector, type ReadModelDb } from '@parcel/read-models';
import { readProjectorConfig, type ProjectorConfig } from './config.js';

const log = (message: string) => process.stdout.write(`${new Date().toISOString()} ${message}\n`);

/** The API sends this cue after each append (apps/api/src/bootstrap/infrastructure.ts). */
const APPENDED_SUBJECT = 'es.appended';

async function openStore(config: ProjectorConfig, database: Database, bus?: NotificationBus): Promise<EventStore> {
  let store: EventStore;
  if (config.EVENTSTORE_URL) {
    store = await (await import('@parcel/event-store/kurrentdb')).KurrentDbEventStore.connect(config.EVENTSTORE_URL);
  } else {
    const postgres = await PostgresEventStore.create({ db: database.db, query: database.query });
    bus?.subscribe(APPENDED_SUBJECT, (payload) => postgres.wakeUp(cueTypes(payload)));
    store = postgres;
  }
  return withSchemas(store, new EventSchemas(EVENT_DEFINITIONS));
}

/** `projector` keeps every read model live; `projector rebuild <name>` replays one from zero and swaps it in. */
async function main(argv: string[]): Promise<void> {
  const config = readProjectorConfig();
  const database = connectPostgres(config.DATABASE_URL);
  await migrateReadModels(database.db);

  const bus: NotificationBus = config.NATS_URL
    ? namespacedBus(await NatsBus.connect(config.NATS_URL, { name: 'projector', log }), config.NATS_NAMESPACE)
    : new InProcessBus();

  if (argv[0] === 'rebuild') {
    const store = await openStore(config, database);
    const projection = findProjection(argv[1] ?? '');
    if (!projection) throw new Error(`Unknown projection "${argv[1] ?? ''}"; known: ${PROJECTIONS.map((p) => p.name).join(', ')}`);
    log(`Rebuilding ${projection.name}…`);
    let nextLog = 100_000;
    const result = await rebuildProjection({
      db: database.db as ReadModelDb,
      store,
      projection,
      bus,
      onProgress: (n) => {
        if (n < nextLog) return;
        log(`  ${n} events replayed`);
        nextLog = (Math.floor(n / 100_000) + 1) * 100_000;
      },
    });
    log(`Rebuilt ${projection.name} from ${result.events} events`);
    await bus.close();
    await store.close();
    await database.close();
    return;
  }

  const store = await openStore(config, database, bus);
  const projector = startProjector({ database, store, bus, log, runner: { batchSize: config.PROJECTOR_BATCH_SIZE } });
  log(`Projector running: ${projector.runners.map((r) => r.name).join(', ')}`);
  const shutdown = async () => {
    await projector.stop();
    await bus.close();
    await store.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main(process.argv.slice(2)).catch((error: unknown) => {
  log(`Projector failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
