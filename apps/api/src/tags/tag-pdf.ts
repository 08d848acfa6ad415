import { pipeline } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type { TagRequest } from '@parcel/contracts';
import { LABEL_HEIGHT_MM, LABEL_WIDTH_MM } from '../shipments/labels/label-elements.js';
import { registerLabelFonts } from '../shipments/labels/label-fonts.js';
import { PT_PER_MM, paintLabel, pdfMetrics } from '../shipments/labels/pdf-painter.js';
import { layoutTag } from './tag-layout.js';

/** One tag as a one-page PDF (100x150 mm, DejaVu Sans embedded), streamed into `out` (and `out` ended). */
export async function renderTagPdf(tag: TagRequest, out: NodeJS.WritableStream): Promise<void> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: 'Etykieta', Producer: 'parcel back office' } });
  registerLabelFonts(doc);
  doc.addPage({ size: [LABEL_WIDTH_MM * PT_PER_MM, LABEL_HEIGHT_MM * PT_PER_MM], margin: 0 });
  paintLabel(doc, layoutTag(tag, pdfMetrics(doc)), { x: 0, y: 0 }, 1);
  const written = pipeline(doc, out);
  doc.end();
  await written;
}

/** The file name: the kind and the value, letters and digits only ("tag-workstation-TY-SORT-01.pdf"). */
export function tagFileName(tag: TagRequest): string {
  const value = tag.value.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40);
  return `tag-${tag.type}-${value}.pdf`;
}
