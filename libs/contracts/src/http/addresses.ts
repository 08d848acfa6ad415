import { z } from 'zod';
import { intId, numeric } from './validation.js';

/**
 * The address database (spec/03 §3 "Locality result", §7, spec/02 postal-code finder):
 * GET  app/v2/address_database/locality/search?country_id&query&postal_code  -> LocalityResult[] (at most 50, best first)
 * GET  app/v2/address_database/locality/{localityId}/street/search?query      -> StreetResult[] (at most 50, best first)
 * POST app/v1/public/address/database/RO/town/autocomplete {searchText}       -> TownResult[] (public, Romania, rate-limited)
 * A search term needs 3 characters; diacritics, capitals and punctuation do not matter.
 */

/** Countries of the catalogue (spec/03 §9); Poland has no address data and finds nothing. */
const COUNTRY_IDS: readonly number[] = [1, 2, 3, 4, 10, 11];

/** The most results one search answers. */
export const ADDRESS_SEARCH_LIMIT = 50;
/** Characters a search term needs (spec/03 §5, spec/02 §5). */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;

/** '', blanks, null and the text 'null' (what a query string makes of a null) mean "not given". */
const absent = (value: unknown): boolean =>
  value === undefined || value === null || value === 'null' || (typeof value === 'string' && value.trim() === '');
const optionalText = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (absent(value) ? undefined : value), schema.optional());

const searchTerm = z.string().trim().min(ADDRESS_SEARCH_MIN_LENGTH, { error: 'too_short' }).max(100, { error: 'too_long' });

/** Letters, digits, spaces and dashes ('010013', '100 00', '01-234'). */
const postalCodeField = z
  .string()
  .trim()
  .max(12, { error: 'too_long' })
  .regex(/^[\p{L}\p{N} -]+$/u, { error: 'invalid_post_code' });

export const localitySearchQuery = z
  .object({
    country_id: numeric(
      z
        .number()
        .int({ error: 'invalid_value' })
        .refine((id) => COUNTRY_IDS.includes(id), { error: 'invalid_value' }),
    ),
    /** Name (3+ characters); with a postal code, any length narrows its localities. */
    query: optionalText(z.string().trim().max(100, { error: 'too_long' })),
    /** Localities with this code or a code starting with it, or with a street of that code. */
    postal_code: optionalText(postalCodeField),
  })
  .superRefine((search, context) => {
    if (search.postal_code !== undefined) return;
    if (search.query === undefined) context.addIssue({ code: 'custom', path: ['query'], message: 'required' });
    else if (search.query.length < ADDRESS_SEARCH_MIN_LENGTH) context.addIssue({ code: 'custom', path: ['query'], message: 'too_short' });
  });
export type LocalitySearchQuery = z.output<typeof localitySearchQuery>;

export const localityResult = z.object({
  id: z.number(),
  name: z.string(),
  /** The county (județ, megye, oblast, kraj). */
  voivodeship: z.string().nullable(),
  municipality: z.string().nullable(),
  main_postal_code: z.string().nullable(),
});
export type LocalityResult = z.output<typeof localityResult>;
export const localitySearchResponse = z.array(localityResult);

export const streetSearchParams = z.object({ localityId: intId });
export const streetSearchQuery = z.object({ query: searchTerm });
export const streetResult = z.object({
  /** Strada, Bulevard, Alee, ... */
  type: z.string(),
  /** With its house-number or block range where the code depends on it ('Zorilor nr. 2-44'). */
  name: z.string(),
  postal_code: z.string(),
});
export type StreetResult = z.output<typeof streetResult>;
export const streetSearchResponse = z.array(streetResult);

/** The public postal-code finder (Romania): a town's name, or the start of a postal code. */
export const townAutocompleteRequest = z.object({ searchText: searchTerm });
export type TownAutocompleteRequest = z.output<typeof townAutocompleteRequest>;
export const townResult = z.object({
  name: z.string(),
  voivodeship: z.string().nullable(),
  municipality: z.string().nullable(),
  postal_code: z.string().nullable(),
});
export type TownResult = z.output<typeof townResult>;
export const townAutocompleteResponse = z.array(townResult);
