import { describe, expect, it } from 'vitest';
import { ROLES } from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { employeeActivityProjection } from './employee-activity.projection.js';

const WORKER = 'a0000000-0000-4000-8000-000000000002';
const CLIENT = 'a0000000-0000-4000-8000-000000000004';
const status = (rowId: number, scanId?: string) => ({
  rowId,
  parcelId: 1,
  shipmentId: 1,
  statusTypeId: 55,
  when: '2026-11-24T08:00:00.000Z',
  where: 'TYCHY',
  deletionAllowed: true,
  ...(scanId ? { scanId } : {}),
});

describe('employee_activity read model (PostgreSQL)', () => {
  const suite = projectionSuite(employeeActivityProjection, 'rm_employee_activity');
  const db = () => suite.env.database.db;

  it('given a worker’s statuses, scans and classifications at workstations over two Warsaw days, then counted per day, user and workstation; a client’s are not', async () => {
    const by = (recordedAt: string, workstation: string | null, role: number = ROLES.warehouse_worker, userId = WORKER) =>
      testMetadata(recordedAt, { userId, role, workstation });
    await suite.env.store.append('parcel-1', [
      { type: 'ParcelStatusRecorded', data: status(1, 'scan-1'), metadata: by('2026-11-24T08:00:00.000Z', 'ST-1') },
      { type: 'ParcelStatusRecorded', data: status(2), metadata: by('2026-11-24T09:00:00.000Z', 'ST-1') },
      {
        type: 'ParcelClassified',
        data: { parcelId: 1, shipmentId: 1, zone: 1, bucket: null, courier: null, statusTypeId: 56, at: '2026-11-24T09:00:00.000Z' },
        metadata: by('2026-11-24T09:00:00.000Z', 'ST-1'),
      },
      // 23:30 UTC on the 24th is the 25th in Warsaw.
      { type: 'ParcelStatusRecorded', data: status(3, 'scan-2'), metadata: by('2026-11-24T23:30:00.000Z', null) },
      { type: 'ParcelStatusRecorded', data: status(4), metadata: by('2026-11-24T10:00:00.000Z', null, ROLES.client, CLIENT) },
    ]);
    await suite.caughtUp();
    const rows = await db().selectFrom('employee_activity').selectAll().orderBy('day').orderBy('workstation', 'desc').execute();
    expect(rows).toEqual([
      { day: '2026-11-24', user_id: WORKER, workstation: 'ST-1', statuses: 2, scans: 1, classifications: 1 },
      { day: '2026-11-25', user_id: WORKER, workstation: '', statuses: 1, scans: 1, classifications: 0 },
    ]);
  });

  it('a rebuild gives exactly the rows the incremental build made', async () => {
    const tables = [...employeeActivityProjection.tables];
    const before = await snapshotTables(db(), tables);
    await rebuildProjection({ db: db(), store: suite.env.store, projection: employeeActivityProjection, batchSize: 2 });
    expect(await snapshotTables(db(), tables)).toEqual(before);
  });
});
