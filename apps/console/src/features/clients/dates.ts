import { language } from '../../shared/i18n/i18n';

const day = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** A calendar day of the API (YYYY-MM-DD) through the formatter; anything else as it is. */
export function formatDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? day.format(new Date(`${value}T00:00:00Z`)) : value;
}
