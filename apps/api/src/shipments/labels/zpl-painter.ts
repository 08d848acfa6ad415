import type { BarcodeElement, LabelElement, TextElement, TextMetrics } from './label-elements.js';

/** 203 dpi: 8 dots per millimetre, so the 100x150 mm label is 800x1200 dots. */
export const DOTS_PER_MM = 8;
const dots = (mm: number) => Math.round(mm * DOTS_PER_MM);

/**
 * The printer's scalable font 0 cannot be measured here: texts are fitted with
 * a generous average advance (font 0 is condensed, about half an em), so they
 * end up narrower than their box rather than wider.
 */
export const ZPL_METRICS: TextMetrics = {
  width: (text, size) => text.length * size * 0.6,
  ellipsis: '...',
};

export function zplElement(element: LabelElement): string {
  if (element.type === 'box') {
    const width = Math.max(1, dots(element.width));
    const height = Math.max(1, dots(element.height));
    return `^FO${dots(element.x)},${dots(element.y)}^GB${width},${height},${Math.min(width, height)},B,0^FS`;
  }
  return element.type === 'text' ? zplText(element) : zplBarcode(element);
}

const JUSTIFY = { left: 'L', center: 'C', right: 'R' } as const;

/** ^FT puts the baseline at y; a one-line ^FB aligns within the width; ^FR prints white over a black box. */
function zplText(element: TextElement): string {
  const height = dots(element.size);
  const reverse = element.inverse ? '^FR' : '';
  return `^FT${dots(element.x)},${dots(element.baseline)}^A0N,${height},${height}^FB${dots(element.width)},1,0,${JUSTIFY[element.align]},0${reverse}^FH_^FD${zplField(element.text)}^FS`;
}

/** Code 128 in automatic mode (subset C for digits, as the PDF's symbol); the digits are a text element of their own. */
function zplBarcode(element: BarcodeElement): string {
  const height = dots(element.height);
  return `^FO${dots(element.x)},${dots(element.y)}^BY${Math.max(1, dots(element.module))},3,${height}^BCN,${height},N,N,N,A^FH_^FD${zplField(element.data)}^FS`;
}

/** Field data under ^FH_: the command prefixes and the escape itself as hex, control characters dropped. */
export function zplField(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[_^~\\]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
