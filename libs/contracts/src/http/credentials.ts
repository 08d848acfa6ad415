import { z } from 'zod';
import { clientIdField, uuidField } from './clients.js';
import { INT4_MAX, flag, numeric } from './validation.js';
import { EXTERNAL_API_TYPES } from '../catalogues/external-api-types.js';

/** Courier credentials and external API credentials (spec/01 §7). Secrets are write-only except where noted. */

const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });
const requiredText = (max: number) => text(max).min(1);
const positiveInt = z.number().int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(INT4_MAX, { error: 'invalid_value' });
const intId = numeric(positiveInt);
/** The courier: DPD (2) when not given. */
const courierIdField = numeric(positiveInt.default(2));

// ---- Courier credentials ----

/**
 * POST credential (create) / PUT credential (update, with id). On update an
 * empty password keeps the stored one. A new or changed username, password or
 * service needs check_token from a passing PUT credential/check of the same values.
 */
export const courierCredentialFields = z.object({
  id_courier: courierIdField,
  id_client: clientIdField,
  id_type: intId,
  /** Pin as the client's main credential on save. */
  assign: flag.default(false),
  username: requiredText(100),
  password: text(200).default(''),
  contract_number: text(100).default(''),
  service: text(100).default(''),
  note: text(1000).default(''),
  comment: text(1000).default(''),
  check_token: z.string().max(200).optional(),
});
export const createCredentialRequest = courierCredentialFields.extend({ password: requiredText(200) });
export const updateCredentialRequest = courierCredentialFields.extend({ id: uuidField });
export const credentialIdRequest = z.object({ id: uuidField });
export const credentialIdParams = z.object({ id: uuidField });

/** PUT credential/check and PATCH app/v1/credential/: asks the courier. With id and no password, the stored password is used. */
export const checkCredentialRequest = z.object({
  id: uuidField.optional(),
  id_courier: courierIdField,
  username: requiredText(100),
  password: text(200).default(''),
  service: text(100).default(''),
});
/** A passing check (a rejected one answers 406 credential_rejected). */
export const checkCredentialResponse = z.object({
  client_id: z.string(),
  email: z.string(),
  phone_number: z.string(),
  contract_number: z.string(),
  /** Proves this check to the save call; valid for the checked values only. */
  check_token: z.string(),
});

export const courierCredentialView = z.object({
  id: z.string(),
  id_client: z.number(),
  id_courier: z.number(),
  id_type: z.number(),
  username: z.string(),
  contract_number: z.string(),
  service: z.string(),
  note: z.string(),
  comment: z.string(),
  /** Pinned as main: protected against edit and delete. */
  main: z.boolean(),
  last_check: z.object({ passed: z.boolean(), checked_at: z.string() }).nullable(),
});
export type CourierCredentialView = z.output<typeof courierCredentialView>;

export const courierCredentialRow = z.object({
  id: z.string(),
  id_client: z.number(),
  client_name: z.string(),
  id_courier: z.number(),
  courier_name: z.string(),
  id_type: z.number(),
  type: z.string(),
  contract_number: z.string(),
  comment: z.string(),
  main: z.boolean(),
});
export type CourierCredentialRow = z.output<typeof courierCredentialRow>;

export const clientCredentialsTypeParams = z.object({ id: clientIdField, type: intId });
/** POST credential/main pins id as the client's main credential; DELETE credential/main unpins it. */
export const mainCredentialRequest = z.object({ id_client: clientIdField, id: uuidField });
/** PUT credential/reuse: copies credential id to client id_client. */
export const reuseCredentialRequest = z.object({ id: uuidField, id_client: clientIdField });
export const protectedAssignView = z.object({ id: z.string(), id_client: z.number(), client_name: z.string(), contract_number: z.string() });
export const hasDefaultCredentialsResponse = z.object({ has_default_credentials: z.boolean(), id: z.string().nullable() });
export const catalogueItem = z.object({ id: z.number(), name: z.string() });

/** GET ask/credentials/DPD: defaults for a new credential, from configuration. */
export const credentialDefaultsResponse = z.object({
  dpd_system_id: z.string(),
  dpd_api_password: z.string(),
  out_service: z.string(),
  iai_password: z.string(),
});

export const courierIdParams = z.object({ id: intId });
export const contactSearchQuery = z.object({ query: z.string().trim().min(3, { error: 'too_short' }).max(100) });
export const courierContact = z.object({ id: z.string(), name: z.string() });

// ---- Shop-platform (iai) password ----

export const generatedPasswordResponse = z.object({ password: z.string() });
export const setIaiPasswordRequest = z.object({ id: clientIdField, iai_password: requiredText(200) });

// ---- External API credentials ----

export const externalApiTypeField = z.enum(EXTERNAL_API_TYPES, {
  error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value'),
});

/**
 * POST app/v1/client/{id}/external_api_credentials. For marketplace types the
 * username is generated (a sent one is ignored) and an empty password is generated.
 */
export const createExternalCredentialRequest = z.object({
  type: externalApiTypeField,
  username: text(100).default(''),
  password: text(200).default(''),
  token: text(500).default(''),
  ip: text(100).default(''),
});
/** PUT: an empty password or token keeps the stored one. */
export const updateExternalCredentialRequest = createExternalCredentialRequest.extend({ id: uuidField });
export const deleteExternalCredentialRequest = z.object({ credentialsId: uuidField });
export const externalCredentialParams = z.object({ id: clientIdField, credId: uuidField });

export const externalCredentialRow = z.object({
  id: z.string(),
  client_id: z.number(),
  type: z.string(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  creator_id: z.string().nullable(),
  created_at: z.string(),
});
export type ExternalCredentialRow = z.output<typeof externalCredentialRow>;
/** One credential for its edit screen (admin only): the password, to paste into the marketplace panel. */
export const externalCredentialView = externalCredentialRow.extend({ password: z.string().nullable(), has_token: z.boolean() });
export type ExternalCredentialView = z.output<typeof externalCredentialView>;
/** The answer of a create: the generated username and password, shown once. */
export const createdExternalCredentialResponse = z.object({
  id: z.string(),
  username: z.string().nullable(),
  password: z.string().nullable(),
  message: z.string(),
});
/** The two server addresses a client whitelists in the marketplace panel. */
export const serverAddressesResponse = z.object({ addresses: z.array(z.string()) });
