import type { TextMetrics } from './label-elements.js';

export interface FittedText {
  readonly text: string;
  readonly size: number;
}

/**
 * The text at `size` if it fits `width`; otherwise shrunk, down to `minSize`;
 * still too wide at `minSize`, cut and ended with the ellipsis. Labels carry
 * whatever clients typed: a long street must never run over the next block.
 */
export function fitText(metrics: TextMetrics, text: string, width: number, size: number, minSize: number, bold: boolean): FittedText {
  const clean = text.replace(/\s+/g, ' ').trim();
  const natural = metrics.width(clean, size, bold);
  if (natural <= width) return { text: clean, size };
  const shrunk = (size * width) / natural;
  if (shrunk >= minSize) return { text: clean, size: shrunk };
  return { text: cutToWidth(metrics, clean, width, minSize, bold), size: minSize };
}

function cutToWidth(metrics: TextMetrics, text: string, width: number, size: number, bold: boolean): string {
  // The longest prefix that fits with the ellipsis (binary search on its length).
  let fits = 0;
  let tooLong = text.length;
  while (tooLong - fits > 1) {
    const middle = (fits + tooLong) >> 1;
    if (metrics.width(text.slice(0, middle).trimEnd() + metrics.ellipsis, size, bold) <= width) fits = middle;
    else tooLong = middle;
  }
  return text.slice(0, fits).trimEnd() + metrics.ellipsis;
}
