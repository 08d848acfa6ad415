import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors.js';
import { evolveParcel, initialParcelState, type ParcelState, type StatusToRecord } from '../../shipments/parcel.js';
import type { ParcelEvent } from '../../shipments/shipment.events.js';
import { decideResolveSector, PROBLEM_RESOLUTIONS, type ResolveSectorInput } from './problem-parcels.js';

const AT = '2026-11-26T10:00:00.000Z';
const given = (...events: ParcelEvent[]): ParcelState => events.reduce(evolveParcel, initialParcelState);
const assigned = (sectorId = 2, at = '2026-11-26T08:00:00.000Z'): ParcelEvent => ({
  type: 'ParcelSectorAssigned',
  data: { parcelId: 7, shipmentId: 3, sectorId, sectorCode: String(sectorId), statusTypeId: 90, at },
});
const resolvedEvent = (sectorId: number, resolution = 'returned_to_flow'): ParcelEvent => ({
  type: 'ParcelSectorResolved',
  data: { parcelId: 7, shipmentId: 3, sectorId, resolution, note: null, at: AT },
});
const status = (statusTypeId: number, repeatable: boolean, rowId = 40): StatusToRecord => ({
  rowId,
  parcelId: 7,
  shipmentId: 3,
  statusTypeId,
  when: AT,
  where: 'TYCHY',
  deletionAllowed: true,
  repeatable,
});
const input = (overrides: Partial<ResolveSectorInput> = {}): ResolveSectorInput => ({
  parcelId: 7,
  shipmentId: 3,
  resolution: 'returned_to_flow',
  note: null,
  at: AT,
  status: null,
  ...overrides,
});
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'no error';
};

describe('resolving a parcel waiting in a problematic sector', () => {
  it('given a parcel in sector 2, when resolved, then ParcelSectorResolved names sector 2 and the parcel waits nowhere', () => {
    const events = decideResolveSector(given(assigned(2)), input({ note: 'Etykieta nieczytelna' }));
    expect(events).toEqual([
      {
        type: 'ParcelSectorResolved',
        data: { parcelId: 7, shipmentId: 3, sectorId: 2, resolution: 'returned_to_flow', note: 'Etykieta nieczytelna', at: AT },
      },
    ]);
    expect(given(assigned(2), ...events).sector).toBeNull();
  });

  it('given a parcel moved from sector 1 to sector 6, when resolved, then the sector it waits in now (6)', () => {
    expect(decideResolveSector(given(assigned(1), assigned(6)), input())[0]!.data).toMatchObject({ sectorId: 6 });
  });

  it('given each resolution, then it is recorded as chosen', () => {
    for (const resolution of PROBLEM_RESOLUTIONS) {
      expect(decideResolveSector(given(assigned()), input({ resolution }))[0]!.data).toMatchObject({ resolution });
    }
  });

  it('given a parcel never in a sector, or already resolved, when resolved, then 409 parcel_not_waiting', () => {
    expect(codeOf(() => decideResolveSector(given(), input()))).toBe('parcel_not_waiting');
    expect(codeOf(() => decideResolveSector(given(assigned(2), resolvedEvent(2)), input()))).toBe('parcel_not_waiting');
  });

  it('given a parcel resolved and put in a sector again, when resolved, then it resolves the new wait', () => {
    const state = given(assigned(2), resolvedEvent(2), assigned(3, '2026-11-26T09:00:00.000Z'));
    expect(decideResolveSector(state, input())[0]!.data).toMatchObject({ sectorId: 3 });
  });

  it('given a status to record, then the status row, then the resolution', () => {
    const events = decideResolveSector(given(assigned()), input({ status: status(55, true) }));
    expect(events.map((e) => e.type)).toEqual(['ParcelStatusRecorded', 'ParcelSectorResolved']);
    expect(events[0]!.data).toEqual({
      rowId: 40,
      parcelId: 7,
      shipmentId: 3,
      statusTypeId: 55,
      when: AT,
      where: 'TYCHY',
      deletionAllowed: true,
    });
  });

  it('given a status the parcel has and that may not repeat, then nothing is recorded (status_not_repeatable)', () => {
    const { repeatable: _repeatable, ...row } = status(12, false, 39);
    const state = given({ type: 'ParcelStatusRecorded', data: row }, assigned());
    expect(codeOf(() => decideResolveSector(state, input({ status: status(12, false) })))).toBe('status_not_repeatable');
  });
});
