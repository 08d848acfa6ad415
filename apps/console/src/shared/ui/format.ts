import { language } from '../i18n/i18n';

const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });

/** Dates and times are shown through the formatter, never as raw ISO strings. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '';
}
