import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '@parcel/event-store';

/** The JSON size the bench aims at for an event's data (a parcel scan is about this big). */
export const TARGET_DATA_BYTES = 300;

const filler = 'x'.repeat(TARGET_DATA_BYTES);

/** Data of a realistic warehouse event, padded to about TARGET_DATA_BYTES of JSON. */
export function sampleData(sequence: number): Record<string, unknown> {
  const base = {
    parcelId: randomUUID(),
    barcode: `PL${String(100_000_000_000 + sequence).padStart(12, '0')}`,
    workstationId: 'WS-07',
    warehouseId: 'PL-WAW-1',
    scannedAt: new Date(1_767_225_600_000 + sequence * 1000).toISOString(),
    weightGrams: 1200 + (sequence % 800),
    dimensionsMm: { length: 400, width: 300, height: 200 },
    destination: { country: 'RO', postcode: '010011', city: 'Bucuresti' },
    courier: 'sameday',
    note: '',
  };
  const missing = TARGET_DATA_BYTES - JSON.stringify(base).length;
  return { ...base, note: filler.slice(0, Math.max(0, missing)) };
}

/** The full audit metadata every event carries. */
export function sampleMetadata(): EventMetadata {
  const correlationId = randomUUID();
  return {
    correlationId,
    causationId: randomUUID(),
    userId: randomUUID(),
    role: 1,
    workstation: 'WS-07',
    warehouse: 'PL-WAW-1',
    recordedAt: new Date().toISOString(),
  };
}

/** A complete event as a command handler would append it (event id supplied, as for an idempotent retry). */
export function sampleEvent(sequence: number): NewEvent & { eventId: string } {
  return { eventId: randomUUID(), type: 'ParcelScanned', version: 1, data: sampleData(sequence), metadata: sampleMetadata() };
}
