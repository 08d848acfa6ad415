import { z } from 'zod';
import { eventTypesOf } from './event-types.js';

/** The schema of each problematic-sector event's data, current version 1 (docs/events.md "Scanning (issue 11)"). */

const sectorId = z.number().int().min(1);
const warehouseId = z.number().int().min(1);
const code = z.string().min(1).max(16);

/** A sector's stream (problematic-sector-<id>). */
export const problematicSectorEventSchemas = {
  ProblematicSectorCreated: z.object({
    sectorId,
    code,
    name: z.string().min(1).max(100),
    warehouseId,
    internal: z.boolean(),
    statusTypeId: z.number().int().min(1),
  }),
  ProblematicSectorDeleted: z.object({ sectorId }),
} as const;

/** A sector code's holder in a warehouse (problematic-sector-code-<warehouse>-<code>). */
export const sectorCodeEventSchemas = {
  ProblematicSectorCodeReserved: z.object({ warehouseId, code, sectorId }),
  ProblematicSectorCodeReleased: z.object({ warehouseId, code, sectorId }),
} as const;

export const PROBLEMATIC_SECTOR_EVENT_TYPES = eventTypesOf(problematicSectorEventSchemas);
