/**
 * The listing's data generator: the events a year of a busy operator leaves
 * (clients, status types, shipments with their parcels, registrations,
 * statuses, buffer numbers, problem sectors, deletions), deterministic for a
 * seed. Tests use it small, the listing bench at a million parcels; both
 * append the same events (tests through the store, the bench straight into
 * the projection's applyBatch).
 */
import type { EventMetadata, RecordedEvent } from '@parcel/event-store';
import {
  DELIVERY_SERVICES,
  SEEDED_STATUS_TYPES,
  clientStream,
  destination,
  parcelNumber,
  parcelStream,
  shipmentNumber,
  shipmentStream,
  statusTypeStream,
  type DeliveryServiceId,
  type ShipmentOrder,
} from '@parcel/domain';
import { testClientProfile } from './client-profile.js';

export interface ListingSeedOptions {
  readonly parcels: number;
  readonly clients: number;
  /** Shipments are created evenly over this many months before `end`. */
  readonly months: number;
  readonly end: Date;
  /** First ids (tests beside a running API take ids far above its sequences). */
  readonly firstClientId?: number;
  readonly firstShipmentId?: number;
  readonly firstRowId?: number;
  /** Define the seeded status types (a fresh store; the API defines them itself). */
  readonly statusTypes?: boolean;
  readonly seed?: number;
}

/** An event as the generator makes it: what an append takes, plus its stream. */
export interface SeedEvent {
  readonly streamId: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

/** Deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const metadata = (recordedAt: string, n: number): EventMetadata => {
  const id = `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0').slice(-12)}`;
  return { correlationId: id, causationId: id, userId: null, role: null, workstation: null, warehouse: null, recordedAt };
};

const DELIVERY_PATH = [55, 56, 57, 60, 61, 62];
const RETURN_PATH = [70, 72, 71];
const CITIES: Record<number, string[]> = {
  1: ['Cluj-Napoca', 'București', 'Iași', 'Timișoara', 'Constanța'],
  3: ['Budapest', 'Debrecen', 'Szeged'],
  4: ['Sofia', 'Plovdiv', 'Varna'],
  10: ['Praha', 'Brno'],
  11: ['Bratislava', 'Košice'],
};
const CONTENTS = ['Książki', 'Odzież', 'Elektronika', 'Kosmetyki', 'Zabawki', 'Części samochodowe'];
const NAMES = ['Ana Popescu', 'Ion Ionescu', 'Maria Georgescu', 'Kovács Péter', 'Ivan Petrov', 'Jan Novák', 'Mihai Stan'];
/** The services' shares: home delivery, home return, locker delivery, locker return. */
const SERVICE_SHARES: readonly [DeliveryServiceId, number][] = [
  [1, 0.6],
  [2, 0.1],
  [3, 0.24],
  [4, 0.06],
];

/**
 * The events in the order a store would hold them, in batches of about
 * `batchSize`: status types and clients first, then each shipment's creation
 * and courier answer; its parcels' statuses follow `lag` shipments later (as
 * in life, days later), so one shipment's events are spread over batches.
 */
export function* listingSeedEvents(options: ListingSeedOptions, batchSize = 4000): Generator<SeedEvent[]> {
  const rand = random(options.seed ?? 2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const firstClient = options.firstClientId ?? 1;
  let shipmentId = (options.firstShipmentId ?? 1) - 1;
  let parcelId = shipmentId * 3;
  let rowId = (options.firstRowId ?? 1) - 1;
  let n = 0;
  const spanMs = options.months * 30.4 * 86_400_000;
  const startMs = options.end.getTime() - spanMs;
  let batch: SeedEvent[] = [];
  const out: SeedEvent[][] = [];
  const push = (streamId: string, type: string, data: unknown, at: number) => {
    batch.push({ streamId, type, data, metadata: metadata(new Date(Math.min(at, options.end.getTime())).toISOString(), ++n) });
    if (batch.length >= batchSize) {
      out.push(batch);
      batch = [];
    }
  };

  if (options.statusTypes)
    for (const t of SEEDED_STATUS_TYPES)
      push(statusTypeStream(t.id), 'StatusTypeDefined', { statusTypeId: t.id, statusType: { ...t, system_id: t.system_id } }, startMs);
  const weights = Array.from({ length: options.clients }, (_, i) => 1 / (i + 1) ** 0.9);
  const sum = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  weights.reduce((acc, w) => (cumulative.push((acc + w) / sum), acc + w), 0);
  for (let i = 0; i < options.clients; i += 1) {
    const clientId = firstClient + i;
    push(
      clientStream(clientId),
      'ClientCreated',
      { clientId, userId: `seed-user-${clientId}`, profile: testClientProfile(`Sklep ${clientId}`), allowedCountries: [1, 3, 4, 10, 11] },
      startMs,
    );
  }
  yield* out.splice(0);

  // Shipments until the parcels are made; each one's later events wait in `pending`.
  const pending: { due: number; events: [string, string, unknown, number][] }[] = [];
  const LAG = 3000;
  let made = 0;
  let index = 0;
  const expected = options.parcels / 2;
  while (made < options.parcels) {
    shipmentId += 1;
    index += 1;
    const createdAt = startMs + Math.min(1, index / expected) * spanMs * 0.999;
    const r = rand();
    const clientId = firstClient + cumulative.findIndex((c) => c >= r);
    let share = rand();
    const service = SERVICE_SHARES.find(([, s]) => (share -= s) < 0)?.[0] ?? 1;
    const info = DELIVERY_SERVICES.find((s) => s.id === service)!;
    const countryId = pick(info.countryIds);
    const dest = destination(countryId)!;
    const count = Math.min(options.parcels - made, info.isLocker ? 1 : 1 + Math.floor(rand() * 4));
    const foreign = {
      name: pick(NAMES),
      private_person: true,
      contact_name: null,
      email: null,
      phone: { prefix: '0040', number: '723456789' },
      country_id: countryId,
      address: { locality_id: null, locality_name: pick(CITIES[countryId]!), county: null, postal_code: '400335', details: 'Strada 1' },
      locker: info.isLocker ? { id: `L${countryId}-${shipmentId % 97}`, name: 'Easybox' } : null,
    };
    const home = {
      ...foreign,
      name: `Sklep ${clientId}`,
      country_id: 2,
      locker: null,
      address: { ...foreign.address, locality_name: 'Tychy' },
    };
    const cod = !info.isReturn && rand() < 0.4 ? Math.round(rand() * 50000) / 100 + 1 : 0;
    const parcels = Array.from({ length: count }, (_, i) => {
      parcelId += 1;
      return {
        parcel_id: parcelId,
        number: parcelNumber(parcelId, dest.iso),
        in_shipment_order: i + 1,
        weight: 1,
        height: 10,
        width: 20,
        length: 30,
      };
    });
    made += count;
    const order: ShipmentOrder = {
      client_id: clientId,
      delivery_service: service,
      country_id: countryId,
      sender: info.isReturn ? foreign : home,
      recipient: info.isReturn ? home : foreign,
      content: { declared_content: pick(CONTENTS), declared_value: 100, currency: dest.currency, cash_on_delivery_value: cod },
      additional_data: { note: null, first_reference_number: null, second_reference_number: null },
      parcels,
    };
    const stream = shipmentStream(shipmentId);
    const creator = rand() < 0.005 ? 'init_scan' : 'app_v2';
    const createdIso = new Date(createdAt).toISOString();
    push(
      stream,
      'ShipmentCreated',
      {
        shipmentId,
        number: shipmentNumber(shipmentId, dest.iso),
        order,
        courierId: dest.courierId,
        creator,
        isEmag: rand() < 0.05,
        createdAt: createdIso,
      },
      createdAt,
    );
    const answer = rand();
    if (answer < 0.015)
      push(
        stream,
        'ShipmentRegistrationFailed',
        { shipmentId, reason: 'rejected', message: 'Kod pocztowy nieprawidłowy', fields: {}, failedAt: createdIso },
        createdAt,
      );
    else if (answer < 0.995)
      push(
        stream,
        'ShipmentRegisteredWithCourier',
        {
          shipmentId,
          courier: 'sandbox',
          awb: `AWB${shipmentId}`,
          parcels: parcels.map((p) => ({ parcel_id: p.parcel_id, number: `C${p.parcel_id}X` })),
          registeredAt: createdIso,
        },
        createdAt,
      );
    const later: [string, string, unknown, number][] = [];
    for (const p of parcels) {
      const path = info.isReturn ? RETURN_PATH : rand() < 0.02 ? [55, 80] : DELIVERY_PATH;
      const steps = Math.floor(rand() * (path.length + 1));
      for (let k = 0; k < steps; k += 1) {
        rowId += 1;
        const when = Math.min(createdAt + (k + 1) * 86_400_000, options.end.getTime());
        later.push([
          parcelStream(p.parcel_id),
          'ParcelStatusRecorded',
          {
            rowId,
            parcelId: p.parcel_id,
            shipmentId,
            statusTypeId: path[k]!,
            when: new Date(when).toISOString(),
            where: 'Tychy',
            deletionAllowed: true,
          },
          when,
        ]);
      }
      if (rand() < 0.01)
        later.push([
          parcelStream(p.parcel_id),
          'ParcelBufferNumberSet',
          { parcelId: p.parcel_id, shipmentId, number: `B${p.parcel_id}`, emag: false },
          createdAt,
        ]);
      if (rand() < 0.015) {
        const sectorId = 1 + Math.floor(rand() * 3);
        rowId += 1;
        const when = createdAt + 3_600_000;
        const iso = new Date(when).toISOString();
        later.push([
          parcelStream(p.parcel_id),
          'ParcelSectorAssigned',
          { parcelId: p.parcel_id, shipmentId, sectorId, sectorCode: `S${sectorId}`, statusTypeId: 91, at: iso },
          when,
        ]);
        later.push([
          parcelStream(p.parcel_id),
          'ParcelStatusRecorded',
          { rowId, parcelId: p.parcel_id, shipmentId, statusTypeId: 91, when: iso, where: 'Tychy', deletionAllowed: true },
          when,
        ]);
      }
    }
    if (rand() < 0.02) later.push([stream, 'ShipmentMarkedDeleted', { shipmentId, deletedAt: createdIso }, createdAt]);
    pending.push({ due: index + LAG, events: later });
    while (pending.length && pending[0]!.due <= index) for (const e of pending.shift()!.events) push(...e);
    yield* out.splice(0);
  }
  for (const p of pending) for (const e of p.events) push(...e);
  if (batch.length) out.push(batch);
  yield* out;
}

/** The generated events as the store would hand them to a projection (positions in order). */
export function* listingSeedRecorded(options: ListingSeedOptions, batchSize = 4000): Generator<RecordedEvent[]> {
  let position = 0;
  for (const batch of listingSeedEvents(options, batchSize))
    yield batch.map((e) => {
      position += 1;
      return {
        eventId: e.metadata.correlationId,
        streamId: e.streamId,
        type: e.type,
        version: 1,
        data: e.data,
        metadata: e.metadata,
        revision: 0,
        position: { commit: position, prepare: position },
      };
    });
}
