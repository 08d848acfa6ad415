import { describe, expect, it } from 'vitest';
import { clientDataParams, clientIdParams, createClientRequest, createPriceRequest, defineParameterRequest, parameterTypeParams } from './clients.js';
import {
  checkCredentialRequest,
  clientCredentialsTypeParams,
  createCredentialRequest,
  createExternalCredentialRequest,
  setIaiPasswordRequest,
} from './credentials.js';
import { parseContract } from './validation.js';

const BLANKS = [undefined, null, '', '  '] as const;

const band = { id_client: 7, net_price: 10, vat_percentage: 23, min_weight_value: 0, max_weight_value: 5 };
const client = {
  name: 'Firma',
  city: 'Warszawa',
  post_code: '00-950',
  street: 'Prosta 1',
  phone_number: '600100200',
  email: 'firma@example.com',
  nip: '5250000000',
  cod_enabled: 1,
  download_ext: 0,
  ext_number: 0,
  shipment_note: 'Notatka',
  re_returning_address: 'Zwrot',
  re_broadcasting_facility_address: 'Placówka',
};
const credential = { id_client: 7, id_type: 1, username: 'sandbox-a', password: 'sandbox-pass' };

/** The codes of one field when it is given as `value` ('missing' when the key is left out). */
function codesOf(schema: Parameters<typeof parseContract>[0], body: Record<string, unknown>, field: string, value: unknown): string[] | undefined {
  const input = { ...body, [field]: value };
  if (value === undefined) delete input[field];
  const result = parseContract(schema, input);
  return result.success ? undefined : result.errors[field];
}

describe('required numbers: a blank value is missing, not 0', () => {
  const cases: [string, Parameters<typeof parseContract>[0], Record<string, unknown>, string][] = [
    ['price band', createPriceRequest, band, 'net_price'],
    ['price band', createPriceRequest, band, 'vat_percentage'],
    ['price band', createPriceRequest, band, 'min_weight_value'],
    ['price band', createPriceRequest, band, 'max_weight_value'],
    ['price band', createPriceRequest, band, 'id_client'],
    ['client form', createClientRequest, client, 'cod_enabled'],
    ['client form', createClientRequest, client, 'download_ext'],
    ['client form', createClientRequest, client, 'ext_number'],
    ['client id', clientIdParams, {}, 'id'],
    ['client data id', clientDataParams, {}, 'id'],
    ['parameter', defineParameterRequest, {}, 'type_id'],
    ['parameter type', parameterTypeParams, {}, 'id'],
    ['credential', createCredentialRequest, credential, 'id_client'],
    ['credential', createCredentialRequest, credential, 'id_type'],
    ['credentials of a type', clientCredentialsTypeParams, { id: 7 }, 'type'],
    ['iai password', setIaiPasswordRequest, { iai_password: 'x' }, 'id'],
  ];

  it.each(cases)('%s: %s missing, null, empty or blank -> required', (_, schema, body, field) => {
    for (const blank of BLANKS) expect(codesOf(schema, body, field, blank), JSON.stringify(blank)).toEqual(['required']);
  });

  // The 0/1 flags are yes/no fields (issue 9): text that is no flag is invalid_value.
  const FLAGS = ['cod_enabled', 'download_ext', 'ext_number'];
  it.each(cases)('%s: %s as a string that is no number -> invalid_type (a flag: invalid_value)', (_, schema, body, field) => {
    expect(codesOf(schema, body, field, 'abc')).toEqual([FLAGS.includes(field) ? 'invalid_value' : 'invalid_type']);
  });

  it('numbers as strings (paths, forms) still count', () => {
    expect(parseContract(clientIdParams, { id: '12' })).toEqual({ success: true, data: { id: 12 } });
    expect(parseContract(clientDataParams, { id: '0' })).toEqual({ success: true, data: { id: 0 } });
    const parsed = parseContract(createPriceRequest, { ...band, net_price: '0', min_weight_value: '0.5' });
    expect(parsed.success && parsed.data).toMatchObject({ net_price: 0, min_weight_value: 0.5 });
    expect(codesOf(createClientRequest, client, 'cod_enabled', 2)).toEqual(['invalid_value']);
    expect(codesOf(clientIdParams, {}, 'id', 0)).toEqual(['invalid_value']);
    expect(codesOf(createPriceRequest, band, 'vat_percentage', 101)).toEqual(['too_big']);
  });

  it('fields with a default take it for a blank value', () => {
    for (const blank of BLANKS) {
      const parsed = parseContract(checkCredentialRequest, { username: 'sandbox-a', id_courier: blank });
      expect(parsed.success && parsed.data.id_courier, JSON.stringify(blank)).toBe(2);
      const created = parseContract(createClientRequest, { ...client, country: blank });
      expect(created.success && created.data.country, JSON.stringify(blank)).toBe(2);
    }
  });
});

describe('external API credential type', () => {
  it('missing -> required; not one of the types -> invalid_value', () => {
    expect(parseContract(createExternalCredentialRequest, {})).toEqual({ success: false, errors: { type: ['required'] } });
    expect(parseContract(createExternalCredentialRequest, { type: 'allegro' })).toEqual({ success: false, errors: { type: ['invalid_value'] } });
  });
});
