import { describe, expect, it } from 'vitest';
import {
  clientDataParams,
  clientIdParams,
  createClientRequest,
  createPriceRequest,
  defineParameterRequest,
  isValidNip,
  parameterTypeParams,
  updateClientRequest,
} from './clients.js';
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
  nip: '5250000009',
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

describe('NIP: ten digits with their checksum, written with dashes or spaces', () => {
  it('checks the weighted sum (6,5,7,2,3,4,5,6,7) mod 11 against the last digit', () => {
    expect(isValidNip('5250000009')).toBe(true);
    expect(isValidNip('6762461659')).toBe(true);
    expect(isValidNip('5250000000')).toBe(false);
    expect(isValidNip('525000000')).toBe(false);
    expect(isValidNip('52500000090')).toBe(false);
    expect(isValidNip('525000000a')).toBe(false);
  });

  it('stores the digits of a NIP written with dashes or spaces', () => {
    for (const written of ['525-000-00-09', '525 000 00 09', ' 5250000009 ', '525-00-00-009']) {
      const parsed = parseContract(createClientRequest, { ...client, nip: written });
      expect(parsed.success && parsed.data.nip, written).toBe('5250000009');
    }
  });

  it('a wrong checksum is invalid_nip; a blank one is required', () => {
    expect(codesOf(createClientRequest, client, 'nip', '525-000-00-00')).toEqual(['invalid_nip']);
    expect(codesOf(createClientRequest, client, 'nip', '12345')).toEqual(['invalid_nip']);
    expect(codesOf(createClientRequest, client, 'nip', ' - ')).toEqual(['required']);
    expect(codesOf(createClientRequest, client, 'nip', undefined)).toEqual(['required']);
  });

  it('the same rule holds for an update', () => {
    expect(codesOf(updateClientRequest, { ...client, id: 3 }, 'nip', '5250000001')).toEqual(['invalid_nip']);
  });
});

describe('post code: NN-NNN for a client in Poland', () => {
  it('Poland (the default country) needs NN-NNN', () => {
    expect(codesOf(createClientRequest, client, 'post_code', '00950')).toEqual(['invalid_post_code']);
    expect(codesOf(createClientRequest, { ...client, country: 2 }, 'post_code', '00-95')).toEqual(['invalid_post_code']);
    expect(codesOf(updateClientRequest, { ...client, id: 3, country: '2' }, 'post_code', 'AB-123')).toEqual(['invalid_post_code']);
    expect(codesOf(createClientRequest, client, 'post_code', '00-950')).toBeUndefined();
  });

  it('is marked even when other fields fail', () => {
    const result = parseContract(createClientRequest, { ...client, name: '', post_code: '1234' });
    expect(result.success ? {} : result.errors).toMatchObject({ name: ['required'], post_code: ['invalid_post_code'] });
  });

  it('other countries keep their own post codes; blank stays required', () => {
    expect(codesOf(createClientRequest, { ...client, country: 1 }, 'post_code', '010011')).toBeUndefined();
    expect(codesOf(createClientRequest, client, 'post_code', '')).toEqual(['required']);
  });
});
