import { describe, expect, it } from 'vitest';
import type { DomainError } from '../shared/errors.js';
import { evolveParcel, initialParcelState, type ParcelState } from '../shipments/parcel.js';
import type { ParcelEvent } from '../shipments/shipment.events.js';
import { decideScan, type ScanInput } from './scan.js';

const WHEN = '2026-11-26T10:00:00.000Z';
const received = { id: 55, systemId: 'warehouse_received', repeatable: true };
const handedOver = { id: 57, systemId: 'handed_to_courier', repeatable: false };
const known = { id: 90, systemId: 'known_problem_detected', repeatable: true };
const unknown = { id: 91, systemId: 'unknown_problem_detected', repeatable: true };
const input = (overrides: Partial<ScanInput> = {}): ScanInput => ({
  parcelId: 5,
  shipmentId: 2,
  shipmentDeleted: false,
  status: received,
  sector: null,
  duplicateRow: false,
  rowIds: [10, 11],
  when: WHEN,
  where: 'TYCHY',
  scanId: 'scan-1',
  ...overrides,
});
const row = (rowId: number, statusTypeId: number, scanId?: string): ParcelEvent => ({
  type: 'ParcelStatusRecorded',
  data: {
    rowId,
    parcelId: 5,
    shipmentId: 2,
    statusTypeId,
    when: WHEN,
    where: 'TYCHY',
    deletionAllowed: true,
    ...(scanId ? { scanId } : {}),
  },
});
const given = (...events: ParcelEvent[]): ParcelState => events.reduce(evolveParcel, initialParcelState);
const failure = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('no error');
};

describe('scanning a parcel (decideScan)', () => {
  it('given a fresh parcel, when scanned with 55, then one deletable status row carrying the scan id', () => {
    expect(decideScan(given(), input())).toEqual({ kind: 'recorded', events: [row(10, 55, 'scan-1')] });
  });

  it('given the scan id recorded already, when the same scan comes again, then it is the same scan (nothing more)', () => {
    expect(decideScan(given(row(3, 55, 'scan-1')), input({ status: handedOver }))).toEqual({ kind: 'repeated' });
  });

  it('given the parcel has the status already, when scanned with it again, then nothing is done (204)', () => {
    expect(decideScan(given(row(3, 55)), input({ scanId: 'scan-2' }))).toEqual({ kind: 'unchanged' });
  });

  it('given a status that may not repeat on the parcel, when another status came between, then refused on id_status_type', () => {
    const error = failure(() => decideScan(given(row(3, 57), row(4, 55)), input({ status: handedOver })));
    expect([error.code, error.details['field']]).toEqual(['status_not_repeatable', 'id_status_type']);
  });

  it('given a deleted shipment, when scanned with a plain status, then 409 with the cancelled sector suggested', () => {
    const error = failure(() => decideScan(given(), input({ shipmentDeleted: true })));
    expect(error.code).toBe('scan_parcel_cancelled');
    expect(error.details['answer']).toEqual({ suggested_status_type_id: 90, suggested_problematic_sector_id: 5 });
  });

  it('given a cancelled parcel (current status 80), when put in the cancelled sector, then recorded with the sector', () => {
    const outcome = decideScan(given(row(3, 80)), input({ status: known, sector: { id: 5, code: '5' } }));
    expect(outcome.kind === 'recorded' && outcome.events.map((e) => e.type)).toEqual(['ParcelSectorAssigned', 'ParcelStatusRecorded']);
  });

  it('given known_problem_detected without a sector, then refused (the sector chooser)', () => {
    expect(failure(() => decideScan(given(), input({ status: known }))).code).toBe('problematic_sector_required');
  });

  it('given unknown_problem_detected with the unknown-problem sector, then the row and the sector 1 assignment', () => {
    const outcome = decideScan(given(), input({ status: unknown, sector: { id: 1, code: '1' } }));
    expect(outcome).toMatchObject({
      kind: 'recorded',
      events: [
        { type: 'ParcelSectorAssigned', data: { sectorId: 1, sectorCode: '1', statusTypeId: 91, scanId: 'scan-1' } },
        row(10, 91, 'scan-1'),
      ],
    });
  });

  it('given a duplicate sector, when the extra row is asked, then a second row whose place names the duplicate', () => {
    const outcome = decideScan(given(), input({ status: known, sector: { id: 3, code: '3' }, duplicateRow: true }));
    expect(outcome.kind === 'recorded' && outcome.events.map((e) => (e.type === 'ParcelStatusRecorded' ? e.data.where : e.type))).toEqual([
      'ParcelSectorAssigned',
      'TYCHY',
      'TYCHY (duplikat etykiety)',
    ]);
  });

  it('given a sector that is not a duplicate sector, when the extra row is asked, then refused on its field', () => {
    expect(failure(() => decideScan(given(), input({ status: known, sector: { id: 2, code: '2' }, duplicateRow: true }))).code).toBe(
      'duplicated_row_not_allowed',
    );
    expect(failure(() => decideScan(given(), input({ duplicateRow: true }))).code).toBe('duplicated_row_not_allowed');
  });

  it('given the parcel in sector 2 with status 90, when put in sector 2 again, then nothing; in sector 6, then moved', () => {
    const state = given(row(3, 90), {
      type: 'ParcelSectorAssigned',
      data: { parcelId: 5, shipmentId: 2, sectorId: 2, sectorCode: '2', statusTypeId: 90, at: WHEN },
    });
    expect(decideScan(state, input({ status: known, sector: { id: 2, code: '2' } }))).toEqual({ kind: 'unchanged' });
    const moved = decideScan(state, input({ status: known, sector: { id: 6, code: '6' } }));
    expect(moved.kind === 'recorded' && moved.events.map((e) => e.type)).toEqual(['ParcelSectorAssigned', 'ParcelStatusRecorded']);
  });

  it('given a plain status with a sector named, then the sector is ignored', () => {
    const outcome = decideScan(given(), input({ sector: { id: 2, code: '2' } }));
    expect(outcome).toEqual({ kind: 'recorded', events: [row(10, 55, 'scan-1')] });
  });
});
