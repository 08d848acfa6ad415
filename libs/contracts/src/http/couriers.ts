import { z } from 'zod';
import { intId } from './validation.js';

/**
 * Couriers: lockers (pickup points) of the courier networks (spec/03 §7, spec/02 §7).
 * GET app/v2/locker/search?country_id=&locality_id=&query=   -> LockerView[] (active only, at most 50, by name)
 *     admin, warehouse_worker, client
 * GET locker/ido_sell/{country}  (RO, HU, BG, CZ, SK)         -> text/csv attachment: the country's active lockers
 *     in the IdoSell layout (docs/couriers.md), admin
 */

/** Countries with pickup points (spec/03 §9), by our country id. */
export const PICKUP_POINT_COUNTRIES = { RO: 1, HU: 3, BG: 4, CZ: 10, SK: 11 } as const;
export type PickupPointCountry = keyof typeof PICKUP_POINT_COUNTRIES;
export const PICKUP_POINT_COUNTRY_CODES = Object.keys(PICKUP_POINT_COUNTRIES) as PickupPointCountry[];
const PICKUP_POINT_COUNTRY_IDS: readonly number[] = Object.values(PICKUP_POINT_COUNTRIES);

export const LOCKER_SEARCH_LIMIT = 50;

export const lockerSearchQuery = z.object({
  country_id: intId.refine((id) => PICKUP_POINT_COUNTRY_IDS.includes(id), { error: 'invalid_value' }),
  locality_id: intId.optional(),
  /** Part of the name, address, locality or postal code (case and diacritics ignored); 3 characters or more when given. */
  query: z
    .string()
    .trim()
    .max(100, { error: 'too_long' })
    .refine((text) => text === '' || text.length >= 3, { error: 'too_short' })
    .optional()
    .transform((text) => (text ? text : undefined)),
});
export type LockerSearchQuery = z.output<typeof lockerSearchQuery>;

export const lockerView = z.object({
  /** 'SD-<id>' Sameday easybox, 'CG-<id>' Cargus Ship&Go. */
  id: z.string(),
  name: z.string(),
  address: z.string(),
  postal_code: z.string(),
  locality_id: z.number().nullable(),
  locality_name: z.string(),
  courier: z.enum(['sameday', 'cargus']),
});
export type LockerView = z.output<typeof lockerView>;
export const lockerSearchResponse = z.array(lockerView);

export const idoSellCountryParams = z.object({
  country: z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase() : value),
    z.enum(PICKUP_POINT_COUNTRY_CODES, { error: 'invalid_value' }),
  ),
});
