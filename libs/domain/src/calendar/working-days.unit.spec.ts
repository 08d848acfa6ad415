import { describe, expect, it } from 'vitest';
import { addDays, calendarDateIn, isCalendarDate, isWeekend, nextWorkingDay } from './working-days.js';

// 2026-04-03 is a Friday; 2026-04-05/06 Easter Sunday and Monday.
const EASTER = ['2026-04-05', '2026-04-06'];

describe('the next working day', () => {
  it('given a Monday and no non-working days, when asked for the next, then Tuesday', () => {
    expect(nextWorkingDay('2026-03-30', [])).toBe('2026-03-31');
  });

  it('given a Friday, then the weekend is skipped: Monday', () => {
    expect(nextWorkingDay('2026-03-27', [])).toBe('2026-03-30');
  });

  it('given a Saturday or a Sunday, then Monday', () => {
    expect(nextWorkingDay('2026-03-28', [])).toBe('2026-03-30');
    expect(nextWorkingDay('2026-03-29', [])).toBe('2026-03-30');
  });

  it('given the Friday before Easter Monday, then the weekend and the holiday are skipped: Tuesday', () => {
    expect(nextWorkingDay('2026-04-03', EASTER)).toBe('2026-04-07');
  });

  it('given days 3, then the third working day after, skipping what is closed', () => {
    expect(nextWorkingDay('2026-04-02', EASTER, 3)).toBe('2026-04-08');
    expect(nextWorkingDay('2026-04-02', new Set(EASTER), 3)).toBe('2026-04-08');
  });

  it('given days 0, then the day itself when it is a working day, else the first one after', () => {
    expect(nextWorkingDay('2026-04-02', EASTER, 0)).toBe('2026-04-02');
    expect(nextWorkingDay('2026-04-04', EASTER, 0)).toBe('2026-04-07');
  });

  it('given a long run of non-working days across a year end, then the first working day after them', () => {
    const closed = Array.from({ length: 10 }, (_, i) => addDays('2026-12-24', i));
    expect(nextWorkingDay('2026-12-23', closed)).toBe('2027-01-04');
  });

  it('given a date that is no date or negative days, then it refuses', () => {
    expect(() => nextWorkingDay('2026-02-30', [])).toThrow(RangeError);
    expect(() => nextWorkingDay('2026-03-30', [], -1)).toThrow(RangeError);
    expect(() => nextWorkingDay('2026-03-30', [], 1.5)).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it('tells real dates from others', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
    expect(isCalendarDate('05.01.2026')).toBe(false);
  });

  it('adds days across months and years, and knows weekends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isWeekend('2026-03-28')).toBe(true);
    expect(isWeekend('2026-03-27')).toBe(false);
  });

  it('given an instant, then the date in Warsaw (late evening UTC is already tomorrow there)', () => {
    expect(calendarDateIn(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(calendarDateIn(new Date('2026-01-31T22:59:00Z'))).toBe('2026-01-31');
    expect(calendarDateIn(new Date('2026-01-31T23:00:00Z'))).toBe('2026-02-01');
  });
});
