import { describe, expect, it } from 'vitest';
import { parcelStream, type ParcelEvent } from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { parcelSortingProjection } from './sorting.projection.js';

let clock = Date.parse('2026-11-26T08:00:00.000Z');
const next = () => new Date((clock += 60_000)).toISOString();

describe('parcel_sorting read model (PostgreSQL)', () => {
  const suite = projectionSuite(parcelSortingProjection, 'rm_parcel_sorting');

  const classified = (parcelId: number, shipmentId: number, zone: number, bucket: string | null, courier: string | null): ParcelEvent => ({
    type: 'ParcelClassified',
    data: {
      parcelId,
      shipmentId,
      zone,
      bucket,
      courier,
      statusTypeId: zone === 6 ? 55 : 56,
      at: next(),
      scanId: `scan-${parcelId}-${zone}`,
    },
  });
  const onParcel = (event: ParcelEvent, workstation = 'SORT-1') =>
    suite.env.store.append(parcelStream(event.data.parcelId), [
      { type: event.type, data: event.data, metadata: testMetadata(next(), { workstation, warehouse: 'TYCHY' }) },
    ]);

  it('keeps each parcel’s last classification (the waiting room, then its bucket) with the workstation; a rebuild gives the same rows', async () => {
    await onParcel(classified(11, 1, 6, null, null));
    await onParcel(classified(12, 1, 1, 'RO-24', 'Sameday'), 'SORT-2');
    await onParcel(classified(11, 1, 1, 'RO-24', 'Sameday'));
    await onParcel(classified(21, 2, 9, 'S2', null));
    // Other parcel events are not this read model's.
    await onParcel({
      type: 'ParcelSectorResolved',
      data: { parcelId: 21, shipmentId: 2, sectorId: 2, resolution: 'x', note: null, at: next() },
    });
    await suite.caughtUp();

    const db = suite.env.database.db;
    const rows = await db
      .selectFrom('parcel_sorting')
      .select(['parcel_id', 'shipment_id', 'zone', 'bucket', 'courier', 'status_type_id', 'workstation'])
      .orderBy('parcel_id')
      .execute();
    expect(rows).toEqual([
      { parcel_id: 11, shipment_id: 1, zone: 1, bucket: 'RO-24', courier: 'Sameday', status_type_id: 56, workstation: 'SORT-1' },
      { parcel_id: 12, shipment_id: 1, zone: 1, bucket: 'RO-24', courier: 'Sameday', status_type_id: 56, workstation: 'SORT-2' },
      { parcel_id: 21, shipment_id: 2, zone: 9, bucket: 'S2', courier: null, status_type_id: 56, workstation: 'SORT-1' },
    ]);

    const incremental = await snapshotTables(db, parcelSortingProjection.tables);
    for (const batchSize of [1, 3, 1000]) {
      await rebuildProjection({ db, store: suite.env.store, projection: parcelSortingProjection, batchSize });
      expect(await snapshotTables(db, parcelSortingProjection.tables)).toEqual(incremental);
    }
  });
});
