import { INTERNAL_NUMBER_PATTERN, parseInternalNumber, parseLabelBarcode } from '../../shipments/numbers.js';

/**
 * What a scan means: the one rule set of spec/01 §5 and spec/02 §5/§9 that the
 * console (before sending) and the API (on receiving) both apply. The table of
 * outcomes is in docs/scanner.md; the rules here are checked in this order:
 *
 * 1. surrounding whitespace (a wedge scanner's Enter, Tab, spaces) is dropped;
 *    nothing left: rejected `empty`;
 * 2. more than 28 characters: rejected `too_fast` (two codes typed into one)
 *    unless the length is 29, 31 or 35 (other barcodes that long), or the code
 *    carries the internal instruction marker (not on the search screen);
 * 3. the marker `#II#` anywhere: an internal instruction, its code the text after the marker;
 * 4. only digits and 8, 13 or 14 of them: rejected `ean8` / `ean13` / `ean14`
 *    (a product's barcode scanned by mistake; our own parcel numbers have letters);
 * 5. 28 digits starting 1000 or 0000: our label (0000 = re-stick);
 * 6. containing RE_: an out number (the RE_ removed), to be re-stuck;
 * 7. 9 or 10 characters: an out number, to be re-stuck;
 * 8. a digit, 3-5 letters, 4 or more digits: a parcel number (upper-cased);
 * 9. anything else (a workstation code, a courier's barcode): `other`.
 *
 * Markers and letters are matched ignoring case (a scanner behind Caps Lock
 * types lower case); `raw` is always the scanned text without the surrounding whitespace.
 */

export type ScanScreen = 'scanning' | 'sorting' | 'intake' | 'inbound' | 'search';

/** The pause after the last character that ends a code without Enter (spec/02 §5, §9). */
export const SCAN_PAUSE_MS: Readonly<Record<ScanScreen, number>> = {
  scanning: 1000,
  sorting: 400,
  intake: 400,
  inbound: 400,
  search: 800,
};

/** How often a scanning screen puts the focus back into its scan input (spec/02 §9). */
export const SCAN_REFOCUS_MS = 2000;

/**
 * The marker of our internal instruction barcodes (the spec names the marker
 * but not its text): `#II#` followed by the instruction code, e.g. `#II#ZONE7`.
 * `#` cannot occur in our numbers, labels or the couriers' numbers, so a code
 * carrying it is never mistaken for a parcel.
 */
export const INTERNAL_INSTRUCTION_MARKER = '#II#';

/** The longest code a scan may be before it reads as two codes typed into one. */
export const MAX_SCAN_LENGTH = 28;
/** Longer codes that are still one barcode (spec/02 §5). */
export const LONG_SCAN_LENGTHS: readonly number[] = [29, 31, 35];

export type ScanRejection = 'empty' | 'ean8' | 'ean13' | 'ean14' | 'too_fast';

export type ScanReading =
  /** Our 28-digit label: `parcelSerial` is characters 5-15 (the parcel serial and its check digit). */
  | { readonly kind: 'label'; readonly parcelSerial: string; readonly restick: boolean; readonly raw: string }
  /** A courier's out number: the label must be re-stuck. */
  | { readonly kind: 'out_number'; readonly number: string; readonly restick: true; readonly raw: string }
  /** A parcel number (ours look like 7PRO0000012345), upper-cased. */
  | { readonly kind: 'parcel_number'; readonly number: string; readonly raw: string }
  /** One of our instruction barcodes: `code` is the text after the marker. */
  | { readonly kind: 'internal_instruction'; readonly code: string; readonly raw: string }
  /** Anything else: a workstation code, a foreign barcode, a 29/31/35-character code. */
  | { readonly kind: 'other'; readonly value: string; readonly raw: string }
  | { readonly kind: 'rejected'; readonly reason: ScanRejection; readonly raw: string };

const EAN_BY_LENGTH: Readonly<Record<number, ScanRejection>> = { 8: 'ean8', 13: 'ean13', 14: 'ean14' };
const LABEL = /^(1000|0000)\d{24}$/;
const OUT_NUMBER_PREFIX = /RE_/i;
const MARKER = new RegExp(INTERNAL_INSTRUCTION_MARKER, 'i');
const PARCEL_NUMBER = new RegExp(INTERNAL_NUMBER_PATTERN.source, 'i');

/** What a scanned code means on a screen. */
export function readScan(input: string, screen: ScanScreen): ScanReading {
  const raw = input.trim();
  if (raw === '') return { kind: 'rejected', reason: 'empty', raw };

  const marker = MARKER.exec(raw);
  if (raw.length > MAX_SCAN_LENGTH && !LONG_SCAN_LENGTHS.includes(raw.length) && !(marker && screen !== 'search')) {
    return { kind: 'rejected', reason: 'too_fast', raw };
  }
  if (marker) {
    const code = raw.slice(marker.index + INTERNAL_INSTRUCTION_MARKER.length).trim();
    return code ? { kind: 'internal_instruction', code, raw } : { kind: 'other', value: raw, raw };
  }

  const ean = /^\d+$/.test(raw) ? EAN_BY_LENGTH[raw.length] : undefined;
  if (ean) return { kind: 'rejected', reason: ean, raw };

  if (LABEL.test(raw)) return { kind: 'label', parcelSerial: raw.slice(4, 15), restick: raw.startsWith('0000'), raw };

  if (OUT_NUMBER_PREFIX.test(raw)) {
    const number = raw.replace(OUT_NUMBER_PREFIX, '').trim();
    return number ? { kind: 'out_number', number, restick: true, raw } : { kind: 'other', value: raw, raw };
  }
  if (raw.length === 9 || raw.length === 10) return { kind: 'out_number', number: raw, restick: true, raw };

  if (PARCEL_NUMBER.test(raw)) return { kind: 'parcel_number', number: raw.toUpperCase(), raw };

  return { kind: 'other', value: raw, raw };
}

/** The warnings of rejected scans (spec/02 §8), the same words in the console and in the API's answers. */
export const SCAN_WARNINGS = {
  ean8: 'Zeskanowano nieprawidłowy kod - wykryto EAN8',
  ean13: 'Zeskanowano nieprawidłowy kod - wykryto EAN13',
  ean14: 'Zeskanowano nieprawidłowy kod - wykryto EAN14',
  too_fast: 'Zbyt szybko skanujesz przesyłki',
} as const satisfies Record<Exclude<ScanRejection, 'empty'>, string>;

/** The warning to show for a reading; null when there is none (a read code, or an empty Enter that is simply ignored). */
export function scanWarning(reading: ScanReading): string | null {
  if (reading.kind !== 'rejected' || reading.reason === 'empty') return null;
  return SCAN_WARNINGS[reading.reason];
}

/**
 * The parcel a reading names when it names one of ours by itself: a label whose
 * check digits hold, or our parcel number (not a shipment number). Null for
 * anything else, including out numbers and other numbers, which need a lookup.
 */
export function scannedParcelId(reading: ScanReading): number | null {
  if (reading.kind === 'label') return parseLabelBarcode(reading.raw)?.parcelId ?? null;
  if (reading.kind === 'parcel_number') {
    const ref = parseInternalNumber(reading.number);
    return ref?.kind === 'parcel' ? ref.id : null;
  }
  return null;
}
