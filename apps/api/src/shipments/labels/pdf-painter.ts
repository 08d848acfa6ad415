import type PDFDocument from 'pdfkit';
import type { BarcodeElement, LabelElement, TextElement, TextMetrics } from './label-elements.js';
import { BOLD, REGULAR } from './label-fonts.js';

type Doc = InstanceType<typeof PDFDocument>;

export const PT_PER_MM = 72 / 25.4;
/** Widths as the document's embedded DejaVu Sans sets them (in mm when the size is in mm). */
export function pdfMetrics(doc: Doc): TextMetrics {
  return {
    width: (text, size, bold) =>
      doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(size)
        .widthOfString(text),
    ellipsis: '…',
  };
}

/** Paints a label's elements with its top left corner at `origin` (mm on the page), `scale` times the 100x150 mm canvas. */
export function paintLabel(doc: Doc, elements: readonly LabelElement[], origin: { x: number; y: number }, scale: number): void {
  doc.save();
  // From here on one user unit is one millimetre of the label canvas.
  doc.transform(scale * PT_PER_MM, 0, 0, scale * PT_PER_MM, origin.x * PT_PER_MM, origin.y * PT_PER_MM);
  for (const element of elements) {
    if (element.type === 'box') doc.rect(element.x, element.y, element.width, element.height).fill('black');
    else if (element.type === 'text') paintText(doc, element);
    else paintBars(doc, element);
  }
  doc.restore();
}

function paintText(doc: Doc, element: TextElement): void {
  doc
    .font(element.bold ? BOLD : REGULAR)
    .fontSize(element.size)
    .fillColor(element.inverse ? 'white' : 'black');
  // Measured only when aligned otherwise than left: setting a text shapes it, and shaping is most of a label's time.
  const free = element.align === 'left' ? 0 : element.width - doc.widthOfString(element.text);
  const x = element.x + (element.align === 'center' ? free / 2 : free);
  doc.text(element.text, x, element.baseline, { lineBreak: false, baseline: 'alphabetic' });
}

/** One path of rectangles, one fill. */
function paintBars(doc: Doc, barcode: BarcodeElement): void {
  let x = barcode.x;
  barcode.modules.forEach((modules, index) => {
    const width = modules * barcode.module;
    if (index % 2 === 0) doc.rect(x, barcode.y, width, barcode.height);
    x += width;
  });
  doc.fill('black');
}
