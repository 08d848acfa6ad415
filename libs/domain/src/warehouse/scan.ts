import { DomainError } from '../shared/errors.js';
import { currentStatus, isRepeatedScan, type ParcelState } from '../shipments/parcel.js';
import type { ParcelEvent } from '../shipments/shipment.events.js';
import { seededStatusBySystemId } from '../statuses/catalogue.js';
import {
  CANCELLED_SECTOR_ID,
  KNOWN_PROBLEM_STATUS_ID,
  KNOWN_PROBLEM_SYSTEM_ID,
  UNKNOWN_PROBLEM_SYSTEM_ID,
  isDuplicateSector,
} from './sectors.js';

/** The status a scan records, as the catalogue has it. */
export interface ScanStatus {
  readonly id: number;
  readonly systemId: string | null;
  readonly repeatable: boolean;
}

export interface ScanSector {
  readonly id: number;
  readonly code: string;
}

export interface ScanInput {
  readonly parcelId: number;
  readonly shipmentId: number;
  /** The shipment was marked deleted. */
  readonly shipmentDeleted: boolean;
  readonly status: ScanStatus;
  /** The sector chosen (known problem), or the unknown-problem sector (unknown problem); null otherwise. */
  readonly sector: ScanSector | null;
  /** create_duplicated_parcel_row: a second row for a second package carrying the same label (duplicate sectors only). */
  readonly duplicateRow: boolean;
  /** Fresh status-row ids: the first for the row, the second for the duplicate row. */
  readonly rowIds: readonly number[];
  readonly when: string;
  readonly where: string;
  readonly scanId?: string;
}

export type ScanOutcome =
  /** The scan id was recorded on this parcel already: the same scan, nothing more. */
  | { readonly kind: 'repeated' }
  /** The parcel has this status already (and this sector): nothing done (answer 204). */
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'recorded'; readonly events: ParcelEvent[] };

const CANCELLED_STATUS_ID = seededStatusBySystemId('cancelled').id;

/** What the place of the duplicate row says (the second package with the same label). */
export const DUPLICATE_ROW_PLACE_SUFFIX = ' (duplikat etykiety)';

/** The deleted-parcel message of spec/02 §8 ('send to cancelled sector'). */
export const CANCELLED_PARCEL_MESSAGE =
  'Przesyłka została anulowana lub usunięta - przekaż ją do sektora przesyłek anulowanych i usuniętych!';

export const isProblemStatus = (status: ScanStatus): boolean =>
  status.systemId === KNOWN_PROBLEM_SYSTEM_ID || status.systemId === UNKNOWN_PROBLEM_SYSTEM_ID;

/** A parcel whose shipment was deleted, or whose current status is cancelled. */
export function isCancelledParcel(state: ParcelState, shipmentDeleted: boolean): boolean {
  return shipmentDeleted || currentStatus(state.rows)?.statusTypeId === CANCELLED_STATUS_ID;
}

/**
 * POST parcel/scan on one parcel (spec/02 §4 "Scan flow"):
 * - a scan id seen on the parcel already is the same scan (nothing recorded);
 * - a deleted or cancelled parcel is refused (409) with the suggestion to put
 *   it in the cancelled sector, unless the scan puts it in a sector now;
 * - known_problem_detected needs a sector; the extra duplicate row only with a
 *   duplicate sector (3, 4);
 * - the status the parcel has already (and, for problems, the sector it is in
 *   already) changes nothing (204);
 * - a status that may not repeat is refused the second time (422);
 * - otherwise the sector assignment when the sector changes, a status row
 *   (deletable) and the duplicate row when asked.
 */
export function decideScan(state: ParcelState, input: ScanInput): ScanOutcome {
  if (isRepeatedScan(state, input.scanId)) return { kind: 'repeated' };
  const problem = isProblemStatus(input.status);
  if (isCancelledParcel(state, input.shipmentDeleted) && !problem) {
    throw new DomainError('scan_parcel_cancelled', {
      message: CANCELLED_PARCEL_MESSAGE,
      body: { suggested_status_type_id: KNOWN_PROBLEM_STATUS_ID, suggested_problematic_sector_id: CANCELLED_SECTOR_ID },
    });
  }
  const sector = problem ? input.sector : null;
  if (problem && !sector) throw new DomainError('problematic_sector_required');
  if (input.duplicateRow && !(sector && isDuplicateSector(sector.code))) throw new DomainError('duplicated_row_not_allowed');

  const sameStatus = currentStatus(state.rows)?.statusTypeId === input.status.id;
  const sameSector = !sector || state.sector?.sectorId === sector.id;
  if (sameStatus && sameSector && !input.duplicateRow) return { kind: 'unchanged' };
  if (!input.status.repeatable && state.rows.some((row) => row.statusTypeId === input.status.id)) {
    throw new DomainError('status_not_repeatable', { field: 'id_status_type' });
  }

  const row = {
    rowId: input.rowIds[0]!,
    parcelId: input.parcelId,
    shipmentId: input.shipmentId,
    statusTypeId: input.status.id,
    when: input.when,
    where: input.where,
    deletionAllowed: true,
  };
  // The sector first, then the status rows.
  const events: ParcelEvent[] = [];
  if (sector && state.sector?.sectorId !== sector.id) {
    const assigned = {
      parcelId: input.parcelId,
      shipmentId: input.shipmentId,
      sectorId: sector.id,
      sectorCode: sector.code,
      statusTypeId: input.status.id,
      at: input.when,
    };
    events.push({ type: 'ParcelSectorAssigned', data: input.scanId ? { ...assigned, scanId: input.scanId } : assigned });
  }
  events.push({ type: 'ParcelStatusRecorded', data: input.scanId ? { ...row, scanId: input.scanId } : row });
  if (input.duplicateRow) {
    events.push({
      type: 'ParcelStatusRecorded',
      data: { ...row, rowId: input.rowIds[1]!, where: `${input.where}${DUPLICATE_ROW_PLACE_SUFFIX}` },
    });
  }
  return { kind: 'recorded', events };
}
