/**
 * Comma-separated values as RFC 4180 has them: fields in double quotes may hold
 * commas, line breaks and doubled quotes; lines end in CRLF or LF. Answers the
 * records as arrays of fields; blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    record.push(field);
    field = '';
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };
  for (; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n') endRecord();
    else if (char !== '\r' || text[i + 1] !== '\n') field += char;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** CSV with a header line: one object per record, keyed by the header's names (missing fields are ''). */
export function parseCsvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name.trim(), row[i] ?? ''])));
}

/** Tab-separated lines without a header (GeoNames): fields per line, with the line's 1-based number; blank lines skipped. */
export function parseTsvLines(text: string): { readonly line: number; readonly fields: string[] }[] {
  const lines = text.split('\n');
  const out: { line: number; fields: string[] }[] = [];
  lines.forEach((raw, index) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() !== '') out.push({ line: index + 1, fields: line.split('\t') });
  });
  return out;
}
