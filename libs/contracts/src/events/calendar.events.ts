import { z } from 'zod';
import { eventTypesOf } from './event-types.js';

/** The schema of each calendar event's data (stream calendar-<year>), current version 1. */

const dayId = z.number().int().min(1);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const calendarEventSchemas = {
  NonWorkingDayAdded: z.object({ dayId, date, name: z.string().min(1) }),
  NonWorkingDayRemoved: z.object({ dayId, date }),
} as const;

export const CALENDAR_EVENT_TYPES = eventTypesOf(calendarEventSchemas);
