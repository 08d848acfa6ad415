import { DomainError, assertNever } from '../shared/errors.js';
import type { ParcelEvent, ParcelStatusRow } from './shipment.events.js';

/** A parcel stream folded: its status rows that are not deleted. */
export interface ParcelState {
  readonly rows: readonly ParcelStatusRow[];
  /** A foreign label the parcel came in under (a buffer parcel), with its marketplace flag. */
  readonly buffer: { readonly number: string; readonly emag: boolean } | null;
}

export const initialParcelState: ParcelState = { rows: [], buffer: null };

export function evolveParcel(state: ParcelState, event: ParcelEvent): ParcelState {
  switch (event.type) {
    case 'ParcelStatusRecorded':
      return { ...state, rows: [...state.rows, event.data] };
    case 'ParcelStatusRowDeleted':
      return { ...state, rows: state.rows.filter((row) => row.rowId !== event.data.rowId) };
    case 'ParcelBufferNumberSet':
      return { ...state, buffer: { number: event.data.number, emag: event.data.emag } };
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
