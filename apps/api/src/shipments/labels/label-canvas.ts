import { LABEL_WIDTH_MM, type LabelElement, type TextElement, type TextMetrics } from './label-elements.js';
import { fitText } from './text-fit.js';

export const MARGIN_MM = 3;
export const CONTENT_WIDTH_MM = LABEL_WIDTH_MM - 2 * MARGIN_MM;
/** Cap height of DejaVu Sans per em: a text placed at `top` has the top of its capitals there. */
const CAP_HEIGHT = 0.73;
/** Line advance per em. */
export const LINE_ADVANCE = 1.3;
const RULE_MM = 0.35;
/** A text may shrink to this share of its size before it is cut. */
const MIN_SHRINK = 0.7;

export interface TextPlacement {
  x?: number;
  width?: number;
  /** Either the top of the capitals, or the middle of them (to centre in a box). */
  top?: number;
  middle?: number;
  size: number;
  minSize?: number;
  bold?: boolean;
  align?: TextElement['align'];
  inverse?: boolean;
}

/** Collects a label's elements in millimetres; texts are fitted to their width as they are placed. */
export class LabelCanvas {
  readonly elements: LabelElement[] = [];

  constructor(private readonly metrics: TextMetrics) {}

  /** Places a one-line text; returns where the next line starts (its fitted size times the line advance). */
  text(text: string, at: TextPlacement): number {
    const x = at.x ?? MARGIN_MM;
    const width = at.width ?? CONTENT_WIDTH_MM;
    const bold = at.bold ?? false;
    const fitted = fitText(this.metrics, text, width, at.size, at.minSize ?? at.size * MIN_SHRINK, bold);
    const cap = fitted.size * CAP_HEIGHT;
    const baseline = at.middle !== undefined ? at.middle + cap / 2 : (at.top ?? 0) + cap;
    if (fitted.text) {
      this.elements.push({
        type: 'text',
        text: fitted.text,
        x,
        width,
        align: at.align ?? 'left',
        baseline,
        size: fitted.size,
        bold,
        inverse: at.inverse ?? false,
      });
    }
    return baseline - cap + fitted.size * LINE_ADVANCE;
  }

  /** The width a text takes at a size (before any fitting). */
  measure(text: string, size: number, bold = false): number {
    return this.metrics.width(text, size, bold);
  }

  box(x: number, y: number, width: number, height: number): void {
    this.elements.push({ type: 'box', x, y, width, height });
  }

  /** A full-width hairline; returns where the next block starts. */
  rule(y: number): number {
    this.box(MARGIN_MM, y, CONTENT_WIDTH_MM, RULE_MM);
    return y + RULE_MM + 1;
  }

  frame(x: number, y: number, width: number, height: number, thickness: number): void {
    this.box(x, y, width, thickness);
    this.box(x, y + height - thickness, width, thickness);
    this.box(x, y, thickness, height);
    this.box(x + width - thickness, y, thickness, height);
  }
}
