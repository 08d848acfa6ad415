import { Module } from '@nestjs/common';
import { AddCalendarDayHandler } from './add-day/add-day.js';
import { AddPublicHolidaysHandler } from './add-holidays/add-holidays.js';
import { CalendarController } from './calendar.controller.js';
import { CalendarLiveRules } from './calendar.live.js';
import { CalendarStreams } from './calendar-streams.js';
import { CalendarQueries } from './queries/calendar.queries.js';
import { RemoveCalendarDayHandler } from './remove-day/remove-day.js';

/**
 * The non-working-day calendar (spec/02 §7 "Calendar"). Exports CalendarQueries:
 * later areas take due dates from its nextWorkingDay.
 */
@Module({
  controllers: [CalendarController],
  providers: [
    CalendarStreams,
    CalendarQueries,
    CalendarLiveRules,
    AddCalendarDayHandler,
    RemoveCalendarDayHandler,
    AddPublicHolidaysHandler,
  ],
  exports: [CalendarQueries, CalendarLiveRules],
})
export class CalendarModule {}
