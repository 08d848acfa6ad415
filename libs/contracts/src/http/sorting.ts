import { z } from 'zod';
import { dateTimeField } from './shipments.js';
import { intId } from './validation.js';

/**
 * Sorting (spec/02 §2 /parcel-classification, spec/03 §8; docs/sorting.md). Base path app/v1:
 * POST parcel/classify/courier  { barcode, status_type_id, problematic_sector_id, client_id?, scan_id?, scanned_at? }
 *   201 { message: 'classified', zone, bucket: {name, identifier}, courier, completed_multi_pack, parcel_id, parcel_number }
 *   205 { message: 'workstation_set' } (the barcode was this worker's workstation code)
 *   402/405/406/410/412/424/425 { code, reason, zone, suggested_status_type_id, suggested_problematic_sector_id, ... }
 *   403 workstation_elsewhere, 404 sorting_parcel_unknown (zone 10), 428 workstation_required, 422 field errors
 * GET  sorting/rules             the zone table and the rules (admins)
 * GET  sorting/zones             the zone list (number, name, kind): the floor view's legend (staff)
 * GET  sorting/clients/{term}    clients to sort for: [{ id, name }] (staff; 3+ characters, at most 20)
 */

/** An optional id: absent, null or '' mean none. */
const optionalId = intId.nullable().optional();

export const classifyParcelRequest = z.object({
  barcode: z.string().trim().min(1, { error: 'required' }).max(64, { error: 'too_long' }),
  /** The status to give (default 56 'Posortowana'); 90 needs a sector, 91 goes to sector 1. */
  status_type_id: intId.default(56),
  problematic_sector_id: optionalId,
  /** The client whose parcels the worker sorts (the screen's client field): a parcel of another is refused 402. */
  client_id: optionalId,
  scan_id: z.string().trim().min(1, { error: 'required' }).max(64, { error: 'too_long' }).optional(),
  /** When the scanner read the code (the status row's time); default now. */
  scanned_at: dateTimeField.optional(),
});
export type ClassifyParcelRequest = z.output<typeof classifyParcelRequest>;

export const sortingBucketView = z.object({ name: z.string(), identifier: z.string() });
export type SortingBucketView = z.output<typeof sortingBucketView>;

export const classifyParcelAnswer = z.object({
  message: z.literal('classified'),
  zone: z.number(),
  zone_name: z.string(),
  bucket: sortingBucketView,
  courier: z.string().nullable(),
  /** This scan completed a multi-pack: its parcels waiting in the waiting room (fetch them and scan them). */
  completed_multi_pack: z.array(z.string()).nullable(),
  parcel_id: z.number(),
  parcel_number: z.string(),
});
export type ClassifyParcelAnswer = z.output<typeof classifyParcelAnswer>;

/** The body of a refusal (402 ... 425). */
export const classifyParcelRefusal = z.object({
  code: z.string(),
  reason: z.string().optional(),
  zone: z.number().nullable().optional(),
  zone_name: z.string().nullable().optional(),
  suggested_status_type_id: z.number().nullable().optional(),
  suggested_problematic_sector_id: z.number().nullable().optional(),
  /** 424: how many parcels of the multi-pack are here, of how many, and which are missing. */
  present: z.number().optional(),
  total: z.number().optional(),
  missing: z.array(z.string()).optional(),
  parcel_number: z.string().optional(),
});
export type ClassifyParcelRefusal = z.output<typeof classifyParcelRefusal>;

export const sortingZoneView = z.object({
  zone: z.number(),
  kind: z.string(),
  name: z.string(),
  courier: z.string().nullable(),
  description: z.string(),
  buckets: z.array(sortingBucketView),
  per_client: z.boolean(),
});
export type SortingZoneView = z.output<typeof sortingZoneView>;

/** One rule of the decision, in the order they apply. */
export const sortingRuleView = z.object({
  order: z.number(),
  http: z.number(),
  /** classified, problem, waiting_room, unknown_parcel or a refusal's code. */
  outcome: z.string(),
  reason: z.string().nullable(),
  zone: z.number().nullable(),
  suggested_problematic_sector_id: z.number().nullable(),
  records: z.boolean(),
});
export type SortingRuleView = z.output<typeof sortingRuleView>;

export const sortingRulesView = z.object({ zones: z.array(sortingZoneView), rules: z.array(sortingRuleView) });
export type SortingRulesView = z.output<typeof sortingRulesView>;

export const sortingClientsParams = z.object({ term: z.string().trim().min(3, { error: 'too_short' }).max(100, { error: 'too_long' }) });
export const sortingClientOption = z.object({ id: z.number(), name: z.string() });
export type SortingClientOption = z.output<typeof sortingClientOption>;
