import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PostgresEventStore } from '@parcel/event-store';
import { connectPostgres } from '@parcel/platform';
import { findProjection, migrateReadModels, rebuildProjection, type ReadModelDb } from '@parcel/read-models';
import { parcelNumber, shipmentNumber, type ShipmentOrder } from '@parcel/domain';
import { startBenchApi } from './bench-api.js';
import { percentile, sleep } from './stats.js';

export interface LatencyFigures {
  readonly count: number;
  readonly failed: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export interface ShipmentApiMeasurement {
  readonly create: LatencyFigures;
  readonly tracking: LatencyFigures;
}

const CLUJ_NAPOCA = 54984;

function shipmentBody(clientId: number) {
  const parcel = (weight: number) => ({ weight: { declared: weight }, dimensions: { declared: { height: 10, width: 20, length: 30 } } });
  return {
    delivery_service: 1,
    client_id: clientId,
    sender: null,
    recipient: {
      name: 'Ana Popescu',
      private_person: true,
      email: 'ana@example.ro',
      phone: { prefix: '0040', number: '723456789' },
      country_id: 1,
      address: { locality_id: CLUJ_NAPOCA, details: 'Strada Memorandumului 28' },
    },
    content: { declared_content: 'Książki', declared_value: 150, cash_on_delivery_value: 0 },
    parcels: [parcel(1), parcel(2.5), parcel(0.8)],
  };
}

/** Open loop: `rate` calls a second for `seconds`, each timed from its start to its answer. */
async function openLoop(rate: number, seconds: number, call: (i: number) => Promise<boolean>): Promise<LatencyFigures> {
  const samples: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const total = rate * seconds;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      (async () => {
        const t0 = performance.now();
        const ok = await call(i).catch(() => false);
        if (ok) samples.push(performance.now() - t0);
        else failed++;
      })(),
    );
  }
  await Promise.all(pending);
  return { count: samples.length, failed, p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99), maxMs: Math.max(...samples) };
}

/**
 * The API in process (PostgreSQL, NATS, projector inside, address database
 * imported, THE SANDBOX couriers): an admin creates 3-parcel shipments for a
 * client at `createRate`/s (each answer waits until the shipments read model
 * has the shipment: read-your-writes), then the public tracking of those
 * shipments is asked `trackingRate` times a second.
 */
export async function measureShipmentApi(args: {
  databaseUrl: string;
  natsUrl: string;
  createRate: number;
  createSeconds: number;
  trackingRate: number;
  trackingSeconds: number;
}): Promise<ShipmentApiMeasurement> {
  const api = await startBenchApi(args.databaseUrl, args.natsUrl, { LOCKERS_SYNC_INTERVAL_MS: '0', TRACKING_REQUESTS_PER_MINUTE: '1000000' });
  const { config, base } = api;
  try {
    const json = async (method: string, path: string, body?: unknown, token?: string) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as any };
    };
    const login = await json('POST', '/api/user/login', { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    const token = login.body.token as string;
    const client = await json(
      'POST',
      '/api/client',
      {
        name: 'Bench Sp. z o.o.',
        country: 2,
        city: 'Warszawa',
        post_code: '00-950',
        street: 'Marszałkowska 1',
        address: '-',
        phone_number_prefix: '0048',
        phone_number: '600100200',
        email: `bench-${randomUUID().slice(0, 8)}@example.com`,
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
      },
      token,
    );
    if (client.status !== 201) throw new Error(`bench client not created: HTTP ${client.status} ${JSON.stringify(client.body)}`);
    const body = shipmentBody(client.body.id);
    // Warm-up: the first requests pay for connections and prepared plans.
    for (let i = 0; i < 10; i++) await json('POST', '/api/app/v2/shipment/', body, token);
    const numbers: string[] = [];
    const create = await openLoop(args.createRate, args.createSeconds, async () => {
      const response = await json('POST', '/api/app/v2/shipment/', body, token);
      if (response.status === 201) numbers.push(response.body.internal_waybill);
      return response.status === 201;
    });
    // Tracking is measured on its own: the courier registrations of the creates (THE SANDBOX answers in 100 ms each) finish first.
    const db = api.infra.database.db as ReadModelDb;
    for (let waited = 0; waited < 120_000; waited += 200) {
      const awaiting = await db.selectFrom('shipments').select((eb) => eb.fn.countAll<string>().as('n')).where('registration', '=', 'awaiting').executeTakeFirst();
      if (Number(awaiting?.n ?? 0) === 0) break;
      await sleep(200);
    }
    await sleep(1000);
    const tracking = await openLoop(args.trackingRate, args.trackingSeconds, async (i) => {
      const response = await fetch(`${base}/api/app/v2/public/shipment/${numbers[i % numbers.length]}/history`);
      await response.arrayBuffer();
      return response.status === 200;
    });
    return { create, tracking };
  } finally {
    await api.close();
  }
}

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

function orderOf(parcelIds: number[]): ShipmentOrder {
  return {
    client_id: 1 + (parcelIds[0]! % 50),
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

/** One shipment's life as the bench records it: created (3 parcels), registered, each parcel received: 5 events. */
function lifeOf(shipmentId: number, at: number) {
  const parcelIds = [1, 2, 3].map((k) => shipmentId * 3 + k);
  const metadata = {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    userId: null,
    role: null,
    workstation: null,
    warehouse: null,
    recordedAt: new Date(at).toISOString(),
  };
  const when = new Date(at).toISOString();
  return [
    {
      type: 'ShipmentCreated',
      data: {
        shipmentId,
        number: shipmentNumber(shipmentId, 'RO'),
        order: orderOf(parcelIds),
        courierId: 1,
        creator: 'app_v2',
        isEmag: false,
        createdAt: when,
      },
      metadata,
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
      metadata,
    },
    ...parcelIds.map((parcelId, i) => ({
      type: 'ParcelStatusRecorded',
      data: {
        rowId: parcelId,
        parcelId,
        shipmentId,
        statusTypeId: 55,
        when: new Date(at + i * 1000).toISOString(),
        where: 'TYCHY',
        deletionAllowed: true,
      },
      metadata,
    })),
  ];
}

/**
 * `events` shipment events (5 per shipment) appended 1000 at a time, then the
 * shipments read model rebuilt from the first event into fresh tables.
 */
export async function measureShipmentsRebuild(
  url: string,
  events: number,
  batchSize: number,
): Promise<{ events: number; fillSeconds: number; seconds: number; eventsPerSecond: number }> {
  const database = connectPostgres(url, { maxConnections: 4 });
  const store = await PostgresEventStore.create({ db: database.db });
  try {
    await migrateReadModels(database.db);
    const fillStarted = performance.now();
    const shipments = Math.ceil(events / 5);
    const perAppend = 200;
    let next = 0;
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        while (next < shipments) {
          const from = next;
          next += perAppend;
          const batch = [];
          for (let id = from + 1; id <= Math.min(from + perAppend, shipments); id++)
            batch.push(...lifeOf(id, Date.parse('2026-11-01T08:00:00Z') + id * 1000));
          await store.append(`bench-shipments-${from}`, batch, { expectedRevision: 'no_stream' });
        }
      }),
    );
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    const projection = findProjection('shipments')!;
    const started = performance.now();
    const result = await rebuildProjection({ db: database.db as ReadModelDb, store, projection, batchSize });
    const seconds = (performance.now() - started) / 1000;
    return { events: result.events, fillSeconds, seconds, eventsPerSecond: result.events / seconds };
  } finally {
    await store.close();
    await database.close();
  }
}
