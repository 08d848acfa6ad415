import { spreadsheetText } from '../statistics/statistics-file.js';

/** A cell of a report: text escaped against formulas, numbers and dates typed, nothing as empty. */
export type SpreadsheetCell = string | number | Date | null;

/**
 * What a report writes into a cell: text that a spreadsheet would run
 * (= + - @, tab, CR first) gets a leading quote (spreadsheetText), numbers and
 * dates stay typed, null/undefined stay empty, booleans become 'tak'/'nie'.
 */
export function spreadsheetCell(value: unknown): SpreadsheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  return spreadsheetText(String(value));
}
