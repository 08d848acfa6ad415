import type { TagRequest, TagType } from '@parcel/contracts';
import { QUIET_ZONE_MODULES, code128Modules } from '../shipments/labels/code128.js';
import { CONTENT_WIDTH_MM, LINE_ADVANCE, LabelCanvas, MARGIN_MM } from '../shipments/labels/label-canvas.js';
import { LABEL_WIDTH_MM, type LabelElement, type TextMetrics } from '../shipments/labels/label-elements.js';

/** What the tag says it is, at its top. */
export const TAG_CAPTIONS: Record<TagType, string> = {
  client: 'KLIENT',
  workstation: 'STANOWISKO',
  problematic_sector: 'SEKTOR PROBLEMATYCZNY',
};

const LABEL_TOP = 16;
const LABEL_BOTTOM = 80;
const BARCODE_TOP = 88;
const BARCODE_HEIGHT = 35;
const VALUE_TOP = 128;
/** The label's letters: as big as fit the block, from 16 mm down to 6 mm. */
const LABEL_SIZES = [16, 14, 12, 11, 10, 9, 8, 7, 6];
/** 4 dots of a 203 dpi printer at most; less when a long value needs it to fit the width. */
const MAX_MODULE_MM = 0.5;

/**
 * A tag on the 100x150 mm canvas (the parcel labels' printer stock): what it is
 * (caption), the label in big bold letters over up to several lines, and the
 * value as a Code 128 barcode with the value written under it.
 */
export function layoutTag(tag: TagRequest, metrics: TextMetrics): LabelElement[] {
  const canvas = new LabelCanvas(metrics);
  const next = canvas.text(TAG_CAPTIONS[tag.type], { top: MARGIN_MM + 1, size: 5, minSize: 3, bold: true, align: 'center' });
  canvas.rule(next);
  labelBlock(canvas, metrics, tag.label);
  canvas.rule(LABEL_BOTTOM + 2);
  barcode(canvas, tag.value);
  canvas.text(tag.value, { top: VALUE_TOP, size: 8, minSize: 3, bold: true, align: 'center' });
  return canvas.elements;
}

/** The label's lines at the largest size whose lines all fit the block, centred in it. */
function labelBlock(canvas: LabelCanvas, metrics: TextMetrics, label: string): void {
  const height = LABEL_BOTTOM - LABEL_TOP;
  for (const size of LABEL_SIZES) {
    const lines = wrapWords(metrics, label, CONTENT_WIDTH_MM, size);
    const blockHeight = lines.length * size * LINE_ADVANCE;
    if (blockHeight <= height || size === LABEL_SIZES[LABEL_SIZES.length - 1]) {
      let top = LABEL_TOP + Math.max(0, (height - blockHeight) / 2) + (size * (LINE_ADVANCE - 1)) / 2;
      for (const line of lines) top = canvas.text(line, { top, size, minSize: size * 0.7, bold: true, align: 'center' });
      return;
    }
  }
}

/** Words on lines no wider than `width` (a word wider than a line is broken between letters). */
export function wrapWords(metrics: TextMetrics, text: string, width: number, size: number): string[] {
  const fits = (line: string) => metrics.width(line, size, true) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** The value's Code 128 symbol centred with its quiet zones, modules as wide as fit the tag (at most 0.5 mm). */
function barcode(canvas: LabelCanvas, value: string): void {
  const modules = code128Modules(value);
  const total = modules.reduce((sum, width) => sum + width, 0);
  const module = Math.min(MAX_MODULE_MM, LABEL_WIDTH_MM / (total + 2 * QUIET_ZONE_MODULES));
  const x = (LABEL_WIDTH_MM - total * module) / 2;
  canvas.elements.push({ type: 'barcode', data: value, modules, x, y: BARCODE_TOP, height: BARCODE_HEIGHT, module });
}
