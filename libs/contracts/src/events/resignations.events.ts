import { z } from 'zod';
import { eventTypesOf } from './event-types.js';

/** The schema of each resignation event's data, current version 1 (docs/resignations.md). */

const resignationId = z.number().int().min(1);
const shipmentId = z.number().int().min(1);
const clientId = z.number().int().min(1);
const userId = z.string().min(1);
const when = z.string().datetime();
const note = z.string().max(1000).nullable();

/** A report's own stream (resignation-<id>). */
export const resignationEventSchemas = {
  /** A client (for its own shipment) or an admin (for any, the client taken from the shipment) reported a resignation. */
  ResignationReported: z.object({
    resignationId,
    shipmentId,
    waybill: z.string().min(1).max(40),
    clientId,
    userId,
    scannedAt: when.nullable(),
    scannedByUserId: userId.nullable(),
    resendAt: when.nullable(),
    note,
  }),
  /** An admin changed the dates or the note (the whole new terms; an empty resend date became the time of the change). */
  ResignationChanged: z.object({
    resignationId,
    clientId,
    scannedAt: when.nullable(),
    scannedByUserId: userId.nullable(),
    resendAt: when.nullable(),
    note,
  }),
  ResignationDeleted: z.object({ resignationId, clientId, shipmentId }),
} as const;

/** A shipment's reservation stream (resignation-waybill-<shipmentId>): the report that names it now. */
export const resignationWaybillEventSchemas = {
  ResignationWaybillReserved: z.object({ shipmentId, resignationId }),
  ResignationWaybillReleased: z.object({ shipmentId, resignationId }),
} as const;

export const resignationsEventSchemas = { ...resignationEventSchemas, ...resignationWaybillEventSchemas } as const;
export const RESIGNATION_EVENT_TYPES = eventTypesOf(resignationEventSchemas);
export const RESIGNATION_WAYBILL_EVENT_TYPES = eventTypesOf(resignationWaybillEventSchemas);
