import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One row per non-working day (removed days are deleted). Dates as YYYY-MM-DD text: sorted as text they are in date order. */
export interface CalendarDayTable {
  id: number;
  date: string;
  name: string;
  /** The year of the date (the year view's filter). */
  year: number;
  created_at: Timestamp;
}

export interface CalendarTables {
  calendar_days: CalendarDayTable;
}
