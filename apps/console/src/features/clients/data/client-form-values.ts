import { z } from 'zod';
import {
  createClientRequest,
  updateClientRequest,
  type ClientProfileInput,
  type ClientView,
  type CreateClientRequest,
  type UpdateClientRequest,
} from '@parcel/contracts';
import { POLAND_ID, SENDING_COUNTRY_IDS } from '@parcel/domain';
import { toDisplayPrefix, toStoredPrefix } from '../phone-prefix';

/**
 * The client form's values as the inputs hold them (spec/01 §3 Client): the
 * phone prefix as shown (+48), selects and checkboxes as strings, the 0/1
 * flags as switches. Converted to the contract's body for validation and save.
 */
type Flag = 'cod_enabled' | 'download_ext' | 'ext_number';
export type ClientFormValues = { [K in Exclude<keyof ClientProfileInput, Flag>]: string } & { [K in Flag]: boolean } & {
  allowed_countries: string[];
};

/** The Polish default texts of a new client (they come from the translation files). */
export interface NewClientTexts {
  readonly contactName: string;
  readonly returningAddress: string;
  readonly broadcastingFacilityAddress: string;
}

/**
 * A new client (spec/01 §2 "New-client screen defaults"): the contact-name
 * prefix, additional info '-', bank account 'n/d', no cash on delivery, phone
 * prefix +48, the default returning and broadcasting-facility addresses, every
 * country but Poland allowed.
 */
export function newClientValues(texts: NewClientTexts): ClientFormValues {
  return {
    name: '',
    country: String(POLAND_ID),
    city: '',
    post_code: '',
    street: '',
    address: '-',
    phone_number_prefix: '+48',
    phone_number: '',
    email: '',
    nip: '',
    contact_name: texts.contactName,
    bank_account_number: 'n/d',
    cod_enabled: false,
    download_ext: false,
    ext_number: false,
    shipment_note: '',
    sender_signature: '',
    re_returning_address: texts.returningAddress,
    re_broadcasting_facility_address: texts.broadcastingFacilityAddress,
    allowed_countries: SENDING_COUNTRY_IDS.map(String),
  };
}

/** A stored client as the form shows it. */
export function valuesFromClient(client: ClientView): ClientFormValues {
  return {
    name: client.name,
    country: String(client.country),
    city: client.city,
    post_code: client.post_code,
    street: client.street,
    address: client.address,
    phone_number_prefix: toDisplayPrefix(client.phone_number_prefix),
    phone_number: client.phone_number,
    email: client.email,
    nip: client.nip,
    contact_name: client.contact_name,
    bank_account_number: client.bank_account_number,
    cod_enabled: client.cod_enabled === 1,
    download_ext: client.download_ext === 1,
    ext_number: client.ext_number === 1,
    shipment_note: client.shipment_note,
    sender_signature: client.sender_signature,
    re_returning_address: client.re_returning_address,
    re_broadcasting_facility_address: client.re_broadcasting_facility_address,
    allowed_countries: client.allowed_countries.map(String),
  };
}

/** The form's values in the contract's shape (same field names, so validation messages land on their inputs). */
export function toClientBody(values: ClientFormValues) {
  return {
    ...values,
    country: Number(values.country),
    phone_number_prefix: toStoredPrefix(values.phone_number_prefix),
    cod_enabled: values.cod_enabled ? 1 : 0,
    download_ext: values.download_ext ? 1 : 0,
    ext_number: values.ext_number ? 1 : 0,
    allowed_countries: values.allowed_countries.map(Number).sort((a, b) => a - b),
  };
}

/** The create form, validated by POST client's contract. */
export const createClientForm = z.preprocess((values) => toClientBody(values as ClientFormValues), createClientRequest);

/** The edit form, validated by PUT app/v1/client/'s contract (the id is the card's). */
export const updateClientForm = z.preprocess((values) => ({ id: 1, ...toClientBody(values as ClientFormValues) }), updateClientRequest);

export const toCreateRequest = (values: ClientFormValues): CreateClientRequest => createClientRequest.parse(toClientBody(values));
export const toUpdateRequest = (id: number, values: ClientFormValues): UpdateClientRequest =>
  updateClientRequest.parse({ ...toClientBody(values), id });

/** Whether two sets of form values save the same client (trimmed, lower-cased e-mail, countries in any order). */
export function sameClientValues(a: ClientFormValues, b: ClientFormValues): boolean {
  const normal = (values: ClientFormValues) => {
    const parsed = updateClientRequest.safeParse({ ...toClientBody(values), id: 1 });
    return JSON.stringify(parsed.success ? parsed.data : values);
  };
  return normal(a) === normal(b);
}
