import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ReportWorkbook, reportCell, warsawWallClock } from './report-workbook.js';

describe('report cells', () => {
  it('given text that a spreadsheet would run, then it is escaped; other text stays', () => {
    for (const text of ['=1+1', '+48', '-5', '@A1']) expect(reportCell('text', text)).toBe(`'${text}`);
    expect(reportCell('text', 'Sklep')).toBe('Sklep');
    expect(reportCell('text', 12)).toBe('12');
  });

  it('given numbers, amounts, days and instants, then typed; empty and unreadable values stay empty', () => {
    expect(reportCell('amount', '12.50')).toBe(12.5);
    expect(reportCell('number', 'x')).toBeNull();
    expect(reportCell('amount', null)).toBeNull();
    expect(reportCell('text', '')).toBeNull();
    expect(reportCell('date', '2026-11-24')).toEqual(new Date('2026-11-24T00:00:00Z'));
    expect(reportCell('datetime', 'nonsense')).toBeNull();
    // 10:00 UTC in winter is 11:00 in Warsaw, in summer 12:00.
    expect(reportCell('datetime', '2026-11-24T10:00:00.000Z')).toEqual(new Date('2026-11-24T11:00:00Z'));
    expect(warsawWallClock(new Date('2026-07-01T10:00:00Z'))).toEqual(new Date('2026-07-01T12:00:00Z'));
  });

  it.each([
    // Summer time begins 2026-03-29 at 01:00 UTC (02:00 -> 03:00 in Warsaw), ends 2026-10-25 at 01:00 UTC (03:00 -> 02:00).
    ['the last second before summer time', '2026-03-29T00:59:59.900Z', '2026-03-29T01:59:59Z'],
    ['the first instant of summer time', '2026-03-29T01:00:00.000Z', '2026-03-29T03:00:00Z'],
    ['the last second of summer time', '2026-10-25T00:59:59.000Z', '2026-10-25T02:59:59Z'],
    ['the first instant after it', '2026-10-25T01:00:00.000Z', '2026-10-25T02:00:00Z'],
    ['an instant before 1970', '1969-12-31T23:30:15.000Z', '1970-01-01T00:30:15Z'],
  ])('given %s, then Warsaw wall clock to the second', (_, instant, wall) => {
    expect(warsawWallClock(new Date(instant))).toEqual(new Date(wall));
  });

  it('given rows, then the streamed workbook has the header and typed, escaped cells', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const workbook = new ReportWorkbook(out, 'Arkusz', [
      { key: 'name', header: 'Nazwa', kind: 'text' },
      { key: 'amount', header: 'Kwota', kind: 'amount' },
      { key: 'day', header: 'Dzień', kind: 'date' },
    ]);
    await workbook.add([
      { name: '=cmd|calc', amount: 10.5, day: '2026-11-24' },
      { name: 'Zwykły', amount: null, day: null },
    ]);
    await workbook.commit();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(Buffer.concat(chunks) as never);
    const sheet = read.getWorksheet('Arkusz')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Nazwa', 'Kwota', 'Dzień']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe(`'=cmd|calc`);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('B2').value).toBe(10.5);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('C2').value).toEqual(new Date('2026-11-24T00:00:00Z'));
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('A2').numFmt).toBeUndefined();
    expect(sheet.getCell('B3').value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it('given batch after batch, when each is added, then the file grows as they come (the zip keeps up: memory holds about one batch)', async () => {
    const out = new PassThrough();
    let written = 0;
    out.on('data', (chunk: Buffer) => (written += chunk.length));
    const workbook = new ReportWorkbook(out, 'Arkusz', [
      { key: 'number', header: 'Numer', kind: 'text' },
      { key: 'name', header: 'Nazwa', kind: 'text' },
    ]);
    const writtenAfterBatch: number[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const rows = Array.from({ length: 2000 }, (_, i) => ({ number: `RE${batch * 2000 + i}PL`, name: `Odbiorca ${Math.random()}` }));
      await workbook.add(rows);
      writtenAfterBatch.push(written);
    }
    await workbook.commit();
    // Without waiting for the zip, rows queue up uncompressed and the file is written at the commit only.
    expect(writtenAfterBatch[9]!).toBeGreaterThan(written * 0.3);
    expect(writtenAfterBatch[19]!).toBeGreaterThan(written * 0.8);
  });
});
