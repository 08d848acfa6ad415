import { z } from 'zod';
import { dataTableRequest } from './data-table.js';
import { listingCriteria } from './listing.js';
import { flag, intId } from './validation.js';

/**
 * Reports (exports) (spec/01 §2 "Reports modal and exports list", §3 Export, §4 export statuses, §7 Exports;
 * spec/03 §2 report download, §8 listing export). Base path app/v1/export:
 * POST   /                          order { type, client_id?, start?, end?, re_account?, criteria? } -> 201 { uuid, message }
 *                                   (406 'Wygenerowanie pliku wedle zadanych kryteriów (processable) nie jest możliwy!')
 * POST   /custom                    order { type, start, end, criteria? } -> 201 { uuid, message }
 * GET    /find/{uuid}               -> ExportView (status, performed_count / total_count)
 * GET    /find/{uuid}/validation_errors -> ExportValidationError[]
 * PATCH  /validation_error/         { id, reviewed } (staff)
 * PATCH  /                          { id, used_for_invoice } (admins)
 * POST   /latest/                   table protocol -> { draw, data: ExportView[], recordsTotal, recordsFiltered }
 * POST   /latest/{type}             -> ExportView | null: the caller's latest of a type
 * GET    /download/{identifier}?_public_token=  the file (a file-token route); 'Pobranie pliku nie jest możliwe!' when not ready
 * Progress: socket.io room of the export (entity kind 'export'), read model 'exports'; the 5 s poll is the fallback.
 */

export const EXPORT_TYPES = [
  'standard_from_filters',
  'standard_from_filters_with_accounting',
  'invoiced_parcels_with_problem_return_to_client_decision',
  'employee_activity',
  'billing',
] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** The two standard types take the listing's dates; the others custom dates (spec/03 §2). */
export const STANDARD_EXPORT_TYPES = ['standard_from_filters', 'standard_from_filters_with_accounting'] as const;

/** Export statuses (spec/01 §4). */
export const EXPORT_STATUSES = [
  'order_accepted',
  'accounting',
  'generated',
  'downloaded',
  'validated',
  'validation_error',
  'verified',
  'internal_error',
  'file_deleted',
] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** A file can be downloaded in these statuses; otherwise 'Pobranie pliku nie jest możliwe!'. */
export const DOWNLOADABLE_EXPORT_STATUSES: readonly ExportStatus[] = ['validated', 'validation_error', 'downloaded', 'generated'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const day = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? value.slice(0, 10) : value),
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') })
    .regex(DATE, { error: 'invalid_value' })
    .refine(
      (text) => {
        // A real day: Date rolls 2026-02-30 over to March.
        const at = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text);
      },
      { error: 'invalid_value' },
    ),
);

export const exportOrderRequest = z.object({
  type: z.enum(EXPORT_TYPES, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') }),
  client_id: z.preprocess(
    (value) => (value === null || value === '' || value === 0 || value === '0' ? undefined : value),
    intId.optional(),
  ),
  start: day.optional(),
  end: day.optional(),
  re_account: z.preprocess((value) => (value === null || value === '' ? undefined : value), flag.optional()).transform((v) => v ?? false),
  criteria: listingCriteria.optional(),
});
export type ExportOrderRequest = z.output<typeof exportOrderRequest>;

export const customExportOrderRequest = z.object({
  type: z.enum(EXPORT_TYPES, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') }),
  start: day,
  end: day,
  criteria: listingCriteria.optional(),
});
export type CustomExportOrderRequest = z.output<typeof customExportOrderRequest>;

export const exportOrderResponse = z.object({ uuid: z.string(), message: z.string() });
export type ExportOrderResponse = z.output<typeof exportOrderResponse>;

export const exportUuidParams = z.object({ uuid: z.uuid({ error: 'invalid_value' }) });
export const exportIdentifierParams = z.object({ identifier: z.uuid({ error: 'invalid_value' }) });
export const exportTypeParams = z.object({ type: z.enum(EXPORT_TYPES, { error: 'invalid_value' }) });

export const exportValidationErrorPatch = z.object({ id: intId, reviewed: flag });
export const exportUsedForInvoicePatch = z.object({ id: intId, used_for_invoice: flag });

export const exportsTableRequest = dataTableRequest.extend({ length: z.coerce.number().int().min(1).max(100).default(10) });
export type ExportsTableRequest = z.output<typeof exportsTableRequest>;

/** An export (spec/01 §3). */
export interface ExportView {
  id: number;
  identifier: string;
  type: ExportType;
  name: string;
  created_at: string;
  status: ExportStatus;
  error: string | null;
  errors_count: number;
  used_for_invoice: boolean;
  client_id: number | null;
  client_name: string | null;
  performed_count: number;
  total_count: number;
}

/** A validation error row of an export (spec/01 §3). */
export interface ExportValidationError {
  id: number;
  validationErrorId: number;
  type: string;
  internalWaybill: string | null;
  parcelInternalNumbers: string[];
  reviewed: boolean;
  additionalData: Record<string, unknown>;
}
