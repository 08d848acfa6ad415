import type { LockerExportRow } from './lockers.js';

/**
 * The pickup-point file an IdoSell shop imports (docs/couriers.md, "IdoSell
 * file"): UTF-8 with a byte-order mark, semicolons, CRLF, a header row, one
 * active locker per row, by id.
 */
export const IDO_SELL_COLUMNS = [
  'point_id',
  'name',
  'address',
  'postal_code',
  'city',
  'county',
  'country',
  'latitude',
  'longitude',
  'card_payment',
  'courier',
] as const;

const COURIER_NAMES = { sameday: 'Sameday easybox', cargus: 'Cargus Ship&Go' } as const;

/** A text cell: quoted when it holds a separator, quote or line break; a leading formula character is neutralised. */
export function csvText(value: string | null): string {
  let text = (value ?? '').replace(/\r\n?|\n/g, ' ');
  if (/^[=+\-@\t]/.test(text)) text = `'${text}`;
  return /[;"]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvNumber = (value: number | null) => (value === null ? '' : String(value));

export const idoSellHeader = (): string => `\uFEFF${IDO_SELL_COLUMNS.join(';')}\r\n`;

export function idoSellLine(row: LockerExportRow, countryIso: string): string {
  return [
    csvText(row.id),
    csvText(row.name),
    csvText(row.address),
    csvText(row.postal_code),
    csvText(row.locality_name),
    csvText(row.county),
    countryIso,
    csvNumber(row.lat),
    csvNumber(row.lng),
    row.supported_payment ? '1' : '0',
    COURIER_NAMES[row.courier],
  ]
    .join(';')
    .concat('\r\n');
}

export const idoSellFileName = (countryIso: string): string => `ido_sell_pickup_points_${countryIso}.csv`;
