import bwipjs from 'bwip-js';

/**
 * The Code 128 symbol of `data` as module widths, bar first, alternating bar and
 * space (start, data, check and stop characters; no quiet zones). Painted as
 * plain rectangles, the bars stay vector-sharp in the PDF at any scale.
 */
export function code128Modules(data: string): number[] {
  const [symbol] = bwipjs.raw('code128', data, {});
  if (!symbol || !('sbs' in symbol)) throw new Error(`Code 128 could not encode ${JSON.stringify(data)}`);
  return symbol.sbs;
}

/** The quiet zone each side of the symbol, in modules (ISO/IEC 15417: at least 10). */
export const QUIET_ZONE_MODULES = 10;
