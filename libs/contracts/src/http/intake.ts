import { z } from 'zod';
import { dataTableRequest } from './data-table.js';
import { dateTimeField } from './shipments.js';
import { flag, intId, numeric } from './validation.js';

/**
 * Intake with client assignment, unknown client aliases and external inbound
 * (spec/02 §3, §7; issue 11). Blank optional fields are missing.
 */

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
const text = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too_long' });

/** A scanned code as the scanner kit sends it (`raw`): up to 64 characters (longer is two codes typed into one, refused by the kit). */
export const barcodeField = text(64);
/** The scanner kit's id of one scan and its time (a repeated scan id is the same scan). */
export const scanFields = {
  scan_id: optional(z.string().trim().min(1).max(64, { error: 'too_long' })),
  scanned_at: optional(dateTimeField),
};

/** PUT app/v1/parcel/scan-and-assign-to-client (spec/02 §3 intake scan payload, plus the sender alias a label carries). */
export const intakeScanRequest = z.object({
  client_id: optional(intId),
  barcode: barcodeField,
  status_type_id: numeric(
    z.number().int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(2_147_483_647, { error: 'invalid_value' }),
  ).default(55),
  when: optional(dateTimeField),
  where: optional(text(100)),
  external_inbound_id: optional(intId),
  problematic_sector_id: optional(intId),
  create_duplicated_parcel_row: flag.default(false),
  /** The sender's name on the label when it is not one of our clients' (a marketplace seller): reported as an unknown alias. */
  client_alias: optional(text(120)),
  ...scanFields,
});
export type IntakeScanRequest = z.output<typeof intakeScanRequest>;

/** The intake's answers (HTTP 201 / 202 / 203 / 205 / 206 / 208, spec/02 §4). */
export interface IntakeScanAnswer {
  message: 'parcel_created' | 'client_set' | 'external_inbound_found' | 'workstation_set' | 'messages' | 'problematic_detected';
  /** Polish lines for the screen (what happened to which parcel). */
  messages: string[];
  parcel_id?: number;
  internal_number?: string;
  internal_waybill?: string;
  client_id?: number | null;
  client_name?: string | null;
  external_inbound_id?: number;
  problematic_sector_id?: number;
  problematic_sector_name?: string;
  workstation?: unknown;
}

/** POST app/v1/external_inbound {barcode} (the scan screen adds scan_id and scanned_at). */
export const externalInboundRequest = z.object({ barcode: barcodeField, ...scanFields });
export type ExternalInboundRequest = z.output<typeof externalInboundRequest>;

/** PATCH app/v1/external_inbound {id, comment} (blank clears it). */
export const externalInboundCommentRequest = z.object({
  id: intId,
  comment: z.preprocess((v) => (v === undefined ? undefined : v === null ? '' : v), z.string().trim().max(1000, { error: 'too_long' })),
});
export type ExternalInboundCommentRequest = z.output<typeof externalInboundCommentRequest>;

export const externalInboundIdParams = z.object({ id: intId });

/** A calendar day (YYYY-MM-DD). */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_value' })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'invalid_value' });

/** POST app/v1/external_inbound/list: the table protocol (25 a page) plus the courier and the day scanned (or a range). */
export const externalInboundListRequest = dataTableRequest.extend({
  inbound_courier_id: optional(intId),
  date: optional(day),
  date_from: optional(day),
  date_to: optional(day),
});
export type ExternalInboundListRequest = z.output<typeof externalInboundListRequest>;

export const inboundCourierView = z.object({ id: z.number(), name: z.string() });
export type InboundCourierView = z.output<typeof inboundCourierView>;

export const externalInboundRow = z.object({
  id: z.number(),
  waybill: z.string(),
  barcode: z.string(),
  scanned_at: z.string(),
  scanned_by_user: z.object({ email: z.string() }),
  inbound_courier_id: z.number().nullable(),
  comment: z.string().nullable(),
  parcels_count: z.number(),
});
export type ExternalInboundRow = z.output<typeof externalInboundRow>;

export const externalInboundView = externalInboundRow.omit({ parcels_count: true }).extend({
  parcels: z.array(z.object({ id: z.number(), number: z.string(), added_at: z.string() })),
});
export type ExternalInboundView = z.output<typeof externalInboundView>;

/** PUT app/v1/unknown_client_alias. */
export const resolveClientAliasRequest = z.object({
  id: intId,
  client_id: intId,
  is_emag: flag.default(false),
  resolved_type: z.enum(['manual', 'proposition'], { error: 'invalid_value' }),
});
export type ResolveClientAliasRequest = z.output<typeof resolveClientAliasRequest>;

export const clientAliasIdParams = z.object({ id: intId });

/** GET unknown_client_alias: the aliases still unknown (running number, alias). */
export const unknownClientAliasRow = z.object({ lp: z.number(), id: z.number(), alias: z.string(), reported_at: z.string() });
export type UnknownClientAliasRow = z.output<typeof unknownClientAliasRow>;

/** GET unknown_client_alias/{id} (spec/02 §3). */
export const unknownClientAliasView = z.object({
  id: z.number(),
  alias: z.string(),
  proposed_client_id: z.number().nullable(),
  client_name: z.string().nullable(),
  is_emag: z.union([z.literal(0), z.literal(1)]),
  client_id: z.number().nullable(),
  resolved: z.boolean(),
});
export type UnknownClientAliasView = z.output<typeof unknownClientAliasView>;
