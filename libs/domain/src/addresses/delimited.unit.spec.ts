import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvObjects, parseTsvLines } from './delimited.js';

describe('delimited files', () => {
  it('given quoted fields with commas, doubled quotes and line breaks, when parsed, then one field each', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\r\nx,,z\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', '', 'z'],
    ]);
  });

  it('given a byte-order mark, blank lines and no final line break, when parsed, then only the records', () => {
    expect(parseCsv('\ufeffid,name\n\n1,Alba')).toEqual([
      ['id', 'name'],
      ['1', 'Alba'],
    ]);
  });

  it('given a header, when parsed as objects, then keyed by its names; missing fields are empty', () => {
    expect(parseCsvObjects('id,judet,sector\r\n5,Alba\r\n')).toEqual([{ id: '5', judet: 'Alba', sector: '' }]);
  });

  it('given tab-separated lines with a blank line, when parsed, then fields with their 1-based line numbers', () => {
    expect(parseTsvLines('HU\t7188\tSzárász\n\nHU\t7300\tKomló\r\n')).toEqual([
      { line: 1, fields: ['HU', '7188', 'Szárász'] },
      { line: 3, fields: ['HU', '7300', 'Komló'] },
    ]);
  });
});
