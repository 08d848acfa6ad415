import { z } from 'zod';
import { eventTypesOf } from './event-types.js';
import { EXTERNAL_API_TYPES } from '../catalogues/external-api-types.js';

/** The schema of each client-stream event's data, current version 1. Secrets appear only as ciphertext. */

const clientId = z.number().int().min(1);
const id = z.string().min(1);
const cipher = z.string().regex(/^v1:/);
const zeroOne = z.union([z.literal(0), z.literal(1)]);

const profile = z.object({
  name: z.string(),
  country: z.number().int(),
  city: z.string(),
  post_code: z.string(),
  street: z.string(),
  address: z.string(),
  phone_number_prefix: z.string(),
  phone_number: z.string(),
  email: z.string(),
  nip: z.string(),
  contact_name: z.string(),
  bank_account_number: z.string(),
  cod_enabled: zeroOne,
  download_ext: zeroOne,
  ext_number: zeroOne,
  shipment_note: z.string(),
  sender_signature: z.string(),
  re_returning_address: z.string(),
  re_broadcasting_facility_address: z.string(),
});
const band = z.object({
  net_price: z.number(),
  vat_percentage: z.number(),
  min_weight_value: z.number(),
  max_weight_value: z.number(),
  service_id: z.string(),
});
const courierCredential = z.object({
  courierId: z.number().int(),
  typeId: z.number().int(),
  username: z.string(),
  passwordCipher: cipher,
  contractNumber: z.string(),
  service: z.string(),
  note: z.string(),
  comment: z.string(),
});
const externalCredential = z.object({
  type: z.enum(EXTERNAL_API_TYPES),
  username: z.string().nullable(),
  passwordCipher: cipher.nullable(),
  tokenCipher: cipher.nullable(),
  ip: z.string().nullable(),
});
const countries = z.array(z.number().int());
const parameterValue = { value: z.string(), hiddenValue: z.string().nullable() };

/** The client-number counter stream. */
export const clientIdEventSchemas = {
  ClientIdAssigned: z.object({ clientId }),
} as const;

/** A client's own stream (client-<id>). */
export const clientStreamEventSchemas = {
  ClientCreated: z.object({ clientId, userId: id, profile, allowedCountries: countries }),
  ClientUpdated: z.object({ clientId, profile }),
  ClientAllowedCountriesChanged: z.object({ clientId, allowedCountries: countries }),
  ClientBlocked: z.object({ clientId }),
  ClientRestored: z.object({ clientId }),
  ClientIaiPasswordSet: z.object({ clientId, passwordCipher: cipher }),
  ClientDispatchBlocked: z.object({ clientId, parameterId: id }),
  ClientDispatchUnblocked: z.object({ clientId, parameterId: id }),
  ClientParameterDefined: z.object({ clientId, parameterId: id, typeId: z.number().int(), code: z.string(), ...parameterValue }),
  ClientParameterChanged: z.object({ clientId, parameterId: id, ...parameterValue }),
  ClientParameterRemoved: z.object({ clientId, parameterId: id }),
  ClientPriceBandAdded: z.object({ clientId, priceId: id, band }),
  ClientPriceBandChanged: z.object({ clientId, priceId: id, band }),
  ClientPriceBandRemoved: z.object({ clientId, priceId: id }),
  CourierCredentialAdded: z.object({ clientId, credentialId: id, credential: courierCredential }),
  CourierCredentialChanged: z.object({ clientId, credentialId: id, credential: courierCredential }),
  CourierCredentialChecked: z.object({
    clientId,
    credentialId: id,
    passed: z.boolean(),
    contractNumber: z.string().nullable(),
    checkedAt: z.string().datetime(),
  }),
  CourierCredentialRemoved: z.object({ clientId, credentialId: id }),
  CourierCredentialPinned: z.object({ clientId, credentialId: id }),
  CourierCredentialUnpinned: z.object({ clientId, credentialId: id }),
  ExternalApiCredentialAdded: z.object({ clientId, credentialId: id, credential: externalCredential }),
  ExternalApiCredentialChanged: z.object({ clientId, credentialId: id, credential: externalCredential }),
  ExternalApiCredentialRemoved: z.object({ clientId, credentialId: id }),
} as const;

/** Every clients-area event. */
export const clientEventSchemas = { ...clientIdEventSchemas, ...clientStreamEventSchemas } as const;

export const CLIENT_EVENT_TYPES = eventTypesOf(clientStreamEventSchemas);
