import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  ROLES,
  SEEDED_STATUS_TYPES,
  STATUS_GROUPS,
  addedStatusType,
  seededDefinition,
  statusTypeStream,
  type StatusTypeDetails,
  type StatusTypeEvent,
} from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { statusTypesProjection } from './statuses.projection.js';

const ADMIN = 'a0000000-0000-4000-8000-000000000001';
const base = Date.parse('2026-06-01T08:00:00.000Z');
const at = (minute: number) => new Date(base + minute * 60_000).toISOString();

const details: StatusTypeDetails = {
  name: 'Czeka na odbiór',
  displayed_name: 'Czeka na odbiór w punkcie',
  displayed_name_ro: 'Așteaptă ridicarea',
  internal: 0,
  code: 'WAITING',
  group_id: 3,
};

describe('status_types read model (PostgreSQL)', () => {
  const suite = projectionSuite(statusTypesProjection, 'rm_statuses');
  const db = () => suite.env.database.db;

  async function record(...events: readonly [minute: number, event: StatusTypeEvent][]): Promise<void> {
    for (const [minute, event] of events) {
      const metadata = testMetadata(at(minute), { userId: ADMIN, role: ROLES.admin });
      await suite.env.store.append(statusTypeStream(event.data.statusTypeId), [{ type: event.type, data: event.data, metadata }]);
    }
    await suite.caughtUp();
  }
  const given = record;
  const when = record;
  const row = (id: number) => db().selectFrom('status_types').selectAll().where('id', '=', id).executeTakeFirst();

  it('the migration wrote the status groups and a sequence that starts at 1000', async () => {
    expect(await db().selectFrom('status_type_groups').selectAll().orderBy('id').execute()).toEqual(STATUS_GROUPS.map((g) => ({ ...g })));
    const first = await sql<{ id: string }>`select nextval('status_type_id_seq') as id`.execute(db());
    expect(Number(first.rows[0]!.id)).toBe(1000);
  });

  it('given the seeded catalogue, then one row per type with its system id, group and repeatable, announced by id', async () => {
    await given(
      ...SEEDED_STATUS_TYPES.map((t): [number, StatusTypeEvent] => [
        0,
        { type: 'StatusTypeDefined', data: { statusTypeId: t.id, statusType: seededDefinition(t) } },
      ]),
    );
    const rows = await db().selectFrom('status_types').selectAll().where('id', '<', 1000).orderBy('id').execute();
    expect(rows.map((r) => r.id)).toEqual(SEEDED_STATUS_TYPES.map((t) => t.id));
    expect(await row(91)).toMatchObject({
      system_id: 'unknown_problem_detected',
      name: 'Wykryto nieznany problem',
      displayed_name_ro: 'Problemă necunoscută',
      internal: 1,
      id_courier: 1,
      group_id: 7,
      repeatable: true,
      deleted: false,
    });
    expect(suite.bus.messages.map((m) => m.subject)).toContain('rm.status_types.55');
  });

  it('given an added type, when it is changed and then deleted, then the row follows and stays readable as deleted', async () => {
    await given([1, { type: 'StatusTypeDefined', data: { statusTypeId: 1000, statusType: addedStatusType(details) } }]);
    expect(await row(1000)).toMatchObject({ ...details, id_courier: 1, system_id: null, repeatable: true, deleted: false });

    await when([
      2,
      {
        type: 'StatusTypeChanged',
        data: { statusTypeId: 1000, details: { ...details, name: 'Odbiór', internal: 1, code: null, group_id: null } },
      },
    ]);
    const changed = await row(1000);
    expect(changed).toMatchObject({ name: 'Odbiór', internal: 1, code: null, group_id: null, deleted: false });
    expect(changed!.updated_at.toISOString()).toBe(at(2));
    expect(changed!.created_at.toISOString()).toBe(at(1));

    await when([3, { type: 'StatusTypeDeleted', data: { statusTypeId: 1000 } }]);
    expect(await row(1000)).toMatchObject({ name: 'Odbiór', deleted: true });
  });

  it('a rebuild gives exactly the rows the incremental build made, and leaves the groups alone', async () => {
    await suite.caughtUp();
    const before = await snapshotTables(db(), [...statusTypesProjection.tables, 'status_type_groups']);
    expect(before['status_types']!.length).toBe(SEEDED_STATUS_TYPES.length + 1);
    await rebuildProjection({ db: db(), store: suite.env.store, projection: statusTypesProjection, batchSize: 4 });
    expect(await snapshotTables(db(), [...statusTypesProjection.tables, 'status_type_groups'])).toEqual(before);
  });
});
