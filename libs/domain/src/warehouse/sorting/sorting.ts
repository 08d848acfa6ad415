import { routeRegistration, type CourierService, type DeliveryKind } from '../../couriers/courier-routing.js';
import { DomainError, assertNever } from '../../shared/errors.js';
import { deliveryService, destination } from '../../shipments/catalogue.js';
import { decideRecordStatus, type ParcelState } from '../../shipments/parcel.js';
import type { ParcelEvent } from '../../shipments/shipment.events.js';
import { seededStatusBySystemId } from '../../statuses/catalogue.js';
import {
  CANCELLED_SECTOR_ID,
  KNOWN_PROBLEM_STATUS_ID,
  UNKNOWN_PROBLEM_SECTOR_ID,
  VERIFICATION_SECTOR_ID,
} from '../sectors.js';
import {
  COURIER_NAMES,
  ZONE_BG,
  ZONE_CANCELLED,
  ZONE_COURIER_PICKUP,
  ZONE_HU,
  ZONE_PROBLEMS,
  ZONE_RETURNS,
  ZONE_RO_HOME,
  ZONE_RO_LOCKERS,
  ZONE_VERIFICATION,
  ZONE_WAITING_ROOM,
  bucketOf,
  clientBucket,
  sectorBucket,
  sortingZone,
  type SortingBucket,
} from './zones.js';

/**
 * The sorting decision (POST app/v1/parcel/classify/courier, spec/03 §8):
 * where a scanned parcel goes, from the facts about it. Pure: the API gathers
 * the facts from the read models and the parcel's stream, decides, and records
 * what `sortingEvents` says. The rules, in the order they are checked, are the
 * table in docs/sorting.md.
 */

/** The default status of the sorting screen: 'Posortowana'. */
export const SORTED_STATUS_ID = seededStatusBySystemId('sorted').id;
/** The status a parcel keeps while it waits in the waiting room (recorded on its classification, no new status row). */
export const RECEIVED_STATUS_ID = seededStatusBySystemId('warehouse_received').id;

export interface SortingSector {
  readonly id: number;
  readonly code: string;
  readonly name: string;
}

/** What the worker sent: the chosen status (its system id), the chosen sector, the client being sorted, and when. */
export interface SortingScan {
  readonly statusTypeId: number;
  readonly statusSystemId: string | null;
  /** The chosen sector (known problem), resolved by the caller; the unknown problem goes to sector 1 whatever was chosen. */
  readonly sector: SortingSector | null;
  /** The client whose parcels the worker sorts (the screen's client field); null: any client. */
  readonly clientId: number | null;
  /** When the scan happened (the scanner's time from an offline queue, else now). */
  readonly at: string;
}

export interface SortingShipment {
  readonly shipmentId: number;
  readonly clientId: number;
  readonly clientName: string;
  readonly deliveryService: number;
  /** The foreign country (recipient's; sender's for returns). */
  readonly countryId: number;
  readonly courierId: number;
  /** The locker of the foreign party (locker services). */
  readonly lockerId: string | null;
  readonly creator: string;
  readonly deleted: boolean;
  readonly registration: 'awaiting' | 'failed' | 'registered';
  readonly registeredAt: string | null;
}

export interface SortingClient {
  /** Blocked ("deleted") client. */
  readonly blocked: boolean;
  /** SENDING_SHIPMENTS_BLOCK. */
  readonly dispatchBlocked: boolean;
}

/** The scanned parcel. */
export interface SortingParcel {
  readonly parcelId: number;
  readonly number: string;
  /** The courier's number of the parcel (the return number for returns); null until registered. */
  readonly outNumber: string | null;
  /** It carries a foreign (buffer) number and waits for an admin to give it to a client. */
  readonly buffer: boolean;
  readonly cancelled: boolean;
  /** The problematic sector it waits in. */
  readonly sector: { readonly sectorId: number; readonly sectorCode: string } | null;
}

/** Another parcel of the same shipment, as the floor knows it. */
export interface SortingSibling {
  readonly parcelId: number;
  readonly number: string;
  /** Scanned in the warehouse: received (status 55 or 72) or classified. */
  readonly present: boolean;
  /** Its last classification put it in the waiting room. */
  readonly inWaitingRoom: boolean;
  readonly buffer: boolean;
}

export interface SortingFacts {
  readonly scan: SortingScan;
  readonly shipment: SortingShipment;
  /** Null: the shipment's client is not in the clients read model (nothing blocks it). */
  readonly client: SortingClient | null;
  readonly parcel: SortingParcel;
  readonly siblings: readonly SortingSibling[];
}

/** Refusals of spec/03 §8 (HTTP in apps/api/src/warehouse/warehouse.errors.ts). */
export type SortingRefusalCode =
  | 'sorting_wrong_client'
  | 'sorting_dispatch_blocked'
  | 'sorting_no_bucket'
  | 'sorting_parcel_deleted'
  | 'sorting_multi_pack_in_buffer'
  | 'sorting_scanned_too_early';

export type SortingRefusalReason =
  | 'unknown_alias'
  | 'other_client'
  | 'client_blocked'
  | 'dispatch_blocked'
  | 'awaiting_registration'
  | 'registration_failed'
  | 'no_out_number'
  | 'buffer_parcel'
  | 'in_problem_sector'
  | 'no_route'
  | 'deleted'
  | 'cancelled'
  | 'buffer_in_multi_pack'
  | 'before_registration';

/** The console switches to this status and sector and warns 'Wykryto nieprawidłowość…'. */
export interface SortingSuggestion {
  readonly statusTypeId: number;
  readonly sectorId: number;
}

export type SortingOutcome =
  | {
      readonly kind: 'sorted';
      readonly zone: number;
      readonly bucket: SortingBucket;
      readonly courier: string | null;
      /** This scan completed a multi-pack: the numbers of its parcels waiting in the waiting room (fetch and scan them). */
      readonly completedMultiPack: readonly string[] | null;
    }
  /** The worker chose a problem status: the parcel goes to the sector. */
  | { readonly kind: 'problem'; readonly zone: number; readonly bucket: SortingBucket; readonly sector: SortingSector }
  /** 424: not every parcel of the multi-pack is here; this one waits in the waiting room (recorded). */
  | {
      readonly kind: 'waiting_room';
      readonly zone: number;
      readonly present: number;
      readonly total: number;
      readonly missing: readonly string[];
    }
  /** Nothing recorded; `zone` says where the parcel goes meanwhile (null: keep it, scan again). */
  | {
      readonly kind: 'refused';
      readonly code: SortingRefusalCode;
      readonly reason: SortingRefusalReason;
      readonly zone: number | null;
      readonly suggestion: SortingSuggestion | null;
    };

const refuse = (
  code: SortingRefusalCode,
  reason: SortingRefusalReason,
  zone: number | null,
  sectorId: number | null = null,
): SortingOutcome => ({
  kind: 'refused',
  code,
  reason,
  zone,
  suggestion: sectorId === null ? null : { statusTypeId: KNOWN_PROBLEM_STATUS_ID, sectorId },
});

const KINDS: Readonly<Record<number, DeliveryKind>> = { 1: 'home_delivery', 2: 'home_return', 3: 'locker_delivery', 4: 'locker_return' };

/** Zone and bucket of a delivery by its country and the courier's service. */
const DELIVERY_PLACES: Readonly<Record<string, Partial<Record<CourierService, readonly [number, string]>>>> = {
  RO: { sameday_home: [ZONE_RO_HOME, 'RO-24'], sameday_locker: [ZONE_RO_LOCKERS, 'RO-LN'], cargus_ship_and_go: [ZONE_RO_LOCKERS, 'RO-SG'] },
  HU: { sameday_home: [ZONE_HU, 'HU-24'], sameday_locker: [ZONE_HU, 'HU-LN'] },
  BG: { sameday_home: [ZONE_BG, 'BG-24'], sameday_locker: [ZONE_BG, 'BG-LN'] },
  CZ: { sameday_xb_home: [ZONE_COURIER_PICKUP, 'CZ-XB'], sameday_xb_locker: [ZONE_COURIER_PICKUP, 'CZ-XL'] },
  SK: { sameday_xb_home: [ZONE_COURIER_PICKUP, 'SK-XB'], sameday_xb_locker: [ZONE_COURIER_PICKUP, 'SK-XL'] },
};

/** Where the parcel's way out is: a delivery zone by country and courier service, or the client's returns bucket. */
function wayOut(shipment: SortingShipment): { zone: number; bucket: SortingBucket; courier: string | null } | null {
  const service = deliveryService(shipment.deliveryService);
  const country = destination(shipment.countryId);
  if (!service || !country) return null;
  if (service.isReturn) return { zone: ZONE_RETURNS, bucket: clientBucket(shipment.clientId, shipment.clientName), courier: null };
  const routing = routeRegistration({
    courierId: shipment.courierId,
    kind: KINDS[shipment.deliveryService]!,
    lockerId: shipment.lockerId,
    partyCountryIso: country.iso,
  });
  if (!routing.ok) return null;
  const place = DELIVERY_PLACES[country.iso]?.[routing.route.service];
  if (!place) return null;
  const [zone, identifier] = place;
  const bucket = sortingZone(zone)?.buckets.find((b) => b.identifier === identifier);
  return bucket ? { zone, bucket, courier: COURIER_NAMES[routing.route.network] } : null;
}

/** The sector a problem status sends the parcel to (null: not a problem status); a known problem needs a chosen sector (422). */
export function problemSector(scan: Pick<SortingScan, 'statusSystemId' | 'sector'>): SortingSector | null {
  if (scan.statusSystemId === 'unknown_problem_detected') {
    return scan.sector?.id === UNKNOWN_PROBLEM_SECTOR_ID
      ? scan.sector
      : { id: UNKNOWN_PROBLEM_SECTOR_ID, code: '1', name: 'Nieznany problem' };
  }
  if (scan.statusSystemId === 'known_problem_detected') {
    if (!scan.sector) throw new DomainError('sorting_sector_required', { field: 'problematic_sector_id' });
    return scan.sector;
  }
  return null;
}

/** The sorting decision: the first rule that matches (docs/sorting.md, "The rules"). */
export function decideSorting(facts: SortingFacts): SortingOutcome {
  const { scan, shipment, client, parcel, siblings } = facts;

  const sector = problemSector(scan);
  if (sector) return { kind: 'problem', zone: ZONE_PROBLEMS, bucket: sectorBucket(sector.code, sector.name), sector };

  if (shipment.deleted) return refuse('sorting_parcel_deleted', 'deleted', ZONE_CANCELLED, CANCELLED_SECTOR_ID);
  if (parcel.cancelled) return refuse('sorting_parcel_deleted', 'cancelled', ZONE_CANCELLED, CANCELLED_SECTOR_ID);

  if (shipment.creator === 'init_scan') return refuse('sorting_wrong_client', 'unknown_alias', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID);
  if (scan.clientId !== null && scan.clientId !== shipment.clientId) {
    return refuse('sorting_wrong_client', 'other_client', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID);
  }

  if (client?.blocked) return refuse('sorting_dispatch_blocked', 'client_blocked', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID);
  if (client?.dispatchBlocked) return refuse('sorting_dispatch_blocked', 'dispatch_blocked', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID);

  if (parcel.sector) return refuse('sorting_no_bucket', 'in_problem_sector', ZONE_PROBLEMS, parcel.sector.sectorId);

  const adopted = shipment.creator === 'adoption';
  const multiPack = siblings.length > 0;
  if (multiPack && !adopted && (parcel.buffer || siblings.some((s) => s.buffer))) {
    return refuse('sorting_multi_pack_in_buffer', 'buffer_in_multi_pack', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID);
  }
  if (parcel.buffer && !adopted) return refuse('sorting_no_bucket', 'buffer_parcel', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID);

  switch (shipment.registration) {
    case 'awaiting':
      return refuse('sorting_no_bucket', 'awaiting_registration', null);
    case 'failed':
      return refuse('sorting_no_bucket', 'registration_failed', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID);
    case 'registered':
      break;
    default:
      return assertNever(shipment.registration);
  }
  if (!parcel.outNumber) return refuse('sorting_no_bucket', 'no_out_number', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID);
  if (shipment.registeredAt !== null && Date.parse(scan.at) < Date.parse(shipment.registeredAt)) {
    return refuse('sorting_scanned_too_early', 'before_registration', null);
  }

  const missing = siblings.filter((s) => !s.present);
  if (missing.length > 0) {
    const total = siblings.length + 1;
    return { kind: 'waiting_room', zone: ZONE_WAITING_ROOM, present: total - missing.length, total, missing: missing.map((s) => s.number) };
  }

  const out = wayOut(shipment);
  if (!out) return refuse('sorting_no_bucket', 'no_route', ZONE_VERIFICATION, VERIFICATION_SECTOR_ID);
  const waiting = siblings.filter((s) => s.inWaitingRoom).map((s) => s.number);
  return { kind: 'sorted', ...out, completedMultiPack: waiting.length > 0 ? waiting : null };
}

/** What the handler adds to the decision to record it: the status row's id and place, the status's repeatability, the scan id. */
export interface SortingRecord {
  readonly parcelId: number;
  readonly shipmentId: number;
  readonly rowId: number;
  readonly where: string;
  readonly statusRepeatable: boolean;
  readonly scanId?: string;
}

/**
 * The parcel's events of a decision: a classification (zone, bucket, courier)
 * with its status row; a problem also puts the parcel in the sector (unless it
 * waits there already); the waiting room records the classification only (the
 * parcel keeps its status); a refusal records nothing.
 */
export function sortingEvents(state: ParcelState, outcome: SortingOutcome, scan: SortingScan, record: SortingRecord): ParcelEvent[] {
  const { parcelId, shipmentId, scanId } = record;
  const withScan = scanId ? { scanId } : {};
  const classified = (zone: number, bucket: string | null, courier: string | null, statusTypeId: number): ParcelEvent => ({
    type: 'ParcelClassified',
    data: { parcelId, shipmentId, zone, bucket, courier, statusTypeId, at: scan.at, ...withScan },
  });
  const statusRow = () =>
    decideRecordStatus(state, {
      rowId: record.rowId,
      parcelId,
      shipmentId,
      statusTypeId: scan.statusTypeId,
      when: scan.at,
      where: record.where,
      deletionAllowed: true,
      repeatable: record.statusRepeatable,
      ...withScan,
    });
  switch (outcome.kind) {
    case 'sorted':
      return [...statusRow(), classified(outcome.zone, outcome.bucket.identifier, outcome.courier, scan.statusTypeId)];
    case 'problem': {
      const { sector } = outcome;
      const assign: ParcelEvent[] =
        state.sector?.sectorId === sector.id
          ? []
          : [
              {
                type: 'ParcelSectorAssigned',
                data: { parcelId, shipmentId, sectorId: sector.id, sectorCode: sector.code, statusTypeId: scan.statusTypeId, at: scan.at },
              },
            ];
      return [...assign, ...statusRow(), classified(outcome.zone, outcome.bucket.identifier, null, scan.statusTypeId)];
    }
    case 'waiting_room':
      return [classified(outcome.zone, null, null, RECEIVED_STATUS_ID)];
    case 'refused':
      return [];
    default:
      return assertNever(outcome);
  }
}

/**
 * The answer to a repeated scan id (an offline queue sending again): the
 * classification the first scan recorded, nothing new recorded. The waiting
 * room answers 424 again; a completed multi-pack is told again while its
 * parcels still wait in the waiting room.
 */
export function repeatedSortingOutcome(
  classified: NonNullable<ParcelState['classified']>,
  facts: Pick<SortingFacts, 'siblings'>,
  bucketName: string | null,
): SortingOutcome {
  const { siblings } = facts;
  if (classified.zone === ZONE_WAITING_ROOM) {
    const missing = siblings.filter((s) => !s.present);
    const total = siblings.length + 1;
    return { kind: 'waiting_room', zone: ZONE_WAITING_ROOM, present: total - missing.length, total, missing: missing.map((s) => s.number) };
  }
  const bucket = bucketOf(classified.zone, classified.bucket, bucketName) ?? { identifier: '', name: '' };
  const waiting = classified.zone === ZONE_PROBLEMS ? [] : siblings.filter((s) => s.inWaitingRoom).map((s) => s.number);
  return {
    kind: 'sorted',
    zone: classified.zone,
    bucket,
    courier: classified.courier,
    completedMultiPack: waiting.length > 0 ? waiting : null,
  };
}
