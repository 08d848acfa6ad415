import { z } from 'zod';
import { eventTypesOf } from './event-types.js';

/** The schema of each status-type event's data (stream status-type-<id>), current version 1. */

const statusTypeId = z.number().int().min(1);
const details = z.object({
  name: z.string().min(1),
  displayed_name: z.string().min(1),
  displayed_name_ro: z.string().min(1),
  internal: z.union([z.literal(0), z.literal(1)]),
  code: z.string().nullable(),
  group_id: z.number().int().nullable(),
});
const definition = details.extend({
  id_courier: z.number().int().min(1),
  system_id: z.string().nullable(),
  repeatable: z.boolean(),
});

export const statusTypeEventSchemas = {
  StatusTypeDefined: z.object({ statusTypeId, statusType: definition }),
  StatusTypeChanged: z.object({ statusTypeId, details }),
  StatusTypeDeleted: z.object({ statusTypeId }),
} as const;

/** Every statuses-area event. */
export const statusesEventSchemas = { ...statusTypeEventSchemas } as const;

export const STATUS_TYPE_EVENT_TYPES = eventTypesOf(statusTypeEventSchemas);
