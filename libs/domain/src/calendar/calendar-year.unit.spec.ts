import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../shared/errors.js';
import type { CalendarEvent } from './calendar.events.js';
import {
  addNonWorkingDay,
  addPublicHolidays,
  calendarStream,
  evolveCalendarYear,
  initialCalendarYearState,
  missingPublicHolidays,
  removeNonWorkingDay,
  type CalendarYearState,
} from './calendar-year.js';

const added = (dayId: number, date: string, name = 'Inwentaryzacja'): CalendarEvent => ({
  type: 'NonWorkingDayAdded',
  data: { dayId, date, name },
});
const removed = (dayId: number, date: string): CalendarEvent => ({ type: 'NonWorkingDayRemoved', data: { dayId, date } });
const given = (...events: CalendarEvent[]): CalendarYearState => events.reduce(evolveCalendarYear, initialCalendarYearState);
const thenError = (act: () => unknown, code: ErrorCode) => {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
};

describe('a calendar year', () => {
  it('lives on one stream per year', () => {
    expect(calendarStream(2026)).toBe('calendar-2026');
  });

  it('given no days, when a day is added, then NonWorkingDayAdded with its id, date and name', () => {
    expect(addNonWorkingDay(given(), { dayId: 1, date: '2026-12-31', name: 'Inwentaryzacja' })).toEqual([added(1, '2026-12-31')]);
  });

  it('given the date is a non-working day already, when added again (another name, another id), then calendar_day_exists', () => {
    thenError(
      () => addNonWorkingDay(given(added(1, '2026-12-31')), { dayId: 2, date: '2026-12-31', name: 'Sylwester' }),
      'calendar_day_exists',
    );
  });

  it('given the date was removed, when added again, then it is added', () => {
    expect(addNonWorkingDay(given(added(1, '2026-12-31'), removed(1, '2026-12-31')), { dayId: 2, date: '2026-12-31', name: 'X' })).toEqual([
      added(2, '2026-12-31', 'X'),
    ]);
  });

  it('given a day, when removed, then NonWorkingDayRemoved with its date; a second removal is calendar_day_not_found', () => {
    const state = given(added(1, '2026-12-31'), added(2, '2026-11-02'));
    expect(removeNonWorkingDay(state, 2)).toEqual([removed(2, '2026-11-02')]);
    thenError(() => removeNonWorkingDay(given(added(1, '2026-12-31'), removed(1, '2026-12-31')), 1), 'calendar_day_not_found');
  });

  it('given an id the year does not have, when removed, then calendar_day_not_found', () => {
    thenError(() => removeNonWorkingDay(given(added(1, '2026-12-31')), 7), 'calendar_day_not_found');
  });
});

describe('adding the public holidays', () => {
  it('given no days, then every holiday of the year under the ids given, in date order', () => {
    const missing = missingPublicHolidays(given(), 2026);
    expect(missing).toHaveLength(14);
    const events = addPublicHolidays(
      given(),
      2026,
      missing.map((_, i) => 100 + i),
    );
    expect(events[0]).toEqual(added(100, '2026-01-01', 'Nowy Rok'));
    expect(events[13]).toEqual(added(113, '2026-12-26', 'Boże Narodzenie (drugi dzień)'));
  });

  it('given some holiday dates are there already (under any name), then only the others are added', () => {
    const state = given(added(1, '2026-01-01', 'Nowy Rok'), added(2, '2026-04-06', 'Lany poniedziałek'));
    const missing = missingPublicHolidays(state, 2026);
    expect(missing.map((h) => h.date)).not.toContain('2026-01-01');
    expect(missing.map((h) => h.date)).not.toContain('2026-04-06');
    expect(
      addPublicHolidays(
        state,
        2026,
        missing.map((_, i) => 10 + i),
      ),
    ).toHaveLength(12);
  });

  it('given all of them are there, then nothing', () => {
    const all = addPublicHolidays(
      given(),
      2026,
      Array.from({ length: 14 }, (_, i) => i + 1),
    );
    expect(addPublicHolidays(given(...all), 2026, [])).toEqual([]);
  });

  it('given a wrong number of ids, then it refuses', () => {
    expect(() => addPublicHolidays(given(), 2026, [1])).toThrow(RangeError);
  });
});
