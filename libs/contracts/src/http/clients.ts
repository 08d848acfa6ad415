import { z } from 'zod';
import { dataTableRequest } from './data-table.js';
import { INT4_MAX, emailField, flag, numeric, zeroOneFlag } from './validation.js';

/** Client management contracts (spec/01 §7 "Clients", "Client additional parameters"). */

const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });
const requiredText = (max: number) => text(max).min(1);
/** Ids are whole numbers from 1, within an int4 column. */
const positiveInt = z.number().int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(INT4_MAX, { error: 'invalid_value' });

/** A client id in a path or body (numbers from 1). */
export const clientIdField = numeric(positiveInt);
export const clientIdParams = z.object({ id: clientIdField });
/** GET client/data/{id}: 0 is the logged-in client. */
export const clientDataParams = z.object({
  id: numeric(z.number().int({ error: 'invalid_value' }).min(0, { error: 'invalid_value' }).max(INT4_MAX, { error: 'invalid_value' })),
});
export const uuidField = z.string().uuid({ error: 'invalid_value' });

/** Two zeros and up to two digits (the create form shows 0048 as +48). */
export const phonePrefixField = z
  .string()
  .trim()
  .regex(/^00\d{0,2}$/, { error: 'invalid_phone_prefix' });
export const phoneNumberField = z
  .string()
  .trim()
  .regex(/^\d{9,10}$/, { error: 'invalid_phone_number' });

/** The country id of Poland (libs/domain clients/catalogues POLAND_ID; the client form's default). */
const POLAND = 2;

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** A Polish NIP: 10 digits, the last one the weighted sum of the first nine (6,5,7,2,3,4,5,6,7) mod 11. */
export function isValidNip(nip: string): boolean {
  if (!/^\d{10}$/.test(nip)) return false;
  const sum = NIP_WEIGHTS.reduce((total, weight, i) => total + weight * Number(nip[i]), 0);
  return sum % 11 === Number(nip[9]);
}

/** A NIP as people write it ("525-000-00-09", "525 000 00 09") reduced to its digits. */
export const normaliseNip = (nip: string): string => nip.replace(/[\s-]/g, '');

/** Stored as 10 digits; dashes and spaces are dropped, the checksum must hold. */
export const nipField = z
  .string()
  .trim()
  .transform(normaliseNip)
  .pipe(
    z
      .string()
      .min(1)
      .refine((nip) => nip === '' || isValidNip(nip), { error: 'invalid_nip' }),
  );

/** A Polish post code: NN-NNN. */
export const isPolishPostCode = (postCode: string): boolean => /^\d{2}-\d{3}$/.test(postCode.trim());

/** A client in Poland has a Polish post code (other countries keep their own forms). */
function withPolishPostCode<S extends z.ZodObject>(schema: S): S {
  return schema.superRefine(
    (client, context) => {
      const { country, post_code: postCode } = client as { country?: unknown; post_code?: unknown };
      if (Number(country ?? POLAND) === POLAND && typeof postCode === 'string' && postCode.trim() !== '' && !isPolishPostCode(postCode)) {
        context.addIssue({ code: 'custom', path: ['post_code'], message: 'invalid_post_code' });
      }
    },
    // Also when other fields fail, so the form marks the post code at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/** The client form (spec/01 §5): the company data, same field names in events and rows. */
export const clientProfile = z.object({
  name: requiredText(255),
  country: numeric(positiveInt.default(2)),
  city: requiredText(100),
  post_code: requiredText(20),
  street: requiredText(255),
  address: text(255).default('-'),
  phone_number_prefix: phonePrefixField.default('0048'),
  phone_number: phoneNumberField,
  email: emailField,
  nip: nipField,
  contact_name: text(255).default(''),
  bank_account_number: text(64).default('n/d'),
  cod_enabled: zeroOneFlag,
  download_ext: zeroOneFlag,
  ext_number: zeroOneFlag,
  shipment_note: text(500).default(''),
  sender_signature: text(255).default(''),
  re_returning_address: requiredText(1000),
  re_broadcasting_facility_address: requiredText(1000),
});
export type ClientProfileInput = z.output<typeof clientProfile>;

const allowedCountries = z
  .array(numeric(z.number().int().min(0).max(INT4_MAX)))
  .max(20)
  .default([]);

/** POST client: the create form also requires the shipment note. */
export const createClientRequest = withPolishPostCode(
  clientProfile.extend({
    shipment_note: requiredText(500),
    allowed_countries: allowedCountries,
  }),
);
export type CreateClientRequest = z.output<typeof createClientRequest>;

/** PUT app/v1/client/: the full client including allowed_countries. */
export const updateClientRequest = withPolishPostCode(clientProfile.extend({ id: clientIdField, allowed_countries: allowedCountries }));
export type UpdateClientRequest = z.output<typeof updateClientRequest>;

/** DELETE client and POST client/restore. */
export const clientIdRequest = z.object({ id: clientIdField });

export const createdClientResponse = z.object({ id: z.number(), message: z.literal('client_added') });

export const clientView = clientProfile.extend({
  id: z.number(),
  /** As stored: clients recorded before the checksum rule keep their NIP readable. */
  nip: z.string(),
  allowed_countries: z.array(z.number()),
  deleted_at: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  /** Whether a shop-platform (iai) password is set; the password itself is never answered. */
  has_iai_password: z.boolean(),
  /** SENDING_SHIPMENTS_BLOCK is defined. */
  sending_blocked: z.boolean(),
});
export type ClientView = z.output<typeof clientView>;

export const clientRow = z.object({
  id: z.number(),
  name: z.string(),
  country: z.number(),
  city: z.string(),
  post_code: z.string(),
  street: z.string(),
  address: z.string(),
  phone_number_prefix: z.string(),
  phone_number: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type ClientRow = z.output<typeof clientRow>;

/**
 * POST app/v1/client/list: the table protocol plus the list's criteria (spec/01 §2 selectors; missing_price_list:
 * docs/pricing.md "Clients missing price lists").
 */
export const clientListRequest = dataTableRequest.extend({
  client_alias_or_emag_name: z.string().trim().max(100).default(''),
  deleted: flag.default(false),
  shipment_count_volume: z.enum(['A', 'B', 'C']).nullable().default(null),
  last_month: flag.default(false),
  last_mont_shipment_count_by_volume: z.enum(['A', 'B', 'C']).nullable().default(null),
  volume_growing: flag.nullable().default(null),
  missing_price_list: flag.default(false),
  /** Active clients with no courier credential at all (not in the spec: the dashboard's figure, docs/dashboard.md). */
  missing_courier_credentials: flag.default(false),
});
export type ClientListRequest = z.output<typeof clientListRequest>;

export const clientOption = z.object({ id: z.number(), name: z.string() });
export const clientSearchParams = z.object({ term: z.string().trim().min(3, { error: 'too_short' }).max(100) });
export const clientSearchResult = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const clientNavigation = z.object({ previous_client: z.number().nullable(), next_client: z.number().nullable() });

/** Dates as YYYY-MM-DD. */
export const billingPeriod = z.object({ start: z.string(), end: z.string() });

/** The spec names the post code `postal_code` (spec/02 §7) and `post_code` (the client's field): either is taken. */
export const verifyChooseRequest = z.preprocess(
  (v) =>
    typeof v === 'object' && v !== null && !('post_code' in v) && 'postal_code' in v
      ? { ...v, post_code: (v as { postal_code: unknown }).postal_code }
      : v,
  z.object({ client_id: clientIdField, post_code: requiredText(20), phone_number: requiredText(20) }),
);
export const verifyChooseResponse = z.object({ verified: z.boolean() });

export const countryView = z.object({ id: z.number(), name: z.string(), iso_code: z.string() });

// ---- Client price bands ----

const percent = numeric(z.number().min(0, { error: 'too_small' }).max(100, { error: 'too_big' }));

export const priceBandFields = z.object({
  net_price: numeric(z.number().min(0, { error: 'too_small' })),
  vat_percentage: percent,
  min_weight_value: percent,
  max_weight_value: percent,
  service_id: z.literal('2505', { error: 'invalid_value' }).default('2505'),
});
export const createPriceRequest = priceBandFields.extend({ id_client: clientIdField });
export const updatePriceRequest = createPriceRequest.extend({ id: uuidField });
export const priceIdRequest = z.object({ id: uuidField });
export const priceView = priceBandFields.extend({ id: z.string(), id_client: z.number() });
export type PriceView = z.output<typeof priceView>;

// ---- Client additional parameters ----

export const parameterTypeView = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['boolean', 'select', 'number', 'text', 'contact']),
  options: z.array(z.string()),
  option_keys: z.array(z.string()),
  default_value: z.string().nullable(),
  min: z.number().nullable(),
  editable: z.boolean(),
  contact_courier_id: z.number().nullable(),
});
export type ParameterTypeView = z.output<typeof parameterTypeView>;

export const extraParameterView = z.object({
  name: z.string(),
  type: z.string(),
  options: z.array(z.string()),
  option_keys: z.array(z.string()),
  value: z.string().nullable(),
});

export const parameterView = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  value: z.string(),
  hidden_value: z.string().nullable(),
  type_id: z.number(),
  client_id: z.number(),
  extra_parameters: z.array(extraParameterView),
});
export type ParameterView = z.output<typeof parameterView>;

/** POST app/v1/client/{id}/additional: the value defaults to the type's default. */
/** A parameter's value as text; a JSON true/false or 1/0 (boolean kinds) is taken as its text. */
const parameterValue = z.preprocess(
  (value) => (typeof value === 'boolean' || typeof value === 'number' ? String(value) : value),
  text(255),
);

export const defineParameterRequest = z.object({
  type_id: numeric(positiveInt),
  value: parameterValue.optional(),
  hidden_value: text(255).nullable().optional(),
});
export const changeParameterRequest = z.object({ id: uuidField, value: parameterValue, hidden_value: text(255).nullable().optional() });
export const parameterIdRequest = z.object({ id: uuidField });
export const parameterParams = z.object({ id: clientIdField, parameterId: uuidField });
export const parameterTypeParams = z.object({ id: numeric(positiveInt) });
