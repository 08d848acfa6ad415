import { Inject, Injectable } from '@nestjs/common';
import type { CalendarDayView, CalendarYearsResponse, NextWorkingDayResponse } from '@parcel/contracts';
import { calendarDateIn, nextWorkingDay } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { CLOCK, INFRA, type Clock } from '../../shared/tokens.js';

/** Reads of the calendar_days read model; never the event store. Today is Warsaw's date. */
@Injectable()
export class CalendarQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  today(): string {
    return calendarDateIn(this.clock.now());
  }

  /** GET app/v1/calendar/years: the years that have days, and the current one, ascending. */
  async years(): Promise<CalendarYearsResponse> {
    const today = this.today();
    const current = Number(today.slice(0, 4));
    const rows = await this.db.selectFrom('calendar_days').select('year').distinct().execute();
    const list = [...new Set([...rows.map((row) => row.year), current])].sort((a, b) => a - b);
    return { list, current, today };
  }

  /** GET app/v1/calendar/year/{year}/days: the year's days by date. */
  days(year: number): Promise<CalendarDayView[]> {
    return this.db
      .selectFrom('calendar_days')
      .select(['id', 'date', 'name'])
      .where('year', '=', year)
      .orderBy('date')
      .orderBy('id')
      .execute();
  }

  async yearOfDay(dayId: number): Promise<number | undefined> {
    const row = await this.db.selectFrom('calendar_days').select('year').where('id', '=', dayId).executeTakeFirst();
    return row?.year;
  }

  /**
   * GET app/v1/calendar/next_working_day: the `days`-th working day after
   * `from` (today in Warsaw by default). The non-working days after `from`
   * are few (a dozen or two a year): all of them are read, by the date index.
   */
  async nextWorkingDay(from: string | undefined, days: number): Promise<NextWorkingDayResponse> {
    const start = from ?? this.today();
    const rows = await this.db.selectFrom('calendar_days').select('date').where('date', '>=', start).execute();
    return { date: nextWorkingDay(start, new Set(rows.map((row) => row.date)), days), from: start, days };
  }
}
