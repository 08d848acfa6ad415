import { describe, expect, it } from 'vitest';
import {
  endsZoneWait,
  evolveFloorParcel,
  offTheFloor,
  scanMinute,
  scanOf,
  windowStart,
  type FloorParcel,
  type FloorParcelEvent,
} from './floor.js';

const AT = '2026-11-26T08:00:00.000Z';
const LATER = '2026-11-26T09:30:00.000Z';
const given = (...events: FloorParcelEvent[]): FloorParcel => events.reduce(evolveFloorParcel, offTheFloor);
const classified = (zone: number, at = AT): FloorParcelEvent => ({
  type: 'ParcelClassified',
  data: { parcelId: 7, shipmentId: 3, zone, bucket: zone === 7 ? null : `B${zone}`, courier: null, statusTypeId: 56, at },
});
const status = (statusTypeId: number): FloorParcelEvent => ({
  type: 'ParcelStatusRecorded',
  data: { rowId: 1, parcelId: 7, shipmentId: 3, statusTypeId, when: LATER, where: 'TYCHY', deletionAllowed: true },
});
const sector = (sectorId: number, at = LATER): FloorParcelEvent => ({
  type: 'ParcelSectorAssigned',
  data: { parcelId: 7, shipmentId: 3, sectorId, sectorCode: String(sectorId), statusTypeId: 90, at },
});
const resolved = (sectorId: number): FloorParcelEvent => ({
  type: 'ParcelSectorResolved',
  data: { parcelId: 7, shipmentId: 3, sectorId, resolution: 'returned_to_flow', note: null, at: LATER },
});
const measured: FloorParcelEvent = {
  type: 'ParcelMeasured',
  data: { parcelId: 7, shipmentId: 3, weight: 1, height: 10, width: 10, length: 10, nonConveyable: false, volumetricWeight: 0.2 },
};

describe('the floor: where a parcel waits', () => {
  it('given nothing, when classified into zone 3, then it waits in zone 3 since the classification', () => {
    expect(given(classified(3))).toMatchObject({ waitZone: 3, bucket: 'B3', zoneSince: AT, sectorId: null });
  });

  it('given a parcel waiting in zone 3, when classified again into zone 5, then it waits in zone 5 since then', () => {
    expect(given(classified(3), classified(5, LATER))).toMatchObject({ waitZone: 5, zoneSince: LATER });
  });

  it('given a parcel waiting in a zone, when handed to the courier (57) or a later status, then the wait ends', () => {
    for (const id of [57, 60, 61, 62, 70, 71, 80]) expect(given(classified(3), status(id)).waitZone, `status ${id}`).toBeNull();
  });

  it('given a parcel waiting in a zone, when received again (55) or sorted (56) or measured, then it still waits', () => {
    expect(given(classified(3), status(55), status(56), measured)).toEqual(given(classified(3)));
    expect([55, 56, 72, 90, 91].map(endsZoneWait)).toEqual([false, false, false, false, false]);
  });

  it('given a parcel waiting in a zone, when put in problem sector 2, then it waits in the sector and no longer in the zone', () => {
    expect(given(classified(3), sector(2))).toEqual({ ...offTheFloor, sectorId: 2, sectorCode: '2', sectorSince: LATER });
  });

  it('given a parcel in sector 2, when sector 2 is resolved, then it waits nowhere; another sector resolved: still in 2', () => {
    expect(given(sector(2), resolved(2))).toEqual(offTheFloor);
    expect(given(sector(2), resolved(4)).sectorId).toBe(2);
  });

  it('given a parcel in a sector, when classified after its resolution, then it waits in the zone', () => {
    expect(given(sector(2), resolved(2), classified(7, LATER))).toMatchObject({ waitZone: 7, bucket: null, sectorId: null });
  });
});

describe('the floor: scans', () => {
  it('given one event, then the scan tells its parcel, kind, status, zone and sector', () => {
    expect(scanOf(status(55), null)).toEqual({ parcelId: 7, kind: 'status', statusTypeId: 55, zone: null, sectorCode: null });
    expect(scanOf(classified(4), null)).toEqual({ parcelId: 7, kind: 'classified', statusTypeId: 56, zone: 4, sectorCode: null });
    expect(scanOf(sector(6), null)).toEqual({ parcelId: 7, kind: 'sector', statusTypeId: 90, zone: null, sectorCode: '6' });
  });

  it('given one scan recording a measurement, a status and a zone, then the last scan keeps them all and says classified', () => {
    const scan = [measured, status(56), classified(4)].reduce<ReturnType<typeof scanOf> | null>((s, e) => scanOf(e, s), null);
    expect(scan).toEqual({ parcelId: 7, kind: 'classified', statusTypeId: 56, zone: 4, sectorCode: null });
    expect(scanOf(status(55), scanOf(sector(2), null))).toMatchObject({ kind: 'sector', statusTypeId: 55, sectorCode: '2' });
  });

  it('given a time, then its minute bucket and the 15-minute window ending with the current minute', () => {
    expect(scanMinute('2026-11-26T08:14:59.999Z')).toBe('2026-11-26T08:14:00.000Z');
    expect(windowStart(new Date('2026-11-26T08:14:30.000Z')).toISOString()).toBe('2026-11-26T08:00:00.000Z');
  });
});
