/** The browser's datetime-local field holds local time as 'YYYY-MM-DDTHH:mm'. */
const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as the datetime-local field shows it (the user's local time). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The field's local time as an ISO moment for the API; null when the field holds no valid date-time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Today in Warsaw as YYYY-MM-DD (the back office's days are Warsaw days). */
export const warsawToday = (at: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
