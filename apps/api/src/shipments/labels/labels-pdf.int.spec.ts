import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaperSize, ParcelLabel } from './label.js';
import { renderLabelsPdf } from './labels-pdf.js';
import { SAMPLE_RECIPIENT, sampleCode28, sampleLabel, sampleShipment } from './sample-labels.js';
import { pdfText, rasterise, readCode128, requirePdfTools } from './testing/pdf-tools.js';

let dir: string;
beforeAll(async () => {
  await requirePdfTools();
  dir = await mkdtemp(join(tmpdir(), 'labels-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let runs = 0;
/** Renders the labels, then reads back each page's barcodes (sorted) and the document's text. */
async function renderAndRead(labels: ParcelLabel[], size: PaperSize): Promise<{ pages: string[][]; text: string; bytes: Buffer }> {
  const runDir = await mkdtemp(join(dir, `run${(runs += 1)}-`));
  const pdf = join(runDir, 'labels.pdf');
  await renderLabelsPdf(labels, size, createWriteStream(pdf));
  const pages = await Promise.all((await rasterise(pdf, runDir)).map(readCode128));
  return { pages, text: await pdfText(pdf), bytes: await readFile(pdf) };
}

/** The codes expected on each page: one label per page on 100150, two side by side on dl. */
function codesPerPage(labels: ParcelLabel[], size: PaperSize): string[][] {
  const perPage = size === 'dl' ? 2 : 1;
  const pages: string[][] = [];
  for (let index = 0; index < labels.length; index += perPage)
    pages.push(
      labels
        .slice(index, index + perPage)
        .map((l) => l.code28)
        .sort(),
    );
  return pages;
}

describe.each<PaperSize>(['100150', 'dl'])('labels PDF on %s', (size) => {
  it('one parcel: its 28-digit code reads back from the barcode; Polish and Romanian letters are text', async () => {
    const labels = [sampleLabel()];
    const { pages, text, bytes } = await renderAndRead(labels, size);

    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages).toEqual([['1000000000000000000000000001']]);
    for (const expected of [
      'Łódź',
      'Sklep Żółta Łódka',
      'Ștefan cel Mare',
      'Târgu Mureș',
      'Ioana Țurcanu',
      '1/1',
      'RO-MS 12',
      '7PRO0012345678',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('POBRANIE 1249,90 RON');
    expect(text).not.toContain('ZWROT');
  });

  it('three parcels and a re-stick label: one barcode per parcel, each read back exactly, x/n on each', async () => {
    const labels = [...sampleShipment(11, 3), sampleLabel({ kind: 're_stick', code28: sampleCode28(7, '0000'), cod: null })];
    const { pages, text } = await renderAndRead(labels, size);

    expect(pages).toEqual(codesPerPage(labels, size));
    expect(pages.flat()).toContain('0000000000000000000000000007');
    for (const expected of ['1/3', '2/3', '3/3', 'PONOWNE NAKLEJENIE', 'BEZ POBRANIA']) expect(text).toContain(expected);
  });
});

it('a return sticker is titled ZWROT and addressed to the return address', async () => {
  const returnAddress = { ...SAMPLE_RECIPIENT, name: 'Magazyn zwrotów Łódź', addressLines: ['ul. Ściegiennego 5'] };
  const { pages, text } = await renderAndRead([sampleLabel({ kind: 'return', recipient: returnAddress })], '100150');

  expect(pages).toEqual([['1000000000000000000000000001']]);
  for (const expected of ['ZWROT', 'ADRES ZWROTU', 'Magazyn zwrotów Łódź', 'ul. Ściegiennego 5']) expect(text).toContain(expected);
});

it('a long address is shrunk or cut to its line, and the barcode still reads', async () => {
  const crowded = {
    ...SAMPLE_RECIPIENT,
    addressLines: ['Strada Ștefan cel Mare și Sfânt '.repeat(4), 'bl. A3', 'sc. 2', 'ap. 14', 'etaj 3'],
  };
  const { pages, text } = await renderAndRead(
    [sampleLabel({ recipient: crowded, routeCode: 'RO-MS 12 / SORTOWNIA TÂRGU MUREȘ' })],
    '100150',
  );

  expect(pages).toEqual([['1000000000000000000000000001']]);
  expect(text).toContain('…');
});

it('a failing source of labels fails the render and the stream, after the labels before it', async () => {
  function* failing(): Generator<ParcelLabel> {
    yield sampleLabel();
    throw new Error('read model gone');
  }
  const out = createWriteStream(join(dir, 'failing.pdf'));

  await expect(renderLabelsPdf(failing(), '100150', out)).rejects.toThrow('read model gone');
  expect(out.destroyed).toBe(true);
});

it('an empty input is refused rather than written as a PDF without pages', async () => {
  await expect(renderLabelsPdf([], '100150', createWriteStream(join(dir, 'empty.pdf')))).rejects.toThrow('No labels');
});
