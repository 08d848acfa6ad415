import { z } from 'zod';
import { dataTableRequest, dataTableResponseOf } from './data-table.js';
import { dateTimeField } from './shipments.js';
import { intId } from './validation.js';

/**
 * Reported resignations (spec/03 §2 "Resignation reports", §3, §4, §7 "Resignations", §8; docs/resignations.md).
 * Staff (admins: the staff screens are "Admin only", spec/03 §2), base path app/v1/parcel/resignation:
 * POST   ajax     table protocol -> { draw, data: ResignationView[], recordsTotal, recordsFiltered } (25 a page, newest first)
 * POST   (root)   { waybill, scanned_at?, resend_at?, note? } -> 201 { id, message: 'Utworzono pomyślnie!' }
 * GET    {id}     -> ResignationView
 * PUT    (root)   { id, scanned_at?, resend_at?, note? } -> { id, resend_at, message: 'Zaktualizowano pomyślnie!' }
 *                  (an empty resend_at becomes now, spec/03 §4)
 * DELETE (root)   { id } -> { message: 'Usunięto pomyślnie!' }
 * Client (its own reports only), base path app/v1/client/parcel/resignation:
 * POST   ajax     table protocol -> the same answer, its own reports
 * POST   (root)   { waybill, note? } -> 201 { id, message } (the dates are the staff's: not taken)
 * GET    {id}     -> ResignationView (another client's: 404 resignation_not_found)
 * DELETE (root)   { id } -> { message }
 * waybill: the shipment's internal number or one of its parcels' (the report keeps the shipment's number);
 * unknown, or another client's: 422 { waybill: ['resignation_waybill_unknown'] }; a shipment with a live report:
 * 422 { waybill: ['resignation_exists'] }. Live read model: 'resignations'.
 */

/** spec/03 §9: resignation lists 25 a page. */
export const RESIGNATION_PAGE_SIZE = 25;
export const RESIGNATION_NOTE_MAX_LENGTH = 1000;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Control characters other than tab and line breaks: never part of a note. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A note as plain text: line breaks made \n, control characters dropped, trimmed; blank is no note (null). */
export const plainNote = (text: string): string => text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();

export const resignationNoteField = z.preprocess(
  (value) => (isBlank(value) ? null : typeof value === 'string' ? plainNote(value) || null : value),
  z.string().max(RESIGNATION_NOTE_MAX_LENGTH, { error: 'too_long' }).nullable(),
);

/** The waybill number (spec/03 §5: required), as typed: spaces around it dropped, letters upper-cased. */
export const resignationWaybillField = z
  .string()
  .trim()
  .min(1)
  .max(40, { error: 'too_long' })
  .transform((value) => value.toUpperCase());

/** An optional moment: ISO or 'YYYY-MM-DD HH:mm[:ss]'; blank is none (null). */
const optionalMoment = z.preprocess((value) => (isBlank(value) ? null : value), dateTimeField.nullable());

export const resignationListRequest = dataTableRequest;

/** Staff POST: any shipment's number; the acceptance and resend dates and the note are optional. */
export const createResignationRequest = z.object({
  waybill: resignationWaybillField,
  scanned_at: optionalMoment.default(null),
  resend_at: optionalMoment.default(null),
  note: resignationNoteField.default(null),
});
export type CreateResignationRequest = z.output<typeof createResignationRequest>;

/** Client POST: its own shipment's number and a note (fields read-only after creation, spec/03 §4). */
export const createClientResignationRequest = z.object({
  waybill: resignationWaybillField,
  note: resignationNoteField.default(null),
});
export type CreateClientResignationRequest = z.output<typeof createClientResignationRequest>;

/** Staff PUT: the dates and the note (the waybill stays the report's). */
export const updateResignationRequest = z.object({
  id: intId,
  scanned_at: optionalMoment.default(null),
  resend_at: optionalMoment.default(null),
  note: resignationNoteField.default(null),
});
export type UpdateResignationRequest = z.output<typeof updateResignationRequest>;

export const resignationIdRequest = z.object({ id: intId });
export const resignationParams = z.object({ id: intId });

/**
 * A report as both lists and the forms read it (spec/03 §3, the spec's field
 * names). scanned_at is the acceptance date: the one staff entered, else the
 * shipment's first reception at the warehouse (scanned_at_source says which;
 * null: not received yet); scanned_by_* is who entered it or who scanned.
 * user_name and scanned_by_user_name are the logins' e-mails.
 */
export const resignationView = z.object({
  id: z.number(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  client_id: z.number(),
  client_name: z.string().nullable(),
  waybill: z.string(),
  scanned_at: z.string().nullable(),
  scanned_at_source: z.enum(['entered', 'warehouse']).nullable(),
  resend_at: z.string().nullable(),
  note: z.string().nullable(),
  scanned_by_user_id: z.string().nullable(),
  scanned_by_user_name: z.string().nullable(),
  created_at: z.string(),
});
export type ResignationView = z.output<typeof resignationView>;

export const resignationPage = dataTableResponseOf(resignationView);

export const resignationCreatedResponse = z.object({ id: z.number(), message: z.string() });
export const resignationUpdatedResponse = z.object({ id: z.number(), resend_at: z.string().nullable(), message: z.string() });
export const resignationDeletedResponse = z.object({ message: z.string() });
