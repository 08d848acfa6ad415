/** How long a parcel has waited: whole days, hours and minutes between `since` and `now` (never negative). */
export function waited(since: string, now: number): { d: number; h: number; m: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  return { d: Math.floor(minutes / 1440), h: Math.floor((minutes % 1440) / 60), m: minutes % 60 };
}

/** The translation key and values of a wait: minutes under an hour, hours and minutes under a day, else days and hours. */
export function waitedText(since: string, now: number): { key: 'minutes' | 'hours' | 'days'; values: { d: number; h: number; m: number } } {
  const values = waited(since, now);
  return { key: values.d > 0 ? 'days' : values.h > 0 ? 'hours' : 'minutes', values };
}
