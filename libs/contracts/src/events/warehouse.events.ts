import { z } from 'zod';
import { eventTypesOf } from './event-types.js';
import { problematicSectorEventSchemas, sectorCodeEventSchemas } from './problematic-sectors.events.js';

/** The schema of each warehouse-area event's data, current version 1 (docs/warehouse.md). */

const workstationId = z.number().int().min(1);
const when = z.string().datetime();
const details = {
  code: z.string().min(1),
  workstationTypeId: z.number().int().min(1),
  warehouseId: z.number().int().min(1),
};

/** A workstation's stream (workstation-<id>). */
export const workstationEventSchemas = {
  WorkstationCreated: z.object({ workstationId, ...details }),
  WorkstationChanged: z.object({ workstationId, ...details }),
  WorkstationDeleted: z.object({ workstationId }),
  WorkstationClaimed: z.object({
    workstationId,
    workflowId: z.number().int().min(1),
    userId: z.string(),
    email: z.string(),
    startedAt: when,
  }),
  WorkstationReleased: z.object({
    workstationId,
    workflowId: z.number().int().min(1),
    userId: z.string(),
    endType: z.enum(['manual', 'logout', 'admin', 'switch', 'workstation_deleted']),
    endedAt: when,
  }),
} as const;

/** Every warehouse-area event. */
export const warehouseEventSchemas = { ...workstationEventSchemas, ...problematicSectorEventSchemas, ...sectorCodeEventSchemas } as const;

export const WORKSTATION_EVENT_TYPES = eventTypesOf(workstationEventSchemas);
