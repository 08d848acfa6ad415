import { join } from 'node:path';
import { EventSchemas, PostgresEventStore, cueTypes, withSchemas, type EventStore } from '@parcel/event-store';
import { EVENT_DEFINITIONS } from '@parcel/contracts';
import {
  connectPostgres,
  openEmbedded,
  InProcessBus,
  NatsBus,
  SmtpMailer,
  SmtpSink,
  namespacedBus,
  type Database,
  type Mailer,
  type NotificationBus,
} from '@parcel/platform';
import { migrateReadModels, startProjector, PROJECTIONS, type Projector } from '@parcel/read-models';
import type { ApiConfig } from './config.js';
import { logger } from '../shared/logger.js';

/** The outside world the API talks to, built once at start and closed at shutdown. */
export interface Infrastructure {
  readonly config: ApiConfig;
  readonly database: Database;
  readonly store: EventStore;
  readonly bus: NotificationBus;
  readonly mailer: Mailer;
  readonly projector: Projector | undefined;
  readonly smtpSink: SmtpSink | undefined;
  close(): Promise<void>;
}

/** Subject of the wake-up cue an append sends to subscribers in other processes. */
export const APPENDED_SUBJECT = 'es.appended';

async function openEventStore(config: ApiConfig, database: Database, bus: NotificationBus): Promise<EventStore> {
  if (config.EVENTSTORE_URL) {
    const { KurrentDbEventStore } = await import('@parcel/event-store/kurrentdb');
    return KurrentDbEventStore.connect(config.EVENTSTORE_URL);
  }
  // The cue names the appended types: other processes wake only the subscribers that read them.
  const cue = coalescedCue((types) => bus.publish(APPENDED_SUBJECT, { types }));
  const store = await PostgresEventStore.create({ db: database.db, query: database.query, onAppended: cue });
  bus.subscribe(APPENDED_SUBJECT, (payload) => store.wakeUp(cueTypes(payload)));
  return store;
}

/** At most one cue per CUE_WINDOW_MS: a bulk of appends (an accounting run: thousands a second) sends one message a window, naming every type appended in it. */
const CUE_WINDOW_MS = 5;
export function coalescedCue(publish: (types: string[]) => void): (types: readonly string[]) => void {
  let pending: Set<string> | null = null;
  return (types) => {
    if (pending) {
      for (const type of types) pending.add(type);
      return;
    }
    pending = new Set(types);
    setTimeout(() => {
      const sent = [...pending!];
      pending = null;
      publish(sent);
    }, CUE_WINDOW_MS).unref();
  };
}

/** A process that sends no mail (the export worker): a send is a programming error, not a lost message. */
const NO_MAIL: Mailer = {
  send: () => Promise.reject(new Error('this process sends no mail')),
};

/**
 * The API's infrastructure; `mail: false` for a process that sends none (the
 * export worker), which then starts no SMTP sink of its own.
 */
export async function createInfrastructure(config: ApiConfig, options: { mail?: boolean } = {}): Promise<Infrastructure> {
  const database = config.DATABASE_URL
    ? connectPostgres(config.DATABASE_URL)
    : await openEmbedded(join(config.DATA_DIR, 'pglite'));
  const bus: NotificationBus = config.NATS_URL
    ? namespacedBus(await NatsBus.connect(config.NATS_URL, { name: 'api', log: (m) => logger.info(m) }), config.NATS_NAMESPACE)
    : new InProcessBus();
  const store = withSchemas(await openEventStore(config, database, bus), new EventSchemas(EVENT_DEFINITIONS));
  await migrateReadModels(database.db);

  let smtpSink: SmtpSink | undefined;
  let smtpUrl = config.SMTP_URL;
  if (!smtpUrl && options.mail !== false) {
    const saveDir = join(config.DATA_DIR, 'mail');
    smtpSink = await SmtpSink.start({ port: config.SMTP_SINK_PORT, saveDir }).catch(async (error: { code?: string }) => {
      // A second instance on one machine must still start: take any free port.
      if (error.code !== 'EADDRINUSE') throw error;
      logger.warn(`SMTP sink port ${config.SMTP_SINK_PORT} is taken; using a free one`);
      return SmtpSink.start({ port: 0, saveDir });
    });
    smtpUrl = smtpSink.url;
  }
  const mailer = options.mail === false || !smtpUrl ? NO_MAIL : new SmtpMailer(smtpUrl, config.MAIL_FROM);

  const projector = config.runProjector
    ? startProjector({ database, store, bus, projections: PROJECTIONS, log: (m) => logger.info(m) })
    : undefined;

  return {
    config,
    database,
    store,
    bus,
    mailer,
    projector,
    smtpSink,
    close: async () => {
      await projector?.stop();
      await store.close();
      await bus.close();
      await smtpSink?.stop();
      await database.close();
    },
  };
}
