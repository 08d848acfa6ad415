import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { PostgresEventStore, comparePositions, parsePosition, type EventStore, type Position } from '@parcel/event-store';
import { READ_MODEL_EVENT } from '../live/live.gateway.js';
import { startBenchApi } from './bench-api.js';
import { percentile, sleep } from './stats.js';
import { startFenceSampler, type FenceSample } from './fence-sampler.js';

export interface LatencyMeasurement {
  readonly sent: number;
  readonly received: number;
  readonly failed: number;
  readonly achievedRate: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** How many socket notifications covered the measured appends (several appends may share one batch). */
  readonly notifications: number;
  /** How the admin's socket got in (the login may answer before its session is projected). */
  readonly connectNote: string;
  /** (diagnostics) Write transactions of other databases on the server seen during the run. */
  readonly foreign: FenceSample | undefined;
  /** Where the time goes: p50/p99 from just before the append to each stage. */
  readonly stages: readonly { readonly stage: string; readonly p50Ms: number; readonly p99Ms: number; readonly count: number }[];
}

interface Sent {
  readonly sentAt: number;
  appendedAt?: number;
  position?: Position;
  failed?: boolean;
}

interface Note {
  readonly at: number;
  readonly position: Position;
}

/**
 * The real API in this process (PostgreSQL, NATS, projector inside), an admin's
 * socket.io client, and `rate` UserUpdated appends per second straight through
 * infra.store. Latency = from just before the append to the socket receiving the
 * users notification whose position covers the append's position.
 */
export async function measureLiveLatency(args: {
  databaseUrl: string;
  natsUrl: string;
  rate: number;
  warmupMs: number;
  measureMs: number;
  /** Also follow the events with a bare subscribeToAll in this process (one more reader on the database). */
  diagnostics: boolean;
}): Promise<LatencyMeasurement> {
  // Users only: no address import and no locker sync competing with the measurement.
  const api = await startBenchApi(args.databaseUrl, args.natsUrl, { ADDRESS_IMPORT: 'false', LOCKERS_SYNC_INTERVAL_MS: '0' });
  const { config, infra, base } = api;
  let socket: Socket | undefined;
  let connectAttempts = 0;
  let connectNote = '';
  try {

    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`admin login failed: HTTP ${login.status}`);
    const { token, id: adminId } = (await login.json()) as { token: string; id: string };

    const notes: Note[] = [];
    // The login answers once the session is projected or after READ_WAIT_MS ("behind"); until then the
    // socket is refused, so connect again for a while.
    const loginReadModel = login.headers.get('x-read-model') ?? 'n/a';
    const connectDeadline = performance.now() + 15_000;
    for (let attempt = 1; ; attempt++) {
      const candidate = io(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
      candidate.on(READ_MODEL_EVENT, (note: { readModel?: string; position?: string }) => {
        if (note.readModel === 'users' && typeof note.position === 'string') notes.push({ at: performance.now(), position: parsePosition(note.position) });
      });
      const outcome = await new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve('no answer within 5 s'), 5000);
        candidate.once('ready', () => (clearTimeout(timer), resolve('ready')));
        candidate.once('unauthorized', () => (clearTimeout(timer), resolve('unauthorized')));
        candidate.once('connect_error', (error) => (clearTimeout(timer), resolve(`connect error: ${error.message}`)));
      });
      if (outcome === 'ready') {
        socket = candidate;
        connectAttempts = attempt;
        break;
      }
      candidate.disconnect();
      if (performance.now() > connectDeadline) throw new Error(`admin socket not ready after ${attempt} attempts (${outcome}; login X-Read-Model: ${loginReadModel})`);
      await sleep(200);
    }
    connectNote = `login X-Read-Model: ${loginReadModel}; socket ready at attempt ${connectAttempts}`;

    // Stage clocks: the users notification reaching the API over NATS, and (diagnostics) a bare subscriber.
    const busNotes: Note[] = [];
    const unsubscribe = infra.bus.subscribe('rm.users.>', (payload) => {
      const position = (payload as { position?: unknown }).position;
      if (typeof position === 'string') busNotes.push({ at: performance.now(), position: parsePosition(position) });
    });
    // Diagnostics: bare subscribers (no projection work) on the API's store (polling fallback 500 ms) and
    // on a second store over the same database that polls every 10 ms while nothing wakes it.
    const delivered: Note[] = [];
    const deliveredFastPoll: Note[] = [];
    const follow = (store: EventStore, into: Note[]) =>
      store.subscribeToAll({ filter: { eventTypes: ['UserUpdated'] }, batchSize: 500 }, async (events) => {
        const at = performance.now();
        for (const event of events) into.push({ at, position: event.position });
      });
    const fastPollStore = args.diagnostics ? await PostgresEventStore.create({ db: infra.database.db, pollIntervalMs: 10 }) : undefined;
    const bare = args.diagnostics ? [follow(infra.store, delivered), follow(fastPollStore!, deliveredFastPoll)] : [];

    const worker = await infra.database.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', config.WORKER_EMAIL)
      .executeTakeFirstOrThrow();
    const streamId = `user-${String(worker.id)}`;
    const metadataBase = { userId: adminId, role: 0, workstation: null, warehouse: null };

    // Open loop: each append starts at its scheduled time whether or not the previous one finished.
    const intervalMs = 1000 / args.rate;
    const total = Math.round(((args.warmupMs + args.measureMs) / 1000) * args.rate);
    const warmup = Math.round((args.warmupMs / 1000) * args.rate);
    const sent: Sent[] = [];
    const inFlight: Promise<void>[] = [];
    const sampler = args.diagnostics ? await startFenceSampler(args.databaseUrl) : undefined;
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const due = started + i * intervalMs;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const entry: Sent = { sentAt: performance.now() };
      sent.push(entry);
      const correlationId = randomUUID();
      inFlight.push(
        infra.store
          .append(
            streamId,
            [
              {
                type: 'UserUpdated',
                data: { userId: worker.id, email: worker.email, role: i % 2 },
                metadata: { ...metadataBase, correlationId, causationId: correlationId, recordedAt: new Date().toISOString() },
              },
            ],
            { expectedRevision: 'any' },
          )
          .then(
            (result) => {
              entry.appendedAt = performance.now();
              entry.position = result.position;
              // The cue the bus would bring it from another process.
              fastPollStore?.wakeUp();
            },
            () => void (entry.failed = true),
          ),
      );
    }
    const elapsed = (performance.now() - started) / 1000;
    await Promise.all(inFlight);
    // Let the last notifications arrive.
    const last = sent.findLast((s) => s.position)?.position;
    const deadline = performance.now() + 5000;
    while (last && performance.now() < deadline && !notes.some((n) => comparePositions(n.position, last) >= 0)) await sleep(20);

    const foreign = await sampler?.stop();
    await Promise.all(bare.map((b) => b.stop()));
    await fastPollStore?.close();
    unsubscribe();

    const measured = sent.slice(warmup);
    const latencies: number[] = [];
    const appendTimes: number[] = [];
    const deliveredTimes: number[] = [];
    const deliveredFastTimes: number[] = [];
    const busTimes: number[] = [];
    const covering = new Set<Note>();
    // The first note (in arrival order) whose position reaches the append's.
    const firstCovering = (list: readonly Note[], position: Position) => list.find((n) => comparePositions(n.position, position) >= 0);
    for (const entry of measured) {
      if (!entry.position || entry.appendedAt === undefined) continue;
      appendTimes.push(entry.appendedAt - entry.sentAt);
      const seen = firstCovering(delivered, entry.position);
      if (seen) deliveredTimes.push(seen.at - entry.sentAt);
      const seenFast = firstCovering(deliveredFastPoll, entry.position);
      if (seenFast) deliveredFastTimes.push(seenFast.at - entry.sentAt);
      const onBus = firstCovering(busNotes, entry.position);
      if (onBus) busTimes.push(onBus.at - entry.sentAt);
      const note = firstCovering(notes, entry.position);
      if (!note) continue;
      covering.add(note);
      latencies.push(note.at - entry.sentAt);
    }
    const stage = (name: string, samples: number[]) => ({ stage: name, p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99), count: samples.length });
    return {
      sent: measured.length,
      received: latencies.length,
      failed: measured.filter((s) => s.failed).length,
      achievedRate: total / elapsed,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: percentile(latencies, 100),
      notifications: covering.size,
      connectNote,
      foreign,
      stages: [
        stage('append returned', appendTimes),
        ...(args.diagnostics
          ? [
              stage('(diagnostic) delivered to a bare subscribeToAll, poll 500 ms', deliveredTimes),
              stage('(diagnostic) delivered to a bare subscribeToAll, poll 10 ms', deliveredFastTimes),
            ]
          : []),
        stage('projector notification reached the API (NATS)', busTimes),
        stage('socket.io client received it', latencies),
      ],
    };
  } finally {
    socket?.disconnect();
    await api.close();
  }
}
