import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderLabelsPdf } from './labels-pdf.js';
import { sampleLabel } from './sample-labels.js';
import { pdfText, requirePdfTools } from './testing/pdf-tools.js';

let dir: string;
beforeAll(async () => {
  await requirePdfTools();
  dir = await mkdtemp(join(tmpdir(), 'label-fonts-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// Its own file, so the fonts are fresh: the first document embeds Z only as part of Ż.
it('a letter a previous document embedded only inside another (the Z of Ż) is still text in the next one', async () => {
  const first = join(dir, 'first.pdf');
  const onlyDottedZ = { ...sampleLabel().sender, contactName: null, phone: '+48 601 234 567' };
  await renderLabelsPdf([sampleLabel({ sender: onlyDottedZ, cod: { amount: 1, currency: 'PLN' } })], '100150', createWriteStream(first));
  expect(await pdfText(first)).not.toMatch(/Z(?!\u0307)/);

  const second = join(dir, 'second.pdf');
  await renderLabelsPdf([sampleLabel({ kind: 'return' })], '100150', createWriteStream(second));
  expect(await pdfText(second)).toContain('ZWROT');
});
