import { describe, expect, it } from 'vitest';
import { parcelStream, problematicSectorStream, ROLES, type ParcelEvent, type ProblematicSectorEvent } from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { parcelFloorProjection, problematicSectorsProjection } from './scanning.projection.js';

const WORKER = 'a0000000-0000-4000-8000-000000000002';
const base = Date.parse('2026-11-26T08:00:00.000Z');
const at = (minute: number) => new Date(base + minute * 60_000).toISOString();

describe('problematic_sectors read model (PostgreSQL)', () => {
  const suite = projectionSuite(problematicSectorsProjection, 'rm_problematic_sectors');
  const db = () => suite.env.database.db;
  const record = async (...events: ProblematicSectorEvent[]) => {
    for (const [i, event] of events.entries()) {
      const metadata = testMetadata(at(i), { userId: WORKER, role: ROLES.warehouse_worker });
      await suite.env.store.append(problematicSectorStream(event.data.sectorId), [{ type: event.type, data: event.data, metadata }]);
    }
    await suite.caughtUp();
  };

  it('given sectors created and one deleted, then the rows say so; a rebuild gives the same rows', async () => {
    await record(
      {
        type: 'ProblematicSectorCreated',
        data: { sectorId: 100, code: 'PAL-1', name: 'Paleta', warehouseId: 1, internal: true, statusTypeId: 90 },
      },
      {
        type: 'ProblematicSectorCreated',
        data: { sectorId: 101, code: 'PAL-2', name: 'Druga', warehouseId: 1, internal: false, statusTypeId: 91 },
      },
      { type: 'ProblematicSectorDeleted', data: { sectorId: 101 } },
    );
    const rows = await db().selectFrom('problematic_sectors').select(['id', 'code', 'internal', 'deleted']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 100, code: 'PAL-1', internal: true, deleted: false },
      { id: 101, code: 'PAL-2', internal: false, deleted: true },
    ]);
    const before = await snapshotTables(db(), problematicSectorsProjection.tables);
    await rebuildProjection({ db: db(), store: suite.env.store, projection: problematicSectorsProjection, batchSize: 2 });
    expect(await snapshotTables(db(), problematicSectorsProjection.tables)).toEqual(before);
  });
});

describe('parcel_floor read model (PostgreSQL)', () => {
  const suite = projectionSuite(parcelFloorProjection, 'rm_parcel_floor');
  const db = () => suite.env.database.db;
  const record = async (...events: ParcelEvent[]) => {
    for (const [i, event] of events.entries()) {
      const metadata = testMetadata(at(i), { userId: WORKER, role: ROLES.warehouse_worker });
      await suite.env.store.append(parcelStream(event.data.parcelId), [{ type: event.type, data: event.data, metadata }]);
    }
    await suite.caughtUp();
  };

  it('given a measurement, a sector and its resolution, then the parcel row follows; status rows change nothing', async () => {
    await record(
      {
        type: 'ParcelStatusRecorded',
        data: { rowId: 1, parcelId: 7, shipmentId: 3, statusTypeId: 55, when: at(0), where: 'TYCHY', deletionAllowed: true },
      },
      {
        type: 'ParcelMeasured',
        data: { parcelId: 7, shipmentId: 3, weight: 2, height: 40, width: 40, length: 60, nonConveyable: true, volumetricWeight: 19.2 },
      },
      { type: 'ParcelSectorAssigned', data: { parcelId: 7, shipmentId: 3, sectorId: 2, sectorCode: '2', statusTypeId: 90, at: at(2) } },
    );
    const row = () => db().selectFrom('parcel_floor').selectAll().where('parcel_id', '=', 7).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ weight: 2, volumetric_weight: 19.2, non_conveyable: true, sector_id: 2 });
    await record({
      type: 'ParcelSectorResolved',
      data: { parcelId: 7, shipmentId: 3, sectorId: 2, resolution: 'returned', note: null, at: at(5) },
    });
    expect(await row()).toMatchObject({ weight: 2, sector_id: null, sector_since: null });
    expect(await db().selectFrom('parcel_floor').select('parcel_id').execute()).toHaveLength(1);
    const before = await snapshotTables(db(), parcelFloorProjection.tables);
    await rebuildProjection({ db: db(), store: suite.env.store, projection: parcelFloorProjection, batchSize: 2 });
    expect(await snapshotTables(db(), parcelFloorProjection.tables)).toEqual(before);
  });
});
