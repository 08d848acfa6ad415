import { seededStatusBySystemId, type StatusSystemId } from '../../statuses/catalogue.js';
import type { ParcelEvent } from '../../shipments/shipment.events.js';

/**
 * The live floor (issue 11 §6): what the wall screen shows about parcels and
 * scans, decided here so the read model only stores it.
 */

/** How far back the floor counts a workstation's scans. */
export const SCAN_WINDOW_MINUTES = 15;

/**
 * Statuses that end a parcel's wait in its zone: handed to the courier (57) or
 * any status that can only come after it (on the way, out for delivery,
 * delivered, a return on its way or returned) or cancelled (it will not leave).
 */
const LEFT_FLOOR: readonly StatusSystemId[] = [
  'handed_to_courier',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'return_in_transit',
  'returned',
  'cancelled',
];
export const LEFT_FLOOR_STATUS_IDS: readonly number[] = LEFT_FLOOR.map((id) => seededStatusBySystemId(id).id);
export const endsZoneWait = (statusTypeId: number): boolean => LEFT_FLOOR_STATUS_IDS.includes(statusTypeId);

/** Where a parcel waits on the floor: in a zone to leave, in a problem sector to be resolved, both or neither. */
export interface FloorParcel {
  readonly waitZone: number | null;
  readonly bucket: string | null;
  readonly zoneSince: string | null;
  readonly sectorId: number | null;
  readonly sectorCode: string | null;
  readonly sectorSince: string | null;
}

export const offTheFloor: FloorParcel = {
  waitZone: null,
  bucket: null,
  zoneSince: null,
  sectorId: null,
  sectorCode: null,
  sectorSince: null,
};

/** The parcel events the floor follows. */
export type FloorParcelEvent = Extract<
  ParcelEvent,
  { type: 'ParcelClassified' | 'ParcelSectorAssigned' | 'ParcelSectorResolved' | 'ParcelStatusRecorded' | 'ParcelMeasured' }
>;

/**
 * A parcel's place on the floor after one of its events: sorting puts it in a
 * zone (a new classification starts a new wait there); a problem sector takes
 * it out of its zone (it waits for a resolution instead) until that sector is
 * resolved; handing it over (or any later status) ends the zone's wait.
 */
export function evolveFloorParcel(state: FloorParcel, event: FloorParcelEvent): FloorParcel {
  switch (event.type) {
    case 'ParcelClassified':
      return { ...state, waitZone: event.data.zone, bucket: event.data.bucket, zoneSince: event.data.at };
    case 'ParcelSectorAssigned':
      return {
        ...state,
        waitZone: null,
        bucket: null,
        zoneSince: null,
        sectorId: event.data.sectorId,
        sectorCode: event.data.sectorCode,
        sectorSince: event.data.at,
      };
    case 'ParcelSectorResolved':
      return state.sectorId === event.data.sectorId ? { ...state, sectorId: null, sectorCode: null, sectorSince: null } : state;
    case 'ParcelStatusRecorded':
      return endsZoneWait(event.data.statusTypeId) && state.waitZone !== null
        ? { ...state, waitZone: null, bucket: null, zoneSince: null }
        : state;
    case 'ParcelMeasured':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** What the floor shows as a workstation's last scan. */
export interface FloorScan {
  readonly parcelId: number;
  /** status: a status recorded; classified: put in a zone; sector: put in a problem sector; resolved: taken out of one; measured. */
  readonly kind: 'status' | 'classified' | 'sector' | 'resolved' | 'measured';
  readonly statusTypeId: number | null;
  readonly zone: number | null;
  readonly sectorCode: string | null;
}

const KIND: Record<FloorParcelEvent['type'], FloorScan['kind']> = {
  ParcelStatusRecorded: 'status',
  ParcelClassified: 'classified',
  ParcelSectorAssigned: 'sector',
  ParcelSectorResolved: 'resolved',
  ParcelMeasured: 'measured',
};

/** Rank of what a scan did: of the events one scan records, the last scan shows the most telling. */
const RANK: Record<FloorScan['kind'], number> = { measured: 0, status: 1, resolved: 2, classified: 3, sector: 4 };

/**
 * The scan one event tells of; `previous` is the same scan's earlier event
 * (one request records several: a status and a zone), whose facts it keeps.
 */
export function scanOf(event: FloorParcelEvent, previous: FloorScan | null): FloorScan {
  const own: FloorScan = {
    parcelId: event.data.parcelId,
    kind: KIND[event.type],
    statusTypeId: 'statusTypeId' in event.data ? event.data.statusTypeId : null,
    zone: event.type === 'ParcelClassified' ? event.data.zone : null,
    sectorCode: event.type === 'ParcelSectorAssigned' ? event.data.sectorCode : null,
  };
  if (!previous || previous.parcelId !== own.parcelId) return own;
  return {
    parcelId: own.parcelId,
    kind: RANK[own.kind] >= RANK[previous.kind] ? own.kind : previous.kind,
    statusTypeId: own.statusTypeId ?? previous.statusTypeId,
    zone: own.zone ?? previous.zone,
    sectorCode: own.sectorCode ?? previous.sectorCode,
  };
}

/** The minute a scan counts in (per-minute buckets; the window sums the last 15). */
export function scanMinute(recordedAt: string): string {
  const at = new Date(recordedAt);
  at.setUTCSeconds(0, 0);
  return at.toISOString();
}

/** The first minute bucket inside the window ending at `now`. */
export function windowStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCSeconds(0, 0);
  return new Date(start.getTime() - (SCAN_WINDOW_MINUTES - 1) * 60_000);
}
