/** Error codes of the calendar area (non-working days). */
export const CALENDAR_ERROR_CODES = ['calendar_day_exists', 'calendar_day_not_found'] as const;
export type CalendarErrorCode = (typeof CALENDAR_ERROR_CODES)[number];
