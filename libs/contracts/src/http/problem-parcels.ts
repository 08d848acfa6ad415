import { z } from 'zod';
import { dataTableRequest, dataTableResponseOf } from './data-table.js';
import { intId } from './validation.js';

/**
 * Parcels waiting in problematic sectors and the scan search (spec/02 §2, §7;
 * issue 11 §3). Base path app/v1:
 * PUT  problematic-sector/resolve   { parcel_id | number, resolution, note?, status_type_id? } (the status row: now, at the worker's warehouse)
 *                                   -> { message: 'problem_resolved', parcel_id, sector_id } (409 parcel_not_waiting)
 * POST problematic-sector/parcels   the resolve screen's table (table protocol, 25 a page; sector_id, state waiting|resolved|all),
 *                                   ordered by since (oldest first by default): not in the spec, ours
 * GET  parcel/search/{number}       the scan search: the parcels a code names (a parcel number, a label code, a shipment
 *                                   number, a courier's number); a client finds only its own (404 otherwise): not in the spec, ours
 * Live read models: 'problem_parcels' (the resolve screen), 'parcel_sorting' (where sorting put a parcel).
 */

/** The four ways out of a problematic sector (libs/domain PROBLEM_RESOLUTIONS; Polish names in the console). */
export const problemResolution = z.enum(['returned_to_flow', 'return_to_client', 'relabelled', 'utilised'], { error: 'invalid_value' });

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A parcel number or a 28-digit label code, as typed or scanned. */
const parcelCode = z.string().trim().min(1, { error: 'required' }).max(64, { error: 'too_long' });

export const resolveProblemParcelRequest = z
  .object({
    parcel_id: z.preprocess(blankToUndefined, intId.optional()),
    number: z.preprocess(blankToUndefined, parcelCode.optional()),
    resolution: problemResolution,
    note: z.preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
      z.string().trim().max(500, { error: 'too_long' }).nullable(),
    ),
    status_type_id: z.preprocess(blankToUndefined, intId.optional()),
  })
  .superRefine((body, ctx) => {
    if (body.parcel_id === undefined && body.number === undefined)
      ctx.addIssue({ code: 'custom', path: ['parcel_id'], message: 'required' });
  });
export type ResolveProblemParcelRequest = z.output<typeof resolveProblemParcelRequest>;

export const PROBLEM_PARCEL_STATES = ['waiting', 'resolved', 'all'] as const;

export const problemParcelTableRequest = dataTableRequest.extend({
  sector_id: z.preprocess(blankToUndefined, intId.optional()),
  state: z.preprocess(blankToUndefined, z.enum(PROBLEM_PARCEL_STATES, { error: 'invalid_value' }).default('waiting')),
});
export type ProblemParcelTableRequest = z.output<typeof problemParcelTableRequest>;

const who = z.object({ user_id: z.string().nullable(), email: z.string().nullable(), workstation: z.string().nullable() });

export const problemParcelRow = z.object({
  id: z.string(),
  parcel_id: z.number(),
  parcel_number: z.string(),
  shipment_id: z.number(),
  shipment_number: z.string(),
  client: z.object({ id: z.number(), name: z.string() }),
  sector: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  since: z.string(),
  put_by: who,
  resolved_at: z.string().nullable(),
  resolved_by: who.nullable(),
  resolution: z.string().nullable(),
  note: z.string().nullable(),
});
export type ProblemParcelRow = z.output<typeof problemParcelRow>;
export const problemParcelTableResponse = dataTableResponseOf(problemParcelRow);

export const resolveProblemParcelResponse = z.object({
  message: z.literal('problem_resolved'),
  parcel_id: z.number(),
  sector_id: z.number(),
});
export type ResolveProblemParcelResponse = z.output<typeof resolveProblemParcelResponse>;

/** {number}: what was scanned or typed (URL-encoded). Over 28 characters is refused by the scanner rules before. */
export const parcelSearchParams = z.object({ number: parcelCode });

export const parcelSearchHit = z.object({
  parcel_id: z.number(),
  number: z.string(),
  shipment_number: z.string(),
  /** Staff only (null for clients). */
  client: z.object({ id: z.number(), name: z.string() }).nullable(),
  status: z.object({ id: z.number(), name: z.string(), at: z.string().nullable() }).nullable(),
  /** Where it should be (staff only): the zone sorting put it in, and the problematic sector it waits in. */
  zone: z.object({ zone: z.number(), bucket: z.string().nullable(), courier: z.string().nullable(), at: z.string() }).nullable(),
  sector: z.object({ id: z.number(), code: z.string(), name: z.string(), since: z.string() }).nullable(),
  deleted: z.boolean(),
});
export type ParcelSearchHit = z.output<typeof parcelSearchHit>;
export const parcelSearchResponse = z.object({ parcels: z.array(parcelSearchHit) });
export type ParcelSearchResponse = z.output<typeof parcelSearchResponse>;

export type ProblemResolutionName = z.output<typeof problemResolution>;
export const PROBLEM_RESOLUTION_NAMES = problemResolution.options;
