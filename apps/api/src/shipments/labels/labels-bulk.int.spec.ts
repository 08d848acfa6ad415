import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import type { ParcelLabel } from './label.js';
import { renderLabelsPdf } from './labels-pdf.js';
import { sampleShipments } from './sample-labels.js';
import { heapAfterGc } from './testing/heap.js';

const LABELS = 2000;
const WARM_AT = 200;
/**
 * Measured about 2 MB over 1,800 labels (the page tree a PDF lists at its end, ~1 KB a page);
 * four times that still fails pdfkit's per-word layout cache (about 12 MB here, more with real addresses).
 */
const HEAP_GROWTH_LIMIT = 8 * 1024 * 1024;

it(`${LABELS.toLocaleString('en')} labels stream into one PDF: written as they come, the heap flat`, { timeout: 180_000 }, async () => {
  let written = 0;
  let writtenAtHalf = 0;
  let heapWarm = 0;
  let heapLast = 0;
  let read = 0;
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => ((written += chunk.length), done()) });
  function* labels(): Generator<ParcelLabel> {
    for (const label of sampleShipments(LABELS)) {
      if (read === LABELS) return;
      if (read === WARM_AT) heapWarm = heapAfterGc();
      if (read === LABELS / 2) writtenAtHalf = written;
      if (read === LABELS - 1) heapLast = heapAfterGc();
      read += 1;
      yield label;
    }
  }

  await renderLabelsPdf(labels(), '100150', sink);

  expect(read).toBe(LABELS);
  expect(written).toBeGreaterThan(LABELS * 1000);
  // Half the labels read: about half the document already out, not held back until the end.
  expect(writtenAtHalf).toBeGreaterThan(written / 4);
  expect(heapLast - heapWarm).toBeLessThan(HEAP_GROWTH_LIMIT);
  console.info(
    `${LABELS} labels: ${(written / 1e6).toFixed(1)} MB of PDF, heap growth ${((heapLast - heapWarm) / 1e6).toFixed(1)} MB after label ${WARM_AT}`,
  );
});
