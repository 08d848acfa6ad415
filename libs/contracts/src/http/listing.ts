import { z } from 'zod';
import { dataTableRequest } from './data-table.js';
import { dateTimeField } from './shipments.js';
import { flag, intId, numeric } from './validation.js';

/**
 * The parcel and shipment listing (spec/03 §2 "Parcel and shipment listing", §3 rows and criteria, §7, §8, §9).
 * Base path app/v1, all three roles (a client sees only its own rows):
 * POST parcel/list          { ...table protocol (draw, start = row offset, length, order, search), criteria }
 *                           -> { draw, data: ParcelListRow[] | ShipmentListRow[], recordsTotal, recordsFiltered }
 *                           criteria.type chooses the list; the date range is criteria.start / criteria.end.
 * POST parcel/status/group  admins: { ids, id_status_type, when, where } -> 200 { message };
 *                           420 { message, numbers } when some parcels already had the status (path not in the spec).
 * Live read model: 'listing'.
 */

export const LISTING_TYPES = ['parcels', 'shipments'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The page-size menu (spec/03 §9); any length 1..5000 is accepted. */
export const LISTING_PAGE_SIZES = [25, 500, 1000, 5000] as const;
export const LISTING_MAX_PAGE = 5000;

export const LISTING_PROBLEM_RULES = [
  'SHIPMENT_NOT_ACCOUNTED',
  'SHIPMENT_REGISTRATION_FAILED',
  'SHIPMENT_NOT_MAIN_INVOICED',
  'SHIPMENT_NOT_AFTER_SERVICE_INVOICED',
] as const;
export type ListingProblemRule = (typeof LISTING_PROBLEM_RULES)[number];

/** The listing's country filter offers RO, HU, BG (spec/03 §9); ids 1, 3, 4 are accepted too. */
export const LISTING_COUNTRIES = { RO: 1, HU: 3, BG: 4 } as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const day = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? value.slice(0, 10) : value),
  z
    .string({ error: 'invalid_value' })
    .regex(DATE, { error: 'invalid_value' })
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), { error: 'invalid_value' })
    .optional(),
);
const text = z.preprocess(
  (value) => (value === null || value === '' ? undefined : typeof value === 'number' ? String(value) : value),
  z.string({ error: 'invalid_value' }).trim().max(100, { error: 'too_long' }).optional(),
);
const optionalFlag = z.preprocess((value) => (value === null || value === '' ? undefined : value), flag.optional());
const optionalId = z.preprocess((value) => (value === null || value === '' ? undefined : value), intId.optional());
const country = z.preprocess(
  (value) => {
    if (value === null || value === '') return undefined;
    if (typeof value === 'string' && value.toUpperCase() in LISTING_COUNTRIES) return LISTING_COUNTRIES[value.toUpperCase() as 'RO'];
    return value;
  },
  numeric(z.union([z.literal(1), z.literal(3), z.literal(4)], { error: 'invalid_value' }).optional()),
);

/**
 * Which date start/end filter (not in the spec; docs/dashboard.md): the created date (the default, spec/03 §2), or
 * the day a parcel was first received in the warehouse (a shipment: any of its parcels).
 */
export const LISTING_DATE_TYPES = ['created', 'received'] as const;
export type ListingDateType = (typeof LISTING_DATE_TYPES)[number];

/** Listing criteria (spec/03 §3). Dates are Warsaw days, both ends included. */
export const listingCriteria = z.object({
  type: z.enum(LISTING_TYPES, { error: 'invalid_value' }).default('parcels'),
  start: day,
  end: day,
  date_type: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.enum(LISTING_DATE_TYPES, { error: 'invalid_value' }).optional(),
  ),
  client_id: optionalId,
  client_name: text,
  client_ids: z.preprocess((value) => (value === null ? undefined : value), z.array(intId).max(1000).optional()),
  client_list_filter_mode: z.enum(['include', 'exclude'], { error: 'invalid_value' }).default('include'),
  status_group_id: optionalId,
  courier_id: optionalId,
  locker: optionalFlag,
  cod: optionalFlag,
  country,
  out_number: text,
  internal_number: text,
  return_number: text,
  deleted: optionalFlag.transform((value) => value ?? false),
  last_status_id: optionalId,
  processable: optionalFlag,
  problem_rule_code: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.enum(LISTING_PROBLEM_RULES, { error: 'invalid_value' }).optional(),
  ),
  problematic_sector_id: optionalId,
});
export type ListingCriteria = z.output<typeof listingCriteria>;

/** POST parcel/list: the table protocol (start = row offset) plus criteria; length up to 5000. */
export const listingRequest = dataTableRequest.extend({
  length: z.coerce.number().int().min(1).max(LISTING_MAX_PAGE).default(25),
  criteria: listingCriteria.default(listingCriteria.parse({})),
});
export type ListingRequest = z.output<typeof listingRequest>;

/** A parcel row (spec/03 §3), plus the shipment's number (row click) and the countries (the flag). */
export interface ParcelListRow {
  id: number;
  internal_number: string;
  shipment_number: string;
  status_name: string | null;
  recipient_name: string;
  client_id: number;
  client_name: string;
  destination_city: string | null;
  source_city: string | null;
  return_parcel: boolean;
  out_number: string | null;
  in_number: string | null;
  buffer_number: string | null;
  return_number: string | null;
  declared_content: string | null;
  cash_on_delivery: boolean;
  cash_on_delivery_value: number | null;
  currency: string | null;
  created_at: string;
  error_message: string | null;
  id_in_courier: number | null;
  id_out_courier: number | null;
  sender_country_id: number | null;
  recipient_country_id: number | null;
  selected: boolean;
}

/** A shipment row (spec/03 §3); type 'return' or 'emag_return' count as returns. */
export interface ShipmentListRow {
  id: number;
  internal_waybill: string;
  recipient_name: string;
  client_id: number;
  client_name: string;
  recipient_locality_name: string | null;
  sender_locality_name: string | null;
  out_waybill: string | null;
  in_waybill: string | null;
  declared_content: string | null;
  cash_on_delivery: boolean;
  cash_on_delivery_value: number | null;
  currency: string | null;
  created_at: string;
  type: 'standard' | 'return' | 'emag' | 'emag_return';
  sender_country_id: number | null;
  recipient_country_id: number | null;
}

/** POST parcel/status/group (admins): when defaults to now, where to TYCHY. */
export const groupStatusRequest = z.object({
  ids: z.array(intId, { error: 'invalid_value' }).min(1, { error: 'required' }).max(5000, { error: 'too_big' }),
  id_status_type: intId,
  when: dateTimeField.optional(),
  where: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.string({ error: 'invalid_value' }).trim().min(1).max(100, { error: 'too_long' }).default('TYCHY'),
  ),
});
export type GroupStatusRequest = z.output<typeof groupStatusRequest>;
