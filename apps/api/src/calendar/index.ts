import type { ApiArea } from '../platform/area.js';
import { CALENDAR_ERRORS } from './calendar.errors.js';
import { CalendarLiveRules } from './calendar.live.js';
import { CalendarModule } from './calendar.module.js';

export { CalendarModule } from './calendar.module.js';
export { CalendarQueries } from './queries/calendar.queries.js';

export const calendarArea: ApiArea = {
  name: 'calendar',
  module: CalendarModule,
  errors: CALENDAR_ERRORS,
  live: CalendarLiveRules,
};
