import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ParcelLabel } from './label.js';
import { LABEL_HEIGHT_MM, LABEL_WIDTH_MM } from './label-elements.js';
import { layoutLabel } from './label-layout.js';
import { DOTS_PER_MM, ZPL_METRICS, zplElement } from './zpl-painter.js';

/**
 * ZPL II for 100x150 mm labels at 203 dpi, one ^XA...^XZ format per label,
 * concatenated (a bulk print is one file), written to `out` as the labels
 * arrive (and `out` ended). Same layout as the PDF; UTF-8 fields (^CI28).
 */
export async function renderLabelsZpl(
  labels: AsyncIterable<ParcelLabel> | Iterable<ParcelLabel>,
  out: NodeJS.WritableStream,
): Promise<void> {
  await pipeline(Readable.from(zplFormats(labels)), out);
}

async function* zplFormats(labels: AsyncIterable<ParcelLabel> | Iterable<ParcelLabel>): AsyncGenerator<string> {
  for await (const label of labels) yield zplLabel(label);
}

export function zplLabel(label: ParcelLabel): string {
  const setup = ['^XA', '^CI28', `^PW${LABEL_WIDTH_MM * DOTS_PER_MM}`, `^LL${LABEL_HEIGHT_MM * DOTS_PER_MM}`, '^LH0,0'];
  return [...setup, ...layoutLabel(label, ZPL_METRICS).map(zplElement), '^XZ', ''].join('\n');
}
