import { DomainError, assertNever } from '../shared/errors.js';
import type { CalendarEvent, NonWorkingDay } from './calendar.events.js';
import { polishPublicHolidays, type PublicHoliday } from './polish-holidays.js';
import { yearOf } from './working-days.js';

/** The stream of one calendar year: every non-working day of the year is on it, so a date is checked once per year. */
export const calendarStream = (year: number): string => `calendar-${year}`;

/** The years the calendar takes (a date outside is refused by the contract). */
export const CALENDAR_FIRST_YEAR = 2000;
export const CALENDAR_LAST_YEAR = 2100;

/** The non-working days of one year, by id. */
export interface CalendarYearState {
  readonly days: ReadonlyMap<number, NonWorkingDay>;
}

export const initialCalendarYearState: CalendarYearState = { days: new Map() };

export function evolveCalendarYear(state: CalendarYearState, event: CalendarEvent): CalendarYearState {
  switch (event.type) {
    case 'NonWorkingDayAdded': {
      const days = new Map(state.days);
      days.set(event.data.dayId, event.data);
      return { days };
    }
    case 'NonWorkingDayRemoved': {
      const days = new Map(state.days);
      days.delete(event.data.dayId);
      return { days };
    }
    default:
      return assertNever(event);
  }
}

const hasDate = (state: CalendarYearState, date: string): boolean => [...state.days.values()].some((day) => day.date === date);

/**
 * An admin adds a non-working day (spec/02 §5: date and name required). A date
 * is a non-working day once: a second one is calendar_day_exists (on the field
 * date). The day must belong to the year of the stream it is decided on.
 */
export function addNonWorkingDay(state: CalendarYearState, day: NonWorkingDay): CalendarEvent[] {
  if (hasDate(state, day.date)) throw new DomainError('calendar_day_exists', { date: day.date });
  return [{ type: 'NonWorkingDayAdded', data: { dayId: day.dayId, date: day.date, name: day.name } }];
}

/** Removes a day of this year; an id the year does not have is calendar_day_not_found. */
export function removeNonWorkingDay(state: CalendarYearState, dayId: number): CalendarEvent[] {
  const day = state.days.get(dayId);
  if (!day) throw new DomainError('calendar_day_not_found', { dayId });
  return [{ type: 'NonWorkingDayRemoved', data: { dayId, date: day.date } }];
}

/** The public holidays of the year that are not non-working days yet (the one-click "add public holidays"). */
export function missingPublicHolidays(state: CalendarYearState, year: number): PublicHoliday[] {
  return polishPublicHolidays(year).filter((holiday) => !hasDate(state, holiday.date));
}

/**
 * Adds the missing public holidays of the year under the ids given (one per
 * missing holiday, in order; from the sequence). Dates already there, whatever
 * their name, are left alone: nothing when all are there.
 */
export function addPublicHolidays(state: CalendarYearState, year: number, dayIds: readonly number[]): CalendarEvent[] {
  const missing = missingPublicHolidays(state, year);
  if (dayIds.length !== missing.length) throw new RangeError(`${missing.length} ids needed, ${dayIds.length} given`);
  return missing.map((holiday, index) => ({ type: 'NonWorkingDayAdded', data: { dayId: dayIds[index]!, ...holiday } }));
}

/** The year whose stream a date belongs to. */
export const calendarYearOf = yearOf;
