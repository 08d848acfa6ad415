import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { comparePositions, parsePosition, reachedAppend, PostgresEventStore, type NewEvent, type Position } from '@parcel/event-store';
import { connectPostgres } from '@parcel/platform';
import { PROJECTIONS, type ReadModelDb } from '@parcel/read-models';
import { parcelNumber, parcelStream, shipmentNumber, shipmentStream, type ShipmentOrder } from '@parcel/domain';
import { READ_MODEL_EVENT } from '../live/live.gateway.js';
import { startBenchApi, type BenchApi } from './bench-api.js';
import { PROJECTOR_MAIN, PROJECTOR_NODE_FLAGS, stopChild } from './processes.js';
import { percentile, sleep } from './stats.js';

/**
 * The live floor under load (issue 11 §7): a million parcels in the read
 * models, 20 workers each at their own workstation sending scans together at
 * a steady rate; the answers, the projector's lag and the floor screen's
 * notice after each scan.
 */

/** A seeded parcel the load may scan. */
export interface BenchParcel {
  readonly id: number;
  readonly number: string;
  readonly shipmentId: number;
}

/** One worker at one workstation. */
export interface BenchStation {
  readonly index: number;
  readonly code: string;
  readonly token: string;
}

export interface BenchRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
}

/**
 * What one kind of scan sends (the driver knows no endpoint): its name, the
 * request for a parcel at a workstation, whether an answer's status means it
 * was recorded, the read models its events reach (their lag is measured), and
 * whether the parcel's whole shipment must be in the warehouse already
 * (sorting: the seeding records status 55 on every parcel of such shipments).
 */
export interface ScanMaker {
  readonly name: string;
  make(parcel: BenchParcel, station: BenchStation, scanId: string): BenchRequest;
  ok(status: number): boolean;
  readonly readModels: readonly string[];
  readonly needsReceivedShipment?: boolean;
}

export interface Figures {
  readonly count: number;
  readonly failed: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export interface FloorMeasurement {
  readonly parcels: number;
  readonly seedEvents: number;
  readonly fillSeconds: number;
  readonly catchUpSeconds: number;
  readonly workstations: number;
  readonly rate: number;
  readonly seconds: number;
  readonly achievedRate: number;
  readonly answers: readonly (Figures & { readonly name: string })[];
  /** From a scan's events being recorded (their recordedAt) to the projection's commit notice on the bus, per read model. */
  readonly lag: readonly (Figures & { readonly readModel: string })[];
  /** From the scan's request leaving the worker to the admin's socket receiving the floor notice covering it. */
  readonly notification: Figures;
  /** The same, counted from the scan's answer (negative: the notice came before the answer). */
  readonly notificationAfterAnswer: Figures;
  readonly failures: readonly string[];
  readonly loadAverage: { readonly start: number; readonly end: number };
  readonly floorAnswer: Figures;
}

const SEED_WRITERS = 6;
const SEED_TIME = Date.parse('2026-11-01T08:00:00Z');
/** Of the seeded parcels: every 50th was sorted into a zone and waits there, every 200th waits in a problem sector. */
const CLASSIFIED_EVERY = 50;
const SECTOR_EVERY = 200;
const CLUJ_NAPOCA = 54984;

const party = {
  name: 'Ana Popescu',
  private_person: true,
  contact_name: null,
  email: null,
  phone: { prefix: '0040', number: '723456789' },
  country_id: 1,
  address: {
    locality_id: CLUJ_NAPOCA,
    locality_name: 'Cluj-Napoca',
    county: 'Cluj',
    postal_code: '400335',
    details: 'Strada Memorandumului 28',
  },
  locker: null,
};

function orderOf(clientId: number, parcelIds: readonly number[]): ShipmentOrder {
  return {
    client_id: clientId,
    delivery_service: 1,
    country_id: 1,
    sender: { ...party, name: 'Sklep Sp. z o.o.', country_id: 2 },
    recipient: party,
    content: { declared_content: 'Książki', declared_value: 150, currency: 'RON', cash_on_delivery_value: 0 },
    additional_data: { note: null, first_reference_number: null, second_reference_number: null },
    parcels: parcelIds.map((id, i) => ({
      parcel_id: id,
      number: parcelNumber(id, 'RO'),
      in_shipment_order: i + 1,
      weight: 1,
      height: 10,
      width: 20,
      length: 30,
    })),
  };
}

const metadataAt = (at: number, extra: Partial<NewEvent['metadata']> = {}): NewEvent['metadata'] => {
  const id = randomUUID();
  return {
    correlationId: id,
    causationId: id,
    userId: null,
    role: null,
    workstation: null,
    warehouse: null,
    recordedAt: new Date(at).toISOString(),
    ...extra,
  };
};

export const parcelIdsOf = (shipmentId: number): number[] => [1, 2, 3].map((k) => (shipmentId - 1) * 3 + k);

/** One seeded shipment: created with 3 parcels and registered with the courier (one append to its stream). */
function shipmentEvents(shipmentId: number, clientId: number): NewEvent[] {
  const at = SEED_TIME + shipmentId * 10;
  const when = new Date(at).toISOString();
  const parcelIds = parcelIdsOf(shipmentId);
  return [
    {
      type: 'ShipmentCreated',
      data: {
        shipmentId,
        number: shipmentNumber(shipmentId, 'RO'),
        order: orderOf(clientId, parcelIds),
        courierId: 1,
        creator: 'app_v2',
        isEmag: false,
        createdAt: when,
      },
      metadata: metadataAt(at),
    },
    {
      type: 'ShipmentRegisteredWithCourier',
      data: {
        shipmentId,
        courier: 'sameday',
        awb: `1SDY${shipmentId}`,
        parcels: parcelIds.map((id, i) => ({ parcel_id: id, number: `1SDY${shipmentId}00${i + 1}` })),
        registeredAt: when,
      },
      metadata: metadataAt(at),
    },
  ];
}

/** A seeded parcel's floor history, if it has one: sorted into a zone, or put in a problem sector. */
function floorEvents(parcelId: number, shipmentId: number): NewEvent[] {
  const at = SEED_TIME + parcelId * 10;
  const when = new Date(at).toISOString();
  const where = { workstation: 'SEED-1', warehouse: 'TYCHY' };
  if (parcelId % SECTOR_EVERY === 0)
    return [
      {
        type: 'ParcelSectorAssigned',
        data: { parcelId, shipmentId, sectorId: 1 + (parcelId % 6), sectorCode: String(1 + (parcelId % 6)), statusTypeId: 90, at: when },
        metadata: metadataAt(at, where),
      },
    ];
  if (parcelId % CLASSIFIED_EVERY === 0)
    return [
      {
        type: 'ParcelClassified',
        data: {
          parcelId,
          shipmentId,
          zone: 1 + (parcelId % 7),
          bucket: `B${parcelId % 40}`,
          courier: 'sameday',
          statusTypeId: 56,
          at: when,
        },
        metadata: metadataAt(at, where),
      },
    ];
  return [];
}

/** A parcel received in the warehouse (status 55) before the load: its shipment may be sorted. */
function receivedEvents(parcelId: number, shipmentId: number): NewEvent[] {
  const at = SEED_TIME + 86_400_000 + parcelId * 10;
  return [
    {
      type: 'ParcelStatusRecorded',
      data: {
        rowId: parcelId,
        parcelId,
        shipmentId,
        statusTypeId: 55,
        when: new Date(at).toISOString(),
        where: 'TYCHY',
        deletionAllowed: true,
      },
      metadata: metadataAt(at),
    },
  ];
}

/**
 * Appends the seeded history through the event store (each shipment's stream,
 * each sorted parcel's stream), `SEED_WRITERS` writers at once; moves the id
 * sequences past it and the process managers' checkpoints to its end (the
 * seeded shipments are registered already: nothing reacts to them).
 */
async function seed(
  url: string,
  shipments: number,
  clientIds: readonly number[],
  receivedShipments: number,
): Promise<{ events: number; seconds: number }> {
  const database = connectPostgres(url, { maxConnections: SEED_WRITERS + 1 });
  const store = await PostgresEventStore.create({ db: database.db });
  const started = performance.now();
  let events = 0;
  try {
    let next = 1;
    await Promise.all(
      Array.from({ length: SEED_WRITERS }, async () => {
        while (next <= shipments) {
          const shipmentId = next++;
          const own = shipmentEvents(shipmentId, clientIds[shipmentId % clientIds.length]!);
          await store.append(shipmentStream(shipmentId), own, { expectedRevision: 'no_stream' });
          events += own.length;
          for (const parcelId of parcelIdsOf(shipmentId)) {
            const floor = shipmentId <= receivedShipments ? receivedEvents(parcelId, shipmentId) : floorEvents(parcelId, shipmentId);
            if (floor.length) {
              await store.append(parcelStream(parcelId), floor, { expectedRevision: 'no_stream' });
              events += floor.length;
            }
          }
        }
      }),
    );
    const db = database.db as ReadModelDb;
    await sql`SELECT setval('shipment_ids', ${shipments}), setval('parcel_ids', ${shipments * 3}), setval('status_row_ids', ${shipments * 3})`.execute(
      db,
    );
    const last = await sql<{ transaction_id: string; global_position: string }>`
      SELECT transaction_id, global_position FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`.execute(db);
    const end = last.rows[0]!;
    await db
      .updateTable('projection_checkpoints')
      .set({ position_commit: Number(end.transaction_id), position_prepare: Number(end.global_position) })
      .where('name', 'like', 'pm:%')
      .execute();
    return { events, seconds: (performance.now() - started) / 1000 };
  } finally {
    await store.close();
    await database.close();
  }
}

/** The store's last position of events of these types. */
async function lastPositionOf(db: ReadModelDb, types: readonly string[]): Promise<Position> {
  const { rows } = await sql<{ transaction_id: string; global_position: string }>`
    SELECT transaction_id, global_position FROM es_events WHERE type = ANY(${[...types]}::text[])
     ORDER BY transaction_id DESC, global_position DESC LIMIT 1`.execute(db);
  return rows[0] ? { commit: Number(rows[0].transaction_id), prepare: Number(rows[0].global_position) } : { commit: -1, prepare: -1 };
}

export async function caughtUp(db: ReadModelDb, name: string, types: readonly string[], timeoutMs: number): Promise<void> {
  const target = await lastPositionOf(db, types);
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const row = await db.selectFrom('projection_checkpoints').selectAll().where('name', '=', name).executeTakeFirst();
    if (row && comparePositions({ commit: Number(row.position_commit), prepare: Number(row.position_prepare) }, target) >= 0) return;
    if (performance.now() > deadline)
      throw new Error(`read model ${name} did not catch up with the seeded events within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

type Json = { status: number; body: any };

function jsonCaller(base: string) {
  return async (method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<Json> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as any };
  };
}

const clientForm = (n: number) => ({
  name: `Bench ${n} Sp. z o.o.`,
  country: 2,
  city: 'Warszawa',
  post_code: '00-950',
  street: 'Marszałkowska 1',
  address: '-',
  phone_number_prefix: '0048',
  phone_number: '600100200',
  email: `bench-client-${n}-${randomUUID().slice(0, 6)}@example.com`,
  nip: '5250000009',
  contact_name: 'Jan Kowalski',
  bank_account_number: '61 1090 1014 0000 0712 1981 2874',
  cod_enabled: 1,
  download_ext: 0,
  ext_number: 0,
  shipment_note: 'Ostrożnie',
  sender_signature: 'JK',
  re_returning_address: 'ul. Zwrotna 1, 00-001 Warszawa',
  re_broadcasting_facility_address: 'ul. Nadawcza 2, 00-002 Warszawa',
  allowed_countries: [1, 3, 4],
});

/** Clients, 20 workers with their passwords set through the mailed link, and 20 workstations: through the API like an admin. */
async function setUpFloor(
  api: BenchApi,
  workstations: number,
): Promise<{ clientIds: number[]; workers: { email: string; password: string }[]; codes: string[] }> {
  const json = jsonCaller(api.base);
  const login = await json('POST', '/api/user/login', { email: api.config.ADMIN_EMAIL, password: api.config.ADMIN_PASSWORD });
  const admin = login.body.token as string;
  const clientIds: number[] = [];
  for (let n = 1; n <= 3; n++) {
    const client = await json('POST', '/api/client', clientForm(n), admin);
    if (client.status !== 201) throw new Error(`bench client: HTTP ${client.status} ${JSON.stringify(client.body)}`);
    clientIds.push(client.body.id);
  }
  const workers: { email: string; password: string }[] = [];
  const codes: string[] = [];
  for (let n = 1; n <= workstations; n++) {
    const email = `bench-worker-${n}-${randomUUID().slice(0, 6)}@example.com`;
    const created = await json('POST', '/api/user', { email, role: 1 }, admin);
    if (created.status !== 201) throw new Error(`bench worker: HTTP ${created.status} ${JSON.stringify(created.body)}`);
    const mail = await api.sink.waitFor((m) => m.to.some((to) => to.toLowerCase() === email), 15_000);
    const link = (mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []).find((url) => url.includes('/password-reset/'));
    const token = link && new URL(link).pathname.split('/').pop();
    const password = `bench-${randomUUID().slice(0, 8)}`;
    // The link's token may reach the users read model a moment after the mail: ask again for a while.
    let reset = await json('POST', '/api/user/password/reset', { token, password, password_confirmation: password });
    for (let attempt = 0; reset.status === 400 && attempt < 50; attempt++) {
      await sleep(200);
      reset = await json('POST', '/api/user/password/reset', { token, password, password_confirmation: password });
    }
    if (reset.status !== 200) throw new Error(`bench worker password: HTTP ${reset.status} ${JSON.stringify(reset.body)}`);
    workers.push({ email, password });
    const code = `BN-${String(n).padStart(2, '0')}`;
    const station = await json(
      'POST',
      '/api/app/v1/warehouse/workstation/store',
      { code, workstation_type_id: n % 2 ? 1 : 2, warehouse_id: 1 },
      admin,
    );
    if (station.status !== 201) throw new Error(`bench workstation: HTTP ${station.status} ${JSON.stringify(station.body)}`);
    codes.push(code);
  }
  return { clientIds, workers, codes };
}

const figures = (samples: readonly number[], failed: number): Figures => ({
  count: samples.length,
  failed,
  p50Ms: percentile(samples, 50),
  p99Ms: percentile(samples, 99),
  maxMs: samples.length ? Math.max(...samples) : Number.NaN,
});

interface Sent {
  readonly maker: string;
  readonly correlationId: string;
  readonly startedAt: number;
  answeredAt?: number;
  status?: number;
}

interface Note {
  readonly at: number;
  readonly wallAt: number;
  readonly position: Position;
}

/**
 * Seeds `parcels` parcels (3 per shipment), starts the API, lets 20 workers
 * claim their workstations and sends `rate` scans a second for `seconds`
 * seconds (open loop), each through the next maker in turn, each on a parcel
 * of its own. Needs a fresh database.
 */
export async function measureFloor(args: {
  databaseUrl: string;
  natsUrl: string;
  parcels: number;
  workstations: number;
  rate: number;
  seconds: number;
  makers: readonly ScanMaker[];
  /** The projector as its own process (apps/projector, the distributed deployment) instead of inside the API. */
  projectorProcess?: boolean;
  progress: (line: string) => void;
}): Promise<FloorMeasurement> {
  const env = { ADDRESS_IMPORT: 'false', LOCKERS_SYNC_INTERVAL_MS: '0' };
  // 1. The floor's people and places, through the API (then stopped, so the seeding has the database to itself).
  args.progress('floor: clients, workers and workstations through the API');
  let api = await startBenchApi(args.databaseUrl, args.natsUrl, env);
  let setUp: Awaited<ReturnType<typeof setUpFloor>>;
  try {
    setUp = await setUpFloor(api, args.workstations);
  } finally {
    await api.close();
  }
  // 2. The million parcels: events through the store, then the projector catching up inside the API.
  const shipments = Math.ceil(args.parcels / 3);
  // The parcel each scan takes, its own: sorting takes the first parcel of a shipment received whole before
  // the load (the first shipments), the others a fresh parcel spread over the rest of the million.
  const total = args.rate * args.seconds;
  const warmup = args.workstations * 2;
  const makerOf = (i: number) => args.makers[i % args.makers.length]!;
  const plan: BenchParcel[] = [];
  let received = 0;
  let fresh = 0;
  const freshIndices = Array.from({ length: total + warmup }, (_, i) => i).filter((i) => !makerOf(i).needsReceivedShipment).length;
  const receivedShipments = total + warmup - freshIndices;
  const stride = Math.max(1, Math.floor(((shipments - receivedShipments) * 3) / (freshIndices + 1)));
  for (let i = 0; i < total + warmup; i++) {
    const id = makerOf(i).needsReceivedShipment
      ? received++ * 3 + 1
      : receivedShipments * 3 + 1 + ((fresh++ * stride + 7) % ((shipments - receivedShipments) * 3));
    plan.push({ id, number: parcelNumber(id, 'RO'), shipmentId: Math.floor((id - 1) / 3) + 1 });
  }
  const parcelAt = (i: number): BenchParcel => plan[i]!;
  args.progress(
    `floor: seeding ${shipments} shipments (${shipments * 3} parcels; ${receivedShipments} of them received whole) through the event store`,
  );
  const seeded = await seed(args.databaseUrl, shipments, setUp.clientIds, receivedShipments);
  const catchUpStarted = performance.now();
  const namespace = `bench_floor_${randomUUID().slice(0, 8)}`;
  const projector = args.projectorProcess ? startProjectorProcess(args.databaseUrl, args.natsUrl, namespace) : undefined;
  api = await startBenchApi(args.databaseUrl, args.natsUrl, {
    ...env,
    NATS_NAMESPACE: namespace,
    ...(projector ? { RUN_PROJECTOR: 'false' } : {}),
  });
  const db = api.infra.database.db as ReadModelDb;
  let socket: Socket | undefined;
  const unsubscribers: (() => void)[] = [];
  try {
    args.progress('floor: the projector catching up with the seeded events');
    // Every read model, not only the measured ones: one still catching up would compete with the load.
    for (const projection of PROJECTIONS) await caughtUp(db, projection.name, projection.eventTypes, 900_000);
    const catchUpSeconds = (performance.now() - catchUpStarted) / 1000;
    // A floor with a million parcels has had its tables vacuumed and analysed long since: the load should not
    // meet autovacuum's first pass over the freshly filled tables (nor plans made on empty-table statistics).
    args.progress('floor: VACUUM (ANALYZE) and CHECKPOINT after the seeding');
    await sql`VACUUM (ANALYZE)`.execute(db);
    await sql`CHECKPOINT`.execute(db);
    const parcelsInReadModel = Number(
      (
        await db
          .selectFrom('shipment_parcels')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

    // 3. Workers log in and claim; the admin watches the floor over socket.io.
    const json = jsonCaller(api.base);
    const stations: BenchStation[] = [];
    for (const [index, worker] of setUp.workers.entries()) {
      const login = await json('POST', '/api/user/login', worker);
      if (login.status !== 200) throw new Error(`bench worker login: HTTP ${login.status}`);
      // The login may answer before its session is projected (X-Read-Model: behind): ask again for a while.
      let claimed = await json('POST', '/api/app/v1/warehouse/workstation/workflow', { code: setUp.codes[index] }, login.body.token);
      for (let attempt = 0; claimed.status === 401 && attempt < 100; attempt++) {
        await sleep(200);
        claimed = await json('POST', '/api/app/v1/warehouse/workstation/workflow', { code: setUp.codes[index] }, login.body.token);
      }
      if (claimed.status !== 200) throw new Error(`bench claim: HTTP ${claimed.status} ${JSON.stringify(claimed.body)}`);
      stations.push({ index, code: setUp.codes[index]!, token: login.body.token });
    }
    const admin = await json('POST', '/api/user/login', { email: api.config.ADMIN_EMAIL, password: api.config.ADMIN_PASSWORD });
    const adminToken = admin.body.token as string;
    const notes: Note[] = [];
    for (let attempt = 1; ; attempt++) {
      const candidate = io(api.base, { path: '/socket.io', auth: { token: adminToken }, transports: ['websocket'], reconnection: false });
      candidate.on(READ_MODEL_EVENT, (note: { readModel?: string; position?: string }) => {
        if (note.readModel === 'floor' && typeof note.position === 'string')
          notes.push({ at: performance.now(), wallAt: Date.now(), position: parsePosition(note.position) });
      });
      const ready = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 5000);
        candidate.once('ready', () => (clearTimeout(timer), resolve(true)));
        candidate.once('connect_error', () => (clearTimeout(timer), resolve(false)));
      });
      if (ready) {
        socket = candidate;
        break;
      }
      candidate.disconnect();
      if (attempt >= 30) throw new Error('admin socket not ready');
      await sleep(200);
    }
    // The projections' commits as the bus brings them (the API's own subscription to NATS).
    const busNotes = new Map<string, Note[]>();
    unsubscribers.push(
      api.infra.bus.subscribe('rm.>', (payload) => {
        const { readModel, position } = payload as { readModel?: string; position?: string };
        if (typeof readModel !== 'string' || typeof position !== 'string') return;
        const list = busNotes.get(readModel) ?? [];
        list.push({ at: performance.now(), wallAt: Date.now(), position: parsePosition(position) });
        busNotes.set(readModel, list);
      }),
    );

    const send = async (i: number, into: Sent[] | null) => {
      const maker = args.makers[i % args.makers.length]!;
      const station = stations[i % stations.length]!;
      const correlationId = randomUUID();
      const request = maker.make(parcelAt(i), station, `bench-${correlationId}`);
      const entry: Sent = { maker: maker.name, correlationId, startedAt: performance.now() };
      into?.push(entry);
      const answer = await json(request.method, request.path, request.body, station.token, { 'x-correlation-id': correlationId }).catch(
        () => ({
          status: 0,
          body: null,
        }),
      );
      entry.answeredAt = performance.now();
      entry.status = answer.status;
      if (!maker.ok(answer.status) && failures.length < 5)
        failures.push(`${maker.name}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
    };
    const failures: string[] = [];
    args.progress(`floor: warm-up, then ${args.rate} scans/s from ${stations.length} workstations for ${args.seconds} s`);
    for (let i = 0; i < warmup; i++) await send(total + i, null);
    await sleep(1000);
    const loadStart = loadavg()[0]!;
    const sent: Sent[] = [];
    const pending: Promise<void>[] = [];
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const wait = started + (i * 1000) / args.rate - performance.now();
      if (wait > 1) await sleep(wait);
      pending.push(send(i, sent));
    }
    const elapsed = (performance.now() - started) / 1000;
    await Promise.all(pending);
    const loadEnd = loadavg()[0]!;
    // The floor screen's own read while loaded.
    const floorSamples: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      const answer = await json('GET', '/api/app/v1/warehouse/floor', undefined, adminToken);
      if (answer.status === 200) floorSamples.push(performance.now() - t0);
    }
    await sleep(3000);

    // 5. Each scan's events: their position (the last of the request) and when they were recorded.
    const { rows } = await sql<{ correlation_id: string; transaction_id: string; global_position: string; recorded_at: string }>`
      SELECT metadata->>'correlationId' AS correlation_id, max(transaction_id) AS transaction_id, max(global_position) AS global_position,
             min(metadata->>'recordedAt') AS recorded_at
        FROM es_events WHERE metadata->>'correlationId' = ANY(${sent.map((s) => s.correlationId)}::text[])
       GROUP BY 1`.execute(db);
    const recorded = new Map(
      rows.map((r) => [
        r.correlation_id,
        { position: { commit: Number(r.transaction_id), prepare: Number(r.global_position) }, at: Date.parse(r.recorded_at) },
      ]),
    );
    const firstCovering = (list: readonly Note[], position: Position) => list.find((n) => reachedAppend(n.position, position));
    const answers = args.makers.map((maker) => {
      const mine = sent.filter((s) => s.maker === maker.name);
      const ok = mine.filter((s) => s.status !== undefined && maker.ok(s.status));
      return {
        name: maker.name,
        ...figures(
          ok.map((s) => s.answeredAt! - s.startedAt),
          mine.length - ok.length,
        ),
      };
    });
    const notification: number[] = [];
    const afterAnswer: number[] = [];
    let unseen = 0;
    for (const s of sent) {
      const events = recorded.get(s.correlationId);
      if (!events) continue;
      const note = firstCovering(notes, events.position);
      if (!note) {
        unseen++;
        continue;
      }
      notification.push(note.at - s.startedAt);
      afterAnswer.push(note.at - s.answeredAt!);
    }
    const lag = [...new Set(args.makers.flatMap((m) => m.readModels))].map((readModel) => {
      const list = busNotes.get(readModel) ?? [];
      const samples: number[] = [];
      let missing = 0;
      const reaching = new Set(args.makers.filter((m) => m.readModels.includes(readModel)).map((m) => m.name));
      for (const s of sent) {
        if (!reaching.has(s.maker)) continue;
        const events = recorded.get(s.correlationId);
        if (!events) continue;
        const note = firstCovering(list, events.position);
        if (note) samples.push(note.wallAt - events.at);
        else missing++;
      }
      return { readModel, ...figures(samples, missing) };
    });
    return {
      parcels: parcelsInReadModel,
      seedEvents: seeded.events,
      fillSeconds: seeded.seconds,
      catchUpSeconds,
      workstations: stations.length,
      rate: args.rate,
      seconds: args.seconds,
      achievedRate: total / elapsed,
      answers,
      lag,
      notification: figures(notification, unseen),
      notificationAfterAnswer: figures(afterAnswer, unseen),
      failures,
      loadAverage: { start: loadStart, end: loadEnd },
      floorAnswer: figures(floorSamples, 50 - floorSamples.length),
    };
  } finally {
    for (const unsubscribe of unsubscribers) unsubscribe();
    socket?.disconnect();
    await api.close();
    await projector?.stop();
  }
}

/** `npm run projector` beside the API, on the same database and bus namespace. */
function startProjectorProcess(databaseUrl: string, natsUrl: string, namespace: string): { stop(): Promise<void> } {
  const child = spawn(process.execPath, [...PROJECTOR_NODE_FLAGS, PROJECTOR_MAIN], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NATS_URL: natsUrl, NATS_NAMESPACE: namespace },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { stop: () => stopChild(child) };
}

/** A parcel scanned in (POST app/v1/parcel/scan, status 55 'received in the warehouse'; 200: recorded). */
export const scanMaker: ScanMaker = {
  name: 'POST app/v1/parcel/scan',
  make: (parcel, _station, scanId) => ({
    method: 'POST',
    path: '/api/app/v1/parcel/scan',
    body: { barcode: parcel.number, id_status_type: 55, scan_id: scanId },
  }),
  ok: (status) => status === 200,
  readModels: ['floor', 'shipments'],
};

/** A parcel sorted for its courier (POST app/v1/parcel/classify/courier, status 56; 201: classified into a zone). */
export const classifyMaker: ScanMaker = {
  name: 'POST app/v1/parcel/classify/courier',
  make: (parcel, _station, scanId) => ({
    method: 'POST',
    path: '/api/app/v1/parcel/classify/courier',
    body: { barcode: parcel.number, status_type_id: 56, scan_id: scanId },
  }),
  ok: (status) => status === 201,
  readModels: ['floor', 'shipments', 'parcel_sorting'],
  needsReceivedShipment: true,
};

/** The scans the bench sends, in turn (the driver knows no endpoint: a list of request makers). */
export const FLOOR_MAKERS: readonly ScanMaker[] = [scanMaker, classifyMaker];
