import type { PublicHistoryRow, PublicTrackingResponse } from '@parcel/contracts';
import type { TrackingLanguage } from './tracking-language';

export type HistoryTab =
  | { readonly key: 'common'; readonly kind: 'common'; readonly rows: readonly PublicHistoryRow[] }
  | {
      readonly key: string;
      readonly kind: 'parcel';
      readonly position: number;
      readonly number: string;
      readonly rows: readonly PublicHistoryRow[];
    };

const newestFirst = (rows: readonly PublicHistoryRow[]) => [...rows].sort((a, b) => Date.parse(b.when) - Date.parse(a.when));

/**
 * The history as the page shows it, newest first. One parcel: one list (the
 * shipment's own rows, such as "created", with the parcel's). More parcels: a
 * common tab (the shipment's rows) and one tab per parcel, in their order.
 */
export function historyTabs(response: PublicTrackingResponse): readonly HistoryTab[] {
  if (response.parcels.length <= 1) {
    return [{ key: 'common', kind: 'common', rows: newestFirst([...response.history, ...(response.parcels[0]?.history ?? [])]) }];
  }
  const parcels = [...response.parcels].sort((a, b) => a.position - b.position);
  return [
    { key: 'common', kind: 'common', rows: newestFirst(response.history) },
    ...parcels.map((parcel) => ({
      key: parcel.number,
      kind: 'parcel' as const,
      position: parcel.position,
      number: parcel.number,
      rows: newestFirst(parcel.history),
    })),
  ];
}

/** A status's name in the page's language. */
export const statusName = (row: PublicHistoryRow, language: TrackingLanguage) => (language === 'ro' ? row.name_ro : row.name) || row.name;

const REGION_NAMES: Record<TrackingLanguage, Intl.DisplayNames> = {
  pl: new Intl.DisplayNames(['pl'], { type: 'region' }),
  ro: new Intl.DisplayNames(['ro'], { type: 'region' }),
};

/** The destination country (the API sends its ISO code) named in the page's language by the browser; anything else as sent. */
export function countryName(value: string, language: TrackingLanguage): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return value;
  try {
    return REGION_NAMES[language].of(code) ?? value;
  } catch {
    return value;
  }
}

const TIME_FORMATS: Record<TrackingLanguage, Intl.DateTimeFormat> = {
  pl: new Intl.DateTimeFormat('pl', { dateStyle: 'short', timeStyle: 'short' }),
  ro: new Intl.DateTimeFormat('ro', { dateStyle: 'short', timeStyle: 'short' }),
};

/** A row's date and time through the formatter of the page's language. */
export const formatWhen = (iso: string, language: TrackingLanguage) => TIME_FORMATS[language].format(new Date(iso));
