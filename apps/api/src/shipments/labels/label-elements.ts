/**
 * A label as drawing elements on a 100x150 mm canvas (millimetres, origin top
 * left), made once by the layout and painted by the PDF and the ZPL renderer.
 */

export const LABEL_WIDTH_MM = 100;
export const LABEL_HEIGHT_MM = 150;

export interface TextElement {
  readonly type: 'text';
  readonly text: string;
  /** The left edge of the line the text is aligned in, and its width. */
  readonly x: number;
  readonly width: number;
  readonly align: 'left' | 'center' | 'right';
  readonly baseline: number;
  /** Em size in mm. */
  readonly size: number;
  readonly bold: boolean;
  /** White on the black box under it. */
  readonly inverse: boolean;
}

/** A filled black rectangle (boxes behind inverse text, rules, frames). */
export interface BoxElement {
  readonly type: 'box';
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface BarcodeElement {
  readonly type: 'barcode';
  /** The encoded content (Code 128). */
  readonly data: string;
  /** Module widths, bar first (see code128Modules). */
  readonly modules: readonly number[];
  /** The left edge of the first bar, the top, the bar height and one module's width. */
  readonly x: number;
  readonly y: number;
  readonly height: number;
  readonly module: number;
}

export type LabelElement = TextElement | BoxElement | BarcodeElement;

/** How wide a text is set in the renderer's font: what the layout fits texts with. */
export interface TextMetrics {
  /** Width in mm of `text` at em size `size` mm. */
  width(text: string, size: number, bold: boolean): number;
  /** What a text cut to fit ends with. */
  readonly ellipsis: string;
}
