import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { spreadsheetCell } from '@parcel/domain';

/** How a column's values are written: text escaped, numbers and amounts typed, days and times as dates. */
export type ReportColumnKind = 'text' | 'number' | 'amount' | 'date' | 'datetime';

export interface ReportColumn {
  readonly key: string;
  readonly header: string;
  readonly kind: ReportColumnKind;
  readonly width?: number;
}

/**
 * One style object per column kind: exceljs caches a cell's style id per
 * style object, so cells sharing one are not hashed again (a style per cell
 * was a fifth of a report's time).
 */
const STYLES: Record<ReportColumnKind, Partial<ExcelJS.Style>> = {
  text: {},
  number: {},
  amount: { numFmt: '#,##0.00' },
  date: { numFmt: 'yyyy-mm-dd' },
  datetime: { numFmt: 'yyyy-mm-dd hh:mm' },
};
const EMPTY_CELL: Partial<ExcelJS.Style> = {};

const WARSAW = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const HOUR_MS = 3_600_000;
/** Warsaw's offset from UTC per UTC hour: it changes only on a full hour (summer time), so one lookup serves the hour. */
const offsets = new Map<number, number>();

function warsawOffset(hour: number): number {
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const parts = Object.fromEntries(WARSAW.formatToParts(new Date(hour * HOUR_MS)).map((p) => [p.type, p.value]));
    offset = Date.UTC(+parts['year']!, +parts['month']! - 1, +parts['day']!, +parts['hour']!, +parts['minute']!, +parts['second']!) - hour * HOUR_MS;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** A spreadsheet has no time zones: an instant is written as Warsaw's wall clock (to the second). */
export function warsawWallClock(at: Date): Date {
  const ms = at.getTime();
  return new Date(Math.floor(ms / 1000) * 1000 + warsawOffset(Math.floor(ms / HOUR_MS)));
}

/** One value as the column's kind says (anything unreadable stays empty). */
export function reportCell(kind: ReportColumnKind, value: unknown): ReturnType<typeof spreadsheetCell> {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'number':
    case 'amount': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : null;
    }
    case 'date': {
      const text = value instanceof Date ? value.toISOString() : String(value);
      return spreadsheetCell(/^\d{4}-\d{2}-\d{2}/.test(text) ? new Date(`${text.slice(0, 10)}T00:00:00Z`) : null);
    }
    case 'datetime': {
      const at = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(at.getTime()) ? null : warsawWallClock(at);
    }
    case 'text':
      return spreadsheetCell(typeof value === 'string' ? value : String(value));
  }
}

/**
 * A report's sheet written by exceljs's streaming writer: a bold header row,
 * each row committed as it is added, each batch zipped before the next (the
 * memory holds one batch), typed cells.
 */
export class ReportWorkbook {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;

  constructor(
    out: Writable,
    sheetName: string,
    private readonly columns: readonly ReportColumn[],
  ) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    this.sheet = this.workbook.addWorksheet(sheetName);
    this.sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
    this.sheet.getRow(1).font = { bold: true };
    this.sheet.getRow(1).commit();
  }

  /** Writes the rows and resolves once the zip has taken them in (see `zipped`). */
  async add(rows: readonly Readonly<Record<string, unknown>>[]): Promise<void> {
    for (const row of rows) {
      const values: Record<string, unknown> = {};
      for (const column of this.columns) values[column.key] = reportCell(column.kind, row[column.key]);
      const added = this.sheet.addRow(values);
      this.columns.forEach((column, index) => {
        added.getCell(index + 1).style = values[column.key] === null ? EMPTY_CELL : STYLES[column.kind];
      });
      added.commit();
    }
    await this.zipped();
  }

  /**
   * exceljs 4.4 writes a sheet's XML into its zip entry without waiting for
   * the deflate to keep up: rows added in a tight loop queue up uncompressed
   * (a 300,000-row report held 170 MB). So each batch waits here for the
   * entry to drain, and memory holds about one batch whatever the report's size.
   */
  private async zipped(): Promise<void> {
    const sheetStream = (this.sheet as unknown as { _stream?: { pipes?: Writable[] } })._stream;
    const entry = sheetStream?.pipes?.[0] as (Writable & { _writableState?: { needDrain?: boolean } }) | undefined;
    if (entry?._writableState?.needDrain) await once(entry, 'drain');
  }

  async commit(): Promise<void> {
    this.sheet.commit();
    await this.workbook.commit();
  }
}
