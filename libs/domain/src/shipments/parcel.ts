import { DomainError, assertNever } from '../shared/errors.js';
import type { ParcelEvent, ParcelMeasurement, ParcelStatusRow } from './shipment.events.js';

/** A parcel stream folded: its status rows that are not deleted, and what the warehouse floor did with it. */
export interface ParcelState {
  readonly rows: readonly ParcelStatusRow[];
  /** A foreign label the parcel came in under (a buffer parcel), with its marketplace flag. */
  readonly buffer: { readonly number: string; readonly emag: boolean } | null;
  /** The last measurement on the floor. */
  readonly measured: ParcelMeasurement | null;
  /** The problematic sector the parcel waits in (null when none or resolved). */
  readonly sector: { readonly sectorId: number; readonly sectorCode: string; readonly since: string } | null;
  /** The last sorting decision. */
  readonly classified: {
    readonly zone: number;
    readonly bucket: string | null;
    readonly courier: string | null;
    readonly at: string;
  } | null;
  /** The scan ids already recorded on this parcel (the latest SCAN_IDS_KEPT): a repeated scan id is the same scan. */
  readonly scanIds: readonly string[];
}

export const initialParcelState: ParcelState = { rows: [], buffer: null, measured: null, sector: null, classified: null, scanIds: [] };

/** How many scan ids a parcel remembers: an offline queue re-sends its last few scans, never hundreds. */
export const SCAN_IDS_KEPT = 50;

function withScanId(state: ParcelState, scanId: string | undefined): ParcelState {
  if (!scanId) return state;
  return { ...state, scanIds: [...state.scanIds.slice(-(SCAN_IDS_KEPT - 1)), scanId] };
}

/** Whether this scan id was recorded on the parcel already (the repeat answers like the first, records nothing). */
export const isRepeatedScan = (state: ParcelState, scanId: string | undefined): boolean => !!scanId && state.scanIds.includes(scanId);

export function evolveParcel(state: ParcelState, event: ParcelEvent): ParcelState {
  switch (event.type) {
    case 'ParcelStatusRecorded':
      return withScanId({ ...state, rows: [...state.rows, event.data] }, event.data.scanId);
    case 'ParcelStatusRowDeleted':
      return { ...state, rows: state.rows.filter((row) => row.rowId !== event.data.rowId) };
    case 'ParcelBufferNumberSet':
      return { ...state, buffer: { number: event.data.number, emag: event.data.emag } };
    case 'ParcelMeasured':
      return { ...state, measured: event.data };
    case 'ParcelSectorAssigned': {
      const { sectorId, sectorCode, at, scanId } = event.data;
      return withScanId({ ...state, sector: { sectorId, sectorCode, since: at } }, scanId);
    }
    case 'ParcelSectorResolved':
      return { ...state, sector: null };
    case 'ParcelClassified': {
      const { zone, bucket, courier, at, scanId } = event.data;
      return withScanId({ ...state, classified: { zone, bucket, courier, at } }, scanId);
    }
    default:
      return assertNever(event);
  }
}

export interface StatusToRecord extends ParcelStatusRow {
  /** Whether the status type may appear twice on one parcel. */
  readonly repeatable: boolean;
}

export function decideRecordStatus(state: ParcelState, status: StatusToRecord): ParcelEvent[] {
  const { repeatable, ...row } = status;
  if (!repeatable && state.rows.some((r) => r.statusTypeId === row.statusTypeId)) throw new DomainError('status_not_repeatable');
  return [{ type: 'ParcelStatusRecorded', data: row }];
}

export function decideDeleteStatusRow(state: ParcelState, rowId: number): ParcelEvent[] {
  const row = state.rows.find((r) => r.rowId === rowId);
  if (!row) throw new DomainError('status_row_not_found');
  if (!row.deletionAllowed) throw new DomainError('status_row_not_deletable');
  return [{ type: 'ParcelStatusRowDeleted', data: { rowId, parcelId: row.parcelId, shipmentId: row.shipmentId } }];
}

/** The current status: the row with the latest time (then the latest recorded). */
export function currentStatus(rows: readonly ParcelStatusRow[]): ParcelStatusRow | null {
  let current: ParcelStatusRow | null = null;
  for (const row of rows) if (!current || row.when >= current.when) current = row;
  return current;
}

/** PUT parcel/set-new-buffer-number: the foreign number a parcel carries (nothing when it carries that one already). */
export function decideSetBufferNumber(
  state: ParcelState,
  input: { parcelId: number; shipmentId: number; number: string; emag: boolean },
): ParcelEvent[] {
  if (state.buffer?.number === input.number && state.buffer.emag === input.emag) return [];
  return [{ type: 'ParcelBufferNumberSet', data: input }];
}
