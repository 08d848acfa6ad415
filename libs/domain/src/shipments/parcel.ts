import { DomainError, assertNever } from '../shared/errors.js';
import type { ParcelEvent, ParcelStatusRow } from './shipment.events.js';

/** A parcel stream folded: its status rows that are not deleted. */
export interface ParcelState {
  readonly rows: readonly ParcelStatusRow[];
}

export const initialParcelState: ParcelState = { rows: [] };

export function evolveParcel(state: ParcelState, event: ParcelEvent): ParcelState {
  switch (event.type) {
    case 'ParcelStatusRecorded':
      return { rows: [...state.rows, event.data] };
    case 'ParcelStatusRowDeleted':
      return { rows: state.rows.filter((row) => row.rowId !== event.data.rowId) };
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
