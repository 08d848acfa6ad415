import { CALENDAR_EVENT_TYPES } from '@parcel/contracts';
import type { CalendarEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notifications, read-your-writes waits, console query keys). */
export const CALENDAR_DAYS = 'calendar_days';

/** Non-working days, one stream per year; the changed id is the day's id. */
export const calendarDaysProjection: Projection = {
  name: CALENDAR_DAYS,
  eventTypes: CALENDAR_EVENT_TYPES,
  tables: ['calendar_days'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as CalendarEvent;
    switch (event.type) {
      case 'NonWorkingDayAdded': {
        const { dayId, date, name } = event.data;
        await db
          .insertInto('calendar_days')
          .values({ id: dayId, date, name, year: Number(date.slice(0, 4)), created_at: recorded.metadata.recordedAt })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      }
      case 'NonWorkingDayRemoved':
        await db.deleteFrom('calendar_days').where('id', '=', event.data.dayId).execute();
        break;
      default:
        return [];
    }
    return [String(event.data.dayId)];
  },
};
