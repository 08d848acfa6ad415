/** The Polish captions and value formats printed on a label (PDF and ZPL alike). */
import type { ParcelLabel } from './label.js';

export const CAPTIONS = {
  sender: 'NADAWCA',
  recipient: 'ODBIORCA',
  returnRecipient: 'ADRES ZWROTU',
  parcel: 'Paczka',
  cod: 'POBRANIE',
  noCod: 'BEZ POBRANIA',
  weight: 'Waga',
  service: 'Usługa',
  locker: 'Automat',
  waybill: 'List przewozowy',
  courierNumber: 'Nr przewoźnika',
  phone: 'tel.',
} as const;

/** The banner of a label that is not a plain first label. */
export const KIND_BANNERS: Record<ParcelLabel['kind'], string | null> = {
  standard: null,
  return: 'ZWROT',
  re_stick: 'PONOWNE NAKLEJENIE',
};

/** Labels are printed in Poland: the date is the Warsaw calendar day of createdAt. */
const LABEL_TIME_ZONE = 'Europe/Warsaw';
const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: LABEL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const amountFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const weightFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });

/** 'YYYY-MM-DD'; an unparsable value is printed as given rather than failing a whole bulk print. */
export function formatLabelDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** '1 234,50 PLN' */
export const formatAmount = (amount: number, currency: string) => `${amountFormat.format(amount)} ${currency}`;

/** '2,5 kg' */
export const formatWeight = (kg: number) => `${weightFormat.format(kg)} kg`;

/** '1000 1234 5678 ...': the human-readable barcode digits in groups of four. */
export const groupDigits = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');
