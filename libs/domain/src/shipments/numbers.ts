/**
 * The shipment's and parcel's numbers (docs/parcel-lifecycle.md "Numbers").
 * Ids come from database sequences; the numbers are derived from them and
 * back, so a number finds its stream without a lookup table.
 */

const SPACE = 10_000_000_000n; // 10^10 serials
const SERIAL_DIGITS = 10;

type Kind = 'shipment' | 'parcel';
const KIND_LETTER: Record<Kind, string> = { shipment: 'W', parcel: 'P' };
const KIND_DIGIT: Record<Kind, string> = { shipment: '1', parcel: '2' };
// Affine permutations of 0..10^10-1: the multipliers are odd and not multiples of 5.
const PERMUTATION: Record<Kind, { a: bigint; b: bigint }> = {
  shipment: { a: 7_394_857_211n, b: 2_718_281_828n },
  parcel: { a: 3_141_592_653n, b: 1_618_033_988n },
};

/** A digit, 3-5 capital letters, 4 or more digits (spec/02 §9): what the scanner takes for a parcel number. */
export const INTERNAL_NUMBER_PATTERN = /^\d[A-Z]{3,5}\d{4,}$/;
const OUR_NUMBER = /^(\d)([WP])([A-Z]{2})(\d{10})$/;

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}
const INVERSE: Record<Kind, bigint> = {
  shipment: modInverse(PERMUTATION.shipment.a, SPACE),
  parcel: modInverse(PERMUTATION.parcel.a, SPACE),
};

/** Luhn check digit of a string of digits. */
export function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function serialOf(kind: Kind, id: number): string {
  if (!Number.isSafeInteger(id) || id < 1 || BigInt(id) >= SPACE) throw new RangeError(`id out of range: ${id}`);
  const { a, b } = PERMUTATION[kind];
  return ((BigInt(id) * a + b) % SPACE).toString().padStart(SERIAL_DIGITS, '0');
}

function idOfSerial(kind: Kind, serial: string): number {
  const { b } = PERMUTATION[kind];
  return Number((((((BigInt(serial) - b) % SPACE) + SPACE) % SPACE) * INVERSE[kind]) % SPACE);
}

const checkOf = (kind: Kind, serial: string) => luhnDigit(KIND_DIGIT[kind] + serial);

/** The internal number of a shipment or parcel: `<check><W|P><ISO><serial>`. */
export function internalNumber(kind: Kind, id: number, countryIso: string): string {
  const serial = serialOf(kind, id);
  return `${checkOf(kind, serial)}${KIND_LETTER[kind]}${countryIso}${serial}`;
}

export const shipmentNumber = (id: number, countryIso: string) => internalNumber('shipment', id, countryIso);
export const parcelNumber = (id: number, countryIso: string) => internalNumber('parcel', id, countryIso);

export type NumberRef = { readonly kind: Kind; readonly id: number };

/** The shipment or parcel a number names, or null when it is not one of ours or fails its check digit. */
export function parseInternalNumber(value: string): NumberRef | null {
  const match = OUR_NUMBER.exec(value.trim().toUpperCase());
  if (!match) return null;
  const [, check, letter, , serial] = match;
  const kind: Kind = letter === 'W' ? 'shipment' : 'parcel';
  if (checkOf(kind, serial!) !== check) return null;
  const id = idOfSerial(kind, serial!);
  return id >= 1 ? { kind, id } : null;
}

export interface BarcodeFields {
  readonly parcelId: number;
  readonly position: number;
  readonly count: number;
  readonly countryId: number;
  readonly service: number;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The 28-digit label code: 1000 (0000 re-stick) + parcel serial and check + x/n + country + service + reserved + Luhn. */
export function labelBarcode(fields: BarcodeFields, restick = false): string {
  const serial = serialOf('parcel', fields.parcelId);
  const body = `${restick ? '0000' : '1000'}${serial}${checkOf('parcel', serial)}${two(fields.position)}${two(fields.count)}${two(fields.countryId)}${fields.service}00000`;
  return body + luhnDigit(body);
}

/** Reads a 28-digit label code back; null when it is not a valid one of ours. */
export function parseLabelBarcode(code: string): (BarcodeFields & { readonly restick: boolean }) | null {
  if (!/^(1000|0000)\d{24}$/.test(code) || luhnDigit(code.slice(0, 27)) !== code[27]) return null;
  const serial = code.slice(4, 14);
  if (checkOf('parcel', serial) !== code[14]) return null;
  return {
    parcelId: idOfSerial('parcel', serial),
    position: Number(code.slice(15, 17)),
    count: Number(code.slice(17, 19)),
    countryId: Number(code.slice(19, 21)),
    service: Number(code.slice(21, 22)),
    restick: code.startsWith('0000'),
  };
}
