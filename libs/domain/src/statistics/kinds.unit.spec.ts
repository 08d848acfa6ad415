import { describe, expect, it } from 'vitest';
import { countingRow, kindsOfStatus, lastDays, statisticsDay, statisticsWindows, sumCounts, type StatisticsRow } from './kinds.js';
import { spreadsheetText, statisticsFileName } from './statistics-file.js';

const HOME_DELIVERY = 1;
const HOME_RETURN = 2;
const LOCKER_DELIVERY = 3;
const LOCKER_RETURN = 4;
const row = (rowId: number, statusTypeId: number, when: string): StatisticsRow => ({ rowId, statusTypeId, when });

describe('which rows count for which kind', () => {
  it('given a delivery parcel, when received, sorted or handed over, then it counts as a client shipment', () => {
    for (const status of [55, 56, 57]) {
      expect(kindsOfStatus(status, HOME_DELIVERY)).toEqual(['received_by_re']);
      expect(kindsOfStatus(status, LOCKER_DELIVERY)).toEqual(['received_by_re']);
    }
  });

  it('given a delivery parcel, when created, in transit or delivered, then it counts for nothing', () => {
    for (const status of [1, 2, 60, 61, 62, 70, 80, 90, 91]) expect(kindsOfStatus(status, HOME_DELIVERY)).toEqual([]);
  });

  it('given a delivery parcel coming back, when returned or its return received, then it counts as a client return', () => {
    expect(kindsOfStatus(71, HOME_DELIVERY)).toEqual(['back_in_poland']);
    expect(kindsOfStatus(72, LOCKER_DELIVERY)).toEqual(['back_in_poland']);
  });

  it('given a return service, when received in our warehouse (or later), then it is a client return, never a client shipment', () => {
    for (const status of [55, 56, 57, 71, 72]) {
      expect(kindsOfStatus(status, HOME_RETURN)).toEqual(['back_in_poland']);
      expect(kindsOfStatus(status, LOCKER_RETURN)).toEqual(['back_in_poland']);
    }
    expect(kindsOfStatus(70, HOME_RETURN)).toEqual([]);
  });
});

describe('the row a parcel counts by', () => {
  it('given several qualifying rows, then the earliest by time (not by arrival) counts', () => {
    const rows = [row(10, 56, '2026-03-02T08:00:00Z'), row(11, 55, '2026-03-01T20:00:00Z'), row(12, 62, '2026-02-01T08:00:00Z')];
    expect(countingRow('received_by_re', rows, HOME_DELIVERY)).toEqual(rows[1]);
  });

  it('given two rows at the same time, then the lower row id', () => {
    const rows = [row(21, 56, '2026-03-01T08:00:00Z'), row(20, 55, '2026-03-01T08:00:00Z')];
    expect(countingRow('received_by_re', rows, HOME_DELIVERY)?.rowId).toBe(20);
  });

  it('given no qualifying row for the kind, then none', () => {
    expect(countingRow('back_in_poland', [row(1, 55, '2026-03-01T08:00:00Z')], HOME_DELIVERY)).toBeUndefined();
    expect(countingRow('received_by_re', [], HOME_DELIVERY)).toBeUndefined();
  });
});

describe('days and windows (Europe/Warsaw)', () => {
  it('given a row late in the UTC evening, then it counts on the next Warsaw day', () => {
    expect(statisticsDay('2026-03-01T22:30:00Z')).toBe('2026-03-01'); // 23:30 CET
    expect(statisticsDay('2026-03-01T23:30:00Z')).toBe('2026-03-02'); // 00:30 CET
    expect(statisticsDay('2026-07-01T22:30:00Z')).toBe('2026-07-02'); // 00:30 CEST
  });

  it('given today, then yesterday, the day before, 7 and 30 days back including today', () => {
    expect(statisticsWindows('2026-03-01')).toEqual({
      today: '2026-03-01',
      yesterday: '2026-02-28',
      dayBeforeYesterday: '2026-02-27',
      weekFrom: '2026-02-23',
      monthFrom: '2026-01-31',
    });
  });

  it('given rows, then the all-shipments row is their sum', () => {
    const a = { daily: 1, yesterday: 2, day_before_yesterday: 3, weekly: 4, monthly: 5, ever: 6 };
    expect(sumCounts([a, a])).toEqual({ daily: 2, yesterday: 4, day_before_yesterday: 6, weekly: 8, monthly: 10, ever: 12 });
    expect(sumCounts([]).ever).toBe(0);
  });

  it('given 90 days, then the dates ending today, oldest first', () => {
    const days = lastDays('2026-03-01', 90);
    expect(days).toHaveLength(90);
    expect(days[0]).toBe('2025-12-02');
    expect(days[89]).toBe('2026-03-01');
  });
});

describe('the Excel file', () => {
  it('given a kind and a moment, then the name says which statistics and the Warsaw date and time', () => {
    expect(statisticsFileName('received_by_re', new Date('2026-12-10T08:30:00Z'))).toBe('statystyki-przesylek-2026-12-10-0930.xlsx');
    expect(statisticsFileName('back_in_poland', new Date('2026-07-01T22:05:00Z'))).toBe('statystyki-zwrotow-2026-07-02-0005.xlsx');
  });

  it('given a text starting with = + - @ tab or CR, then it is escaped with an apostrophe; other texts stay', () => {
    for (const text of ['=HYPERLINK("x")', '+48', '-1', '@SUM(A1)', '\tx', '\rx']) expect(spreadsheetText(text)).toBe(`'${text}`);
    for (const text of ['Firma', 'a=b', '', ' =x']) expect(spreadsheetText(text)).toBe(text);
  });
});
