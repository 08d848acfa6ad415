import { describe, expect, it } from 'vitest';
import {
  accountablePeriod,
  invoiceDueDate,
  invoicingPeriodTypeOf,
  pastPeriods,
  periodById,
  periodContaining,
  type AccountingPeriod,
} from './accounting-periods.js';

const week = (from: string, to: string): AccountingPeriod => ({ id: Number(from.replaceAll('-', '')), type: 'weekly', from, to });
const month = (from: string, to: string): AccountingPeriod => ({
  id: Number(from.slice(0, 7).replace('-', '')),
  type: 'monthly',
  from,
  to,
});

describe('weekly accounting periods', () => {
  it('given a Monday (2026-11-23), when the accountable week is asked, then last week Monday 16 - Sunday 22, id 20261116', () => {
    expect(accountablePeriod('weekly', '2026-11-23')).toEqual(week('2026-11-16', '2026-11-22'));
  });

  it('given a Sunday (2026-11-22), then its own week is still running: the week before (9 - 15)', () => {
    expect(accountablePeriod('weekly', '2026-11-22')).toEqual(week('2026-11-09', '2026-11-15'));
  });

  it('given the week crossing a year has ended (Wednesday 2027-01-06), then 28 Dec 2026 - 3 Jan 2027, under its Monday', () => {
    expect(accountablePeriod('weekly', '2027-01-06')).toEqual({ id: 20261228, type: 'weekly', from: '2026-12-28', to: '2027-01-03' });
  });

  it('given the Sunday that ends a year-crossing week (2027-01-03), then the week before it', () => {
    expect(accountablePeriod('weekly', '2027-01-03')).toEqual(week('2026-12-21', '2026-12-27'));
  });

  it('given a count, when the past weeks are asked, then the finished weeks newest first, across the year', () => {
    expect(pastPeriods('weekly', '2027-01-12', 3)).toEqual([
      week('2027-01-04', '2027-01-10'),
      week('2026-12-28', '2027-01-03'),
      week('2026-12-21', '2026-12-27'),
    ]);
  });
});

describe('monthly accounting periods', () => {
  it('given the 1st (2026-12-01), then the month just ended (November, 202611)', () => {
    expect(accountablePeriod('monthly', '2026-12-01')).toEqual({ id: 202611, type: 'monthly', from: '2026-11-01', to: '2026-11-30' });
  });

  it('given the last day of a month (2026-11-30), then the month before, since November is still running', () => {
    expect(accountablePeriod('monthly', '2026-11-30')).toEqual(month('2026-10-01', '2026-10-31'));
  });

  it('given New Year (2027-01-01), then December of the year before', () => {
    expect(accountablePeriod('monthly', '2027-01-01')).toEqual(month('2026-12-01', '2026-12-31'));
  });

  it('given March in a leap year and in another, then February ends on the 29th and on the 28th', () => {
    expect(accountablePeriod('monthly', '2024-03-01')).toEqual(month('2024-02-01', '2024-02-29'));
    expect(accountablePeriod('monthly', '2026-03-15')).toEqual(month('2026-02-01', '2026-02-28'));
  });

  it('given a count, when the past months are asked, then newest first across the year; none for 0', () => {
    expect(pastPeriods('monthly', '2026-01-15', 3).map((period) => period.id)).toEqual([202512, 202511, 202510]);
    expect(pastPeriods('monthly', '2026-01-15', 0)).toEqual([]);
    expect(() => pastPeriods('monthly', '2026-01-15', -1)).toThrow(RangeError);
  });
});

describe('the accountable period and the runs already triggered', () => {
  it('given the latest finished period was triggered already, then none is accountable; the period before does not come back', () => {
    expect(accountablePeriod('monthly', '2026-12-05', new Set([202611]))).toBeNull();
    expect(accountablePeriod('monthly', '2026-12-05', new Set([202610]))).toEqual(month('2026-11-01', '2026-11-30'));
  });
});

describe('period ids', () => {
  it('given a Monday that is the 1st (2026-06-01), then its week and its month have different ids', () => {
    expect(periodContaining('weekly', '2026-06-01').id).toBe(20260601);
    expect(periodContaining('monthly', '2026-06-01').id).toBe(202606);
  });

  it('given an id, then the period it names; an id naming none is undefined', () => {
    expect(periodById(202602)).toEqual(month('2026-02-01', '2026-02-28'));
    expect(periodById(20261228)).toEqual(week('2026-12-28', '2027-01-03'));
    for (const none of [20261229, 202613, 2026111, 20260230, 0, -202611, 2026.5]) expect(periodById(none), String(none)).toBeUndefined();
  });
});

describe('the run a client is invoiced in', () => {
  it('given ACCOUNT_PERIOD, then weekly clients weekly; monthly, half_monthly and clients without it monthly', () => {
    expect(invoicingPeriodTypeOf('weekly')).toBe('weekly');
    expect(invoicingPeriodTypeOf('monthly')).toBe('monthly');
    expect(invoicingPeriodTypeOf('half_monthly')).toBe('monthly');
    expect(invoicingPeriodTypeOf(null)).toBe('monthly');
  });
});

describe('the payment date of an invoice', () => {
  it('given an issue date, then 14 days later when that is a working day', () => {
    expect(invoiceDueDate('2026-12-01', [])).toBe('2026-12-15');
  });

  it('given 14 days later is a Saturday, then the Monday after', () => {
    expect(invoiceDueDate('2026-11-28', [])).toBe('2026-12-14');
  });

  it('given 14 days later is Christmas Eve closed with both holidays, then the Monday after them', () => {
    expect(invoiceDueDate('2026-12-10', ['2026-12-24', '2026-12-25', '2026-12-26'])).toBe('2026-12-28');
  });

  it('given other terms, then those days; 0 days: the issue date itself when it is a working day; negative days refused', () => {
    expect(invoiceDueDate('2026-12-01', [], 7)).toBe('2026-12-08');
    expect(invoiceDueDate('2026-12-01', [], 0)).toBe('2026-12-01');
    expect(() => invoiceDueDate('2026-12-01', [], -1)).toThrow(RangeError);
  });
});
