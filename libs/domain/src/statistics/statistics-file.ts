import type { StatisticsKind } from './kinds.js';

const FILE_PREFIX: Record<StatisticsKind, string> = {
  received_by_re: 'statystyki-przesylek',
  back_in_poland: 'statystyki-zwrotow',
};

/** The download's name (spec/02 §7: shipment or returns statistics with date and time), Warsaw time: statystyki-przesylek-2026-12-10-0930.xlsx. */
export function statisticsFileName(kind: StatisticsKind, at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${FILE_PREFIX[kind]}-${parts['year']}-${parts['month']}-${parts['day']}-${parts['hour']}${parts['minute']}.xlsx`;
}

/** A text that a spreadsheet would take for a formula (or a DDE call) if someone edited the cell: = + - @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that can never run: one starting with = + - @ (or tab, CR) gets
 * an apostrophe in front (the OWASP advice for CSV injection; in the sheet the
 * apostrophe stays visible, the text after it is what was stored).
 */
export const spreadsheetText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
