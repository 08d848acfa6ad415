import type { ReadModelArea } from '../projector/read-model-area.js';
import { calendarDaysProjection } from './calendar.projection.js';
import * as calendarDays from './migrations/2026-12-01T10-00-calendar-days.js';

/** The non-working days of the calendar. */
export const calendarReadModels: ReadModelArea = {
  name: 'calendar',
  projections: [calendarDaysProjection],
  migrations: { '2026-12-01T10-00-calendar-days': calendarDays },
};
