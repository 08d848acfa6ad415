import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ROLES, calendarStream, type CalendarEvent } from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { calendarDaysProjection } from './calendar.projection.js';

const ADMIN = 'a0000000-0000-4000-8000-000000000001';
const at = (minute: number) => new Date(Date.parse('2026-06-01T08:00:00.000Z') + minute * 60_000).toISOString();

describe('calendar_days read model (PostgreSQL)', () => {
  const suite = projectionSuite(calendarDaysProjection, 'rm_calendar');
  const db = () => suite.env.database.db;

  async function record(...events: readonly [minute: number, event: CalendarEvent][]): Promise<void> {
    for (const [minute, event] of events) {
      const metadata = testMetadata(at(minute), { userId: ADMIN, role: ROLES.admin });
      await suite.env.store.append(calendarStream(Number(event.data.date.slice(0, 4))), [{ type: event.type, data: event.data, metadata }]);
    }
    await suite.caughtUp();
  }
  const rows = () => db().selectFrom('calendar_days').select(['id', 'date', 'name', 'year']).orderBy('date').execute();

  it('the migration made the sequence that numbers the days', async () => {
    const { rows: first } = await sql<{ id: string }>`select nextval('calendar_day_id_seq') as id`.execute(db());
    expect(Number(first[0]!.id)).toBeGreaterThanOrEqual(1);
  });

  it('given days added in two years, then one row each with its year; a removed day is gone; announced by id', async () => {
    await record(
      [1, { type: 'NonWorkingDayAdded', data: { dayId: 1, date: '2026-12-31', name: 'Inwentaryzacja' } }],
      [2, { type: 'NonWorkingDayAdded', data: { dayId: 2, date: '2027-01-02', name: 'Remont' } }],
      [3, { type: 'NonWorkingDayAdded', data: { dayId: 3, date: '2026-11-02', name: 'Zaduszki' } }],
    );
    expect(await rows()).toEqual([
      { id: 3, date: '2026-11-02', name: 'Zaduszki', year: 2026 },
      { id: 1, date: '2026-12-31', name: 'Inwentaryzacja', year: 2026 },
      { id: 2, date: '2027-01-02', name: 'Remont', year: 2027 },
    ]);
    await record([4, { type: 'NonWorkingDayRemoved', data: { dayId: 3, date: '2026-11-02' } }]);
    expect((await rows()).map((r) => r.id)).toEqual([1, 2]);
    expect(suite.bus.messages.map((m) => m.subject)).toContain('rm.calendar_days.3');
  });

  it('a rebuild gives exactly the rows the incremental build made', async () => {
    const before = await snapshotTables(db(), [...calendarDaysProjection.tables]);
    expect(before['calendar_days']).toHaveLength(2);
    await rebuildProjection({ db: db(), store: suite.env.store, projection: calendarDaysProjection, batchSize: 2 });
    expect(await snapshotTables(db(), [...calendarDaysProjection.tables])).toEqual(before);
  });
});
