import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;
type FontSource = Parameters<Doc['registerFont']>[1];

/**
 * DejaVu Sans, regular and bold, from apps/api/assets/fonts: this file sits at the
 * same depth under src/ (vitest) and dist/ (built), so one relative URL serves both.
 */
const FONTS_DIR = new URL('../../../assets/fonts/', import.meta.url);

export const REGULAR = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';

let parsed: { regular: FontSource; bold: FontSource } | undefined;

/**
 * Registers the two fonts in a document; each document embeds only the glyphs it
 * uses. The files are read and parsed once per process and the parsed fonts
 * shared: pdfkit takes a parsed (fontkit) font wherever it takes a file, and
 * parsing DejaVu for every document cost more than drawing the label.
 */
export function registerLabelFonts(doc: Doc): void {
  parsed ??= { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  doc.registerFont(REGULAR, parsed.regular);
  doc.registerFont(BOLD, parsed.bold);
}

/** What this file relies on of a parsed (fontkit) font: public API of fontkit. */
interface ParsedFont {
  layout: unknown;
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
}

function parse(file: string): FontSource {
  const data = readFileSync(new URL(file, FONTS_DIR));
  // pdfkit parses a font when a document first selects it; a throwaway document hands over the result.
  const probe = new PDFDocument({ autoFirstPage: false }).font(data) as Doc & { _font?: { font?: ParsedFont } };
  const font = probe._font?.font;
  if (typeof font?.layout !== 'function' || typeof font.getGlyph !== 'function') return data;
  keepCodePoints(font);
  return font as unknown as FontSource;
}

/**
 * fontkit keeps one glyph object per glyph id for the font's lifetime, with the
 * characters it was first asked for. Subsetting asks for the components of
 * composite glyphs (the Z of Ż) without characters; in a shared font that glyph
 * would then reach every later document without them, and the PDF would lose
 * the letter from its text (copy, search, pdftotext). A later request that names
 * the characters fills them in.
 */
function keepCodePoints(font: ParsedFont): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
}
