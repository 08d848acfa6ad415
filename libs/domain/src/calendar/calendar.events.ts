/** A non-working day as an admin enters it (spec/02 §3 calendar day): its date (YYYY-MM-DD) and name. */
export interface NonWorkingDay {
  readonly dayId: number;
  readonly date: string;
  readonly name: string;
}

/** The events of one calendar year's stream (`calendar-<year>`). */
export type CalendarEvent =
  { type: 'NonWorkingDayAdded'; data: NonWorkingDay } | { type: 'NonWorkingDayRemoved'; data: { dayId: number; date: string } };
