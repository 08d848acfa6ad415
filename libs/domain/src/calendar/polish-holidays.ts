import { addDays } from './working-days.js';

/** A public holiday: its date (YYYY-MM-DD) and its Polish name. */
export interface PublicHoliday {
  readonly date: string;
  readonly name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, dayOfMonth: number) => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(dayOfMonth)}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, dayOfMonth);
}

/** The first year Christmas Eve is a public holiday in Poland (the act of 2024). */
const CHRISTMAS_EVE_FROM = 2025;

/**
 * Poland's statutory public holidays of a year (ustawa o dniach wolnych od
 * pracy), in date order: the fixed ones, and the Easter-based ones (Easter
 * Sunday and Monday, Pentecost, Corpus Christi). Christmas Eve from 2025.
 */
export function polishPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const holidays: PublicHoliday[] = [
    { date: day(year, 1, 1), name: 'Nowy Rok' },
    { date: day(year, 1, 6), name: 'Święto Trzech Króli' },
    { date: easter, name: 'Wielkanoc' },
    { date: addDays(easter, 1), name: 'Poniedziałek Wielkanocny' },
    { date: day(year, 5, 1), name: 'Święto Pracy' },
    { date: day(year, 5, 3), name: 'Święto Konstytucji 3 Maja' },
    { date: addDays(easter, 49), name: 'Zielone Świątki' },
    { date: addDays(easter, 60), name: 'Boże Ciało' },
    { date: day(year, 8, 15), name: 'Wniebowzięcie Najświętszej Maryi Panny' },
    { date: day(year, 11, 1), name: 'Wszystkich Świętych' },
    { date: day(year, 11, 11), name: 'Narodowe Święto Niepodległości' },
    ...(year >= CHRISTMAS_EVE_FROM ? [{ date: day(year, 12, 24), name: 'Wigilia Bożego Narodzenia' }] : []),
    { date: day(year, 12, 25), name: 'Boże Narodzenie (pierwszy dzień)' },
    { date: day(year, 12, 26), name: 'Boże Narodzenie (drugi dzień)' },
  ];
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}
