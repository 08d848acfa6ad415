import { once } from 'node:events';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type { PaperSize, ParcelLabel } from './label.js';
import { LABEL_HEIGHT_MM, LABEL_WIDTH_MM } from './label-elements.js';
import { layoutLabel } from './label-layout.js';
import { registerLabelFonts } from './label-fonts.js';
import { PT_PER_MM, paintLabel, pdfMetrics } from './pdf-painter.js';

type Doc = InstanceType<typeof PDFDocument>;

interface Sheet {
  readonly width: number;
  readonly height: number;
  /** Where each label's canvas goes on the sheet (mm), filled in order. */
  readonly slots: readonly { x: number; y: number }[];
  /** The 100x150 mm canvas enlarged to fill a slot's height. */
  readonly scale: number;
  /** Dashed vertical lines to cut the labels of a sheet apart (mm from the left). */
  readonly cutLines: readonly number[];
}

const DL_HALF = 297 / 2;
const DL_SCALE = 210 / LABEL_HEIGHT_MM;
const DL_INSET = (DL_HALF - LABEL_WIDTH_MM * DL_SCALE) / 2;

const SHEETS: Record<PaperSize, Sheet> = {
  '100150': { width: LABEL_WIDTH_MM, height: LABEL_HEIGHT_MM, slots: [{ x: 0, y: 0 }], scale: 1, cutLines: [] },
  dl: {
    width: 297,
    height: 210,
    slots: [
      { x: DL_INSET, y: 0 },
      { x: DL_HALF + DL_INSET, y: 0 },
    ],
    scale: DL_SCALE,
    cutLines: [DL_HALF],
  },
};

/**
 * One PDF of the labels, written to `out` as they arrive (and `out` ended):
 * one page per label on 100150, two labels side by side per 297x210 mm sheet
 * on dl. The iterable is read one label at a time and only when `out` wants
 * more, and a page leaves memory once written, so thousands of labels keep
 * memory flat.
 */
export async function renderLabelsPdf(
  labels: AsyncIterable<ParcelLabel> | Iterable<ParcelLabel>,
  size: PaperSize,
  out: NodeJS.WritableStream,
): Promise<void> {
  await pipeline(Readable.from(pdfChunks(labels, SHEETS[size])), out);
}

async function* pdfChunks(labels: AsyncIterable<ParcelLabel> | Iterable<ParcelLabel>, sheet: Sheet): AsyncGenerator<Buffer> {
  // No layout cache: pdfkit would otherwise keep every word it ever set (each label's own digits among them).
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    fontLayoutCache: false,
    info: { Title: 'Etykiety', Producer: 'parcel back office' },
  });
  const written: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => written.push(chunk));
  const ended = once(doc, 'end');
  registerLabelFonts(doc);
  const metrics = pdfMetrics(doc);
  let index = 0;
  for await (const label of labels) {
    const slot = index % sheet.slots.length;
    if (slot === 0) startSheet(doc, sheet);
    paintLabel(doc, layoutLabel(label, metrics), sheet.slots[slot]!, sheet.scale);
    index += 1;
    // pdfkit writes a page when the next one starts: what is out is the previous page.
    if (written.length) yield Buffer.concat(written.splice(0));
  }
  if (index === 0) throw new Error('No labels to render: a PDF needs at least one page');
  doc.end();
  await ended;
  yield Buffer.concat(written.splice(0));
}

function startSheet(doc: Doc, sheet: Sheet): void {
  doc.addPage({ size: [sheet.width * PT_PER_MM, sheet.height * PT_PER_MM], margin: 0 });
  for (const cut of sheet.cutLines) {
    const x = cut * PT_PER_MM;
    doc
      .save()
      .moveTo(x, 0)
      .lineTo(x, sheet.height * PT_PER_MM)
      .lineWidth(0.5)
      .dash(4, { space: 4 })
      .stroke('#888888')
      .restore();
  }
}
