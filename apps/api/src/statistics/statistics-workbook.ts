import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { StatisticsRowView } from '@parcel/contracts';
import { spreadsheetText } from '@parcel/domain';

/** The sheet's columns: the screen's, with the client's number first. */
const COLUMNS = [
  { header: 'Nr klienta', key: 'id', width: 12 },
  { header: 'Klient', key: 'name', width: 40 },
  { header: 'Dziś', key: 'daily', width: 10 },
  { header: 'Wczoraj', key: 'yesterday', width: 10 },
  { header: 'Przedwczoraj', key: 'day_before_yesterday', width: 14 },
  { header: '7 dni', key: 'weekly', width: 10 },
  { header: '30 dni', key: 'monthly', width: 10 },
  { header: 'Od początku', key: 'ever', width: 14 },
] as const;

/**
 * Writes the statistics rows as an xlsx into `out` with the streaming writer
 * (rows are committed as they go): a bold header row, numbers as numbers,
 * names escaped so a spreadsheet never takes them for formulas.
 */
export async function writeStatisticsWorkbook(out: Writable, sheetName: string, rows: readonly StatisticsRowView[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) {
    sheet
      .addRow({
        id: row.client.id ?? null,
        name: spreadsheetText(row.client.name),
        daily: row.daily,
        yesterday: row.yesterday,
        day_before_yesterday: row.day_before_yesterday,
        weekly: row.weekly,
        monthly: row.monthly,
        ever: row.ever,
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}
