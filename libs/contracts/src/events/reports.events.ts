import { z } from 'zod';
import { EXPORT_TYPES } from '../http/exports.js';
import { eventTypesOf } from './event-types.js';

/**
 * The schema of each event of an export's stream (`export-<uuid>`), current
 * version 1. The order carries everything the worker needs (type, criteria,
 * dates, who ordered, for which client); the worker records its attempts,
 * progress, validation errors and the file; people record downloads, reviews
 * and the invoice flag.
 */

const identifier = z.uuid();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().min(0);

export const exportValidationErrorData = z.object({
  id: z.number().int().min(1),
  type: z.string().min(1),
  internalWaybill: z.string().nullable(),
  parcelInternalNumbers: z.array(z.string()),
  additionalData: z.record(z.string(), z.unknown()),
});

export const exportEventSchemas = {
  ExportOrdered: z.object({
    identifier,
    exportId: z.number().int().min(1),
    type: z.enum(EXPORT_TYPES),
    name: z.string().min(1),
    /** The listing's criteria (standard reports), as validated by the contract. */
    criteria: z.record(z.string(), z.unknown()).nullable(),
    start: day,
    end: day,
    custom: z.boolean(),
    reAccount: z.boolean(),
    /** Who ordered (the metadata says it too; kept here for the read model and the rules). */
    userId: z.string().min(1),
    role: z.number().int(),
    /** The client whose rows the report holds: a client's own, or the one staff chose; null for every client. */
    clientId: z.number().int().min(1).nullable(),
    clientName: z.string().nullable(),
  }),
  ExportStarted: z.object({ identifier, attempt: z.number().int().min(1) }),
  ExportProgressed: z.object({ identifier, attempt: z.number().int().min(1), performedCount: count, totalCount: count }),
  ExportValidationErrorsFound: z.object({
    identifier,
    attempt: z.number().int().min(1),
    errors: z.array(exportValidationErrorData).min(1),
  }),
  ExportGenerated: z.object({
    identifier,
    attempt: z.number().int().min(1),
    /** The file's name inside the exports directory. */
    file: z.string().min(1),
    bytes: count,
    rows: count,
    errorsCount: count,
  }),
  ExportFailed: z.object({ identifier, attempt: z.number().int().min(0), error: z.string().min(1) }),
  ExportDownloaded: z.object({ identifier }),
  ExportUsedForInvoiceChanged: z.object({ identifier, usedForInvoice: z.boolean() }),
  ExportValidationErrorReviewed: z.object({ identifier, validationErrorId: z.number().int().min(1), reviewed: z.boolean() }),
} as const;

/** Every reports-area event. */
export const reportsEventSchemas = { ...exportEventSchemas } as const;

export const EXPORT_EVENT_TYPES = eventTypesOf(exportEventSchemas);
