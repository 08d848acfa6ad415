import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ParcelLabel } from './label.js';
import { renderLabelsZpl } from './labels-zpl.js';
import { SAMPLE_SENDER, sampleCode28, sampleLabel, sampleShipment, sampleShipments } from './sample-labels.js';

async function zpl(labels: Iterable<ParcelLabel>): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (chunks.push(Buffer.from(chunk)), done()) });
  await renderLabelsZpl(labels, sink);
  return Buffer.concat(chunks).toString('utf8');
}

/** Each ^XA...^XZ format, checking nothing lies outside them. */
function formats(text: string): string[] {
  const found = [...text.matchAll(/\^XA[\s\S]*?\^XZ/g)].map((m) => m[0]);
  expect(text.replace(/\^XA[\s\S]*?\^XZ/g, '').trim()).toBe('');
  return found;
}

/** The ^FD data of the fields (one per line) that use `command`. */
const fieldsOf = (format: string, command: string) =>
  format
    .split('\n')
    .filter((line) => line.includes(command))
    .map((line) => /\^FD([^^]*)\^FS/.exec(line)![1]!);

describe('labels in ZPL', () => {
  it('one ^XA...^XZ per label, 100x150 mm at 8 dots/mm, UTF-8, every field inside the 800x1200 dots', async () => {
    const labels = [...sampleShipment(11, 3), sampleLabel({ kind: 're_stick', code28: sampleCode28(7, '0000') })];
    const found = formats(await zpl(labels));

    expect(found).toHaveLength(4);
    for (const format of found) {
      for (const command of ['^CI28', '^PW800', '^LL1200']) expect(format).toContain(command);
      expect(format.indexOf('^CI28')).toBeLessThan(format.indexOf('^FD'));
      for (const [, x, y] of format.matchAll(/\^F[OT](\d+),(\d+)/g)) {
        expect(Number(x)).toBeLessThanOrEqual(800);
        expect(Number(y)).toBeLessThanOrEqual(1200);
      }
      for (const [, x, width] of format.matchAll(/\^F[OT](\d+),\d+[^\n]*?(?:\^GB|\^FB)(\d+)/g))
        expect(Number(x) + Number(width)).toBeLessThanOrEqual(800);
    }
  });

  it('the Code 128 field of each label is its code28, three dots a module, in automatic mode', async () => {
    const labels = [...sampleShipment(11, 3), sampleLabel({ kind: 're_stick', code28: sampleCode28(7, '0000') })];
    const found = formats(await zpl(labels));

    expect(found.map((format) => fieldsOf(format, '^BC'))).toEqual(labels.map((label) => [label.code28]));
    for (const format of found) {
      expect(format).toMatch(/\^BY3,3,\d+\^BCN,\d+,N,N,N,A\^FH_\^FD\d{28}\^FS/);
      // 189 modules of 3 dots, centred.
      expect(format).toMatch(/\^FO117,\d+\^BY3/);
    }
  });

  it('the texts as UTF-8: Polish and Romanian letters, x/n, the re-stick and return banners', async () => {
    const text = await zpl([...sampleShipment(11, 3), sampleLabel({ kind: 're_stick' }), sampleLabel({ kind: 'return' })]);
    const [first, , third, reStick, returned] = formats(text);

    const texts = fieldsOf(first!, '^A0N');
    for (const expected of [
      '1/3',
      'RO-MS 12',
      '7PRO0000000011',
      '540001 Târgu Mureș',
      'Str. Ștefan cel Mare 12',
      'Sklep Żółta Łódka Sp. z o.o.',
    ])
      expect(texts).toContain(expected);
    expect(texts.join('\n')).toContain('Łódź');
    expect(fieldsOf(third!, '^A0N')).toContain('3/3');
    expect(fieldsOf(reStick!, '^A0N')).toContain('PONOWNE NAKLEJENIE');
    expect(fieldsOf(returned!, '^A0N')).toEqual(expect.arrayContaining(['ZWROT', 'ADRES ZWROTU']));
    expect(fieldsOf(first!, '^A0N')).not.toContain('ZWROT');
  });

  it('caret, tilde and the escape character in client data are hex-escaped, so they cannot end a field', async () => {
    const sender = { ...SAMPLE_SENDER, name: 'A^B~C_D\\E' };
    const [format] = formats(await zpl([sampleLabel({ sender })]));

    expect(fieldsOf(format!, '^A0N')).toContain('A_5EB_7EC_5FD_5CE');
  });

  it('streams a bulk print: one format per label of 300 shipments', async () => {
    expect(formats(await zpl(sampleShipments(300)))).toHaveLength(600);
  });
});
