import { describe, expect, it } from 'vitest';
import { accountPeriodOf, billingPeriodOf, daysInMonth } from './billing-period.js';
import { created, given, parameterDefined } from './client-fixtures.testing.js';

describe('billing period', () => {
  it('monthly: the whole month', () => {
    expect(billingPeriodOf('monthly', '2026-03-17')).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(billingPeriodOf('monthly', '2026-04-01')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
    expect(billingPeriodOf('monthly', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('monthly: February of a leap year and of a common year', () => {
    expect(billingPeriodOf('monthly', '2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(billingPeriodOf('monthly', '2026-02-10')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(billingPeriodOf('monthly', '2000-02-29')).toEqual({ start: '2000-02-01', end: '2000-02-29' });
    expect(billingPeriodOf('monthly', '2100-02-01')).toEqual({ start: '2100-02-01', end: '2100-02-28' });
  });

  it('half_monthly: the 15th closes the first half, the 16th opens the second up to the month end', () => {
    expect(billingPeriodOf('half_monthly', '2026-05-01')).toEqual({ start: '2026-05-01', end: '2026-05-15' });
    expect(billingPeriodOf('half_monthly', '2026-05-15')).toEqual({ start: '2026-05-01', end: '2026-05-15' });
    expect(billingPeriodOf('half_monthly', '2026-05-16')).toEqual({ start: '2026-05-16', end: '2026-05-31' });
    expect(billingPeriodOf('half_monthly', '2026-06-30')).toEqual({ start: '2026-06-16', end: '2026-06-30' });
    expect(billingPeriodOf('half_monthly', '2024-02-29')).toEqual({ start: '2024-02-16', end: '2024-02-29' });
    expect(billingPeriodOf('half_monthly', '2025-02-16')).toEqual({ start: '2025-02-16', end: '2025-02-28' });
  });

  it('weekly: Monday to Sunday, for every day of a week', () => {
    // 2026-03-16 is a Monday.
    for (const day of ['16', '17', '18', '19', '20', '21', '22']) {
      expect(billingPeriodOf('weekly', `2026-03-${day}`)).toEqual({ start: '2026-03-16', end: '2026-03-22' });
    }
  });

  it('weekly: a week crossing a month end', () => {
    // 2026-04-01 is a Wednesday.
    expect(billingPeriodOf('weekly', '2026-04-01')).toEqual({ start: '2026-03-30', end: '2026-04-05' });
    expect(billingPeriodOf('weekly', '2024-02-29')).toEqual({ start: '2024-02-26', end: '2024-03-03' });
  });

  it('weekly: a week crossing a year end', () => {
    // 2026-01-01 is a Thursday; 2025-12-29 a Monday.
    expect(billingPeriodOf('weekly', '2026-01-01')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    expect(billingPeriodOf('weekly', '2025-12-31')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    // 1970-01-01 (day 0) was a Thursday; before the epoch too.
    expect(billingPeriodOf('weekly', '1970-01-01')).toEqual({ start: '1969-12-29', end: '1970-01-04' });
  });

  it('weekly agrees with the calendar on every day of four years', () => {
    const epochMonday = Date.UTC(1970, 0, 5);
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const text = new Date(day).toISOString().slice(0, 10);
      const daysSinceMonday = (((day - epochMonday) / 86_400_000) % 7 + 7) % 7;
      const monday = new Date(day - daysSinceMonday * 86_400_000).toISOString().slice(0, 10);
      const sunday = new Date(day + (6 - daysSinceMonday) * 86_400_000).toISOString().slice(0, 10);
      expect(billingPeriodOf('weekly', text)).toEqual({ start: monday, end: sunday });
    }
  });

  it('days in month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('refuses what is not a YYYY-MM-DD calendar date', () => {
    for (const bad of ['2026-3-1', '2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-01-00', 'today', '2026-01-01T00:00']) {
      expect(() => billingPeriodOf('monthly', bad)).toThrow(RangeError);
    }
  });
});

describe('account period of a client', () => {
  it('given a client with ACCOUNT_PERIOD, then its value', () => {
    expect(accountPeriodOf(given(created, parameterDefined('p1', 10, 'ACCOUNT_PERIOD', 'half_monthly')))).toBe('half_monthly');
  });

  it('given a client without it, or no client, then null', () => {
    expect(accountPeriodOf(given(created, parameterDefined('p1', 16, 'EMAG_NAME', 'x')))).toBeNull();
    expect(accountPeriodOf(given())).toBeNull();
  });
});
