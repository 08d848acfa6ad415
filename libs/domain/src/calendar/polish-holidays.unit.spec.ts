import { describe, expect, it } from 'vitest';
import { easterSunday, polishPublicHolidays } from './polish-holidays.js';

describe('Easter Sunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('in %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('Polish public holidays', () => {
  it('given 2026, then the fourteen statutory days in date order, the movable ones from Easter', () => {
    expect(polishPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Nowy Rok' },
      { date: '2026-01-06', name: 'Święto Trzech Króli' },
      { date: '2026-04-05', name: 'Wielkanoc' },
      { date: '2026-04-06', name: 'Poniedziałek Wielkanocny' },
      { date: '2026-05-01', name: 'Święto Pracy' },
      { date: '2026-05-03', name: 'Święto Konstytucji 3 Maja' },
      { date: '2026-05-24', name: 'Zielone Świątki' },
      { date: '2026-06-04', name: 'Boże Ciało' },
      { date: '2026-08-15', name: 'Wniebowzięcie Najświętszej Maryi Panny' },
      { date: '2026-11-01', name: 'Wszystkich Świętych' },
      { date: '2026-11-11', name: 'Narodowe Święto Niepodległości' },
      { date: '2026-12-24', name: 'Wigilia Bożego Narodzenia' },
      { date: '2026-12-25', name: 'Boże Narodzenie (pierwszy dzień)' },
      { date: '2026-12-26', name: 'Boże Narodzenie (drugi dzień)' },
    ]);
  });

  it('given a year before 2025, then no Christmas Eve', () => {
    const dates = polishPublicHolidays(2024).map((h) => h.date);
    expect(dates).toHaveLength(13);
    expect(dates).not.toContain('2024-12-24');
    expect(dates).toContain('2024-05-30'); // Corpus Christi 2024
  });
});
