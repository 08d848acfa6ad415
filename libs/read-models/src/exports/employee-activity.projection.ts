import { calendarDateIn, ROLES } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (the employee_activity report reads it). */
export const EMPLOYEE_ACTIVITY = 'employee_activity';

const STAFF: ReadonlySet<number> = new Set([ROLES.admin, ROLES.warehouse_worker]);

/**
 * Status rows and classifications counted per Warsaw day, staff user and
 * workstation, from the events' metadata (who, where, when recorded). Deleted
 * status rows stay counted: the work was done.
 */
export const employeeActivityProjection: Projection = {
  name: EMPLOYEE_ACTIVITY,
  eventTypes: ['ParcelStatusRecorded', 'ParcelClassified'],
  tables: ['employee_activity'],
  async apply(db, event: RecordedEvent) {
    const { userId, role, workstation, recordedAt } = event.metadata;
    if (userId === null || role === null || !STAFF.has(role)) return [];
    const data = event.data as { scanId?: string };
    const row = {
      day: calendarDateIn(new Date(recordedAt)),
      user_id: userId,
      workstation: workstation ?? '',
      statuses: event.type === 'ParcelStatusRecorded' ? 1 : 0,
      scans: event.type === 'ParcelStatusRecorded' && data.scanId !== undefined ? 1 : 0,
      classifications: event.type === 'ParcelClassified' ? 1 : 0,
    };
    await db
      .insertInto('employee_activity')
      .values(row)
      .onConflict((c) =>
        c.columns(['day', 'user_id', 'workstation']).doUpdateSet((eb) => ({
          statuses: eb('employee_activity.statuses', '+', eb.ref('excluded.statuses')),
          scans: eb('employee_activity.scans', '+', eb.ref('excluded.scans')),
          classifications: eb('employee_activity.classifications', '+', eb.ref('excluded.classifications')),
        })),
      )
      .execute();
    return [row.day];
  },
};
