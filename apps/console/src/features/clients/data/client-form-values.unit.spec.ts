import { describe, expect, it } from 'vitest';
import { parseContract, type ClientView } from '@parcel/contracts';
import { createClientForm, newClientValues, sameClientValues, toCreateRequest, toUpdateRequest, updateClientForm, valuesFromClient } from './client-form-values';

const texts = { contactName: 'Dział obsługi – ', returningAddress: 'Zwroty\nul. A 1', broadcastingFacilityAddress: 'Nadania\nul. B 2' };

const filled = () => ({
  ...newClientValues(texts),
  name: 'Sklep Ania',
  city: 'Kraków',
  post_code: '30-001',
  street: 'Długa 5',
  phone_number: '600700800',
  email: 'Ania@Sklep.pl',
  nip: '6762461659',
  shipment_note: 'Ostrożnie',
});

describe('new client form', () => {
  it('given a new client, then the spec defaults: +48, "-", "n/d", no COD, every country but Poland', () => {
    const values = newClientValues(texts);
    expect(values).toMatchObject({
      phone_number_prefix: '+48',
      address: '-',
      bank_account_number: 'n/d',
      cod_enabled: false,
      contact_name: 'Dział obsługi – ',
      re_returning_address: 'Zwroty\nul. A 1',
      re_broadcasting_facility_address: 'Nadania\nul. B 2',
    });
    expect(values.allowed_countries).toEqual(['1', '3', '4', '10', '11']);
  });

  it('given the defaults only, then the required fields are reported and nothing else', () => {
    const result = parseContract(createClientForm, newClientValues(texts));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.errors).sort()).toEqual(['city', 'email', 'name', 'nip', 'phone_number', 'post_code', 'shipment_note', 'street']);
  });

  it('given the fields filled, then the body of POST client: 0048, flags as 0/1, countries as numbers', () => {
    expect(parseContract(createClientForm, filled()).success).toBe(true);
    expect(toCreateRequest({ ...filled(), cod_enabled: true })).toMatchObject({
      phone_number_prefix: '0048',
      cod_enabled: 1,
      download_ext: 0,
      ext_number: 0,
      country: 2,
      email: 'ania@sklep.pl',
      contact_name: 'Dział obsługi –',
      allowed_countries: [1, 3, 4, 10, 11],
    });
  });

  it('given a wrong prefix or phone number, then their own messages', () => {
    const result = parseContract(createClientForm, { ...filled(), phone_number_prefix: '+4812', phone_number: '12345' });
    expect(result).toEqual({ success: false, errors: { phone_number_prefix: ['invalid_phone_prefix'], phone_number: ['invalid_phone_number'] } });
  });
});

describe('edit form', () => {
  const stored: ClientView = {
    ...toUpdateRequest(7, filled()),
    id: 7,
    phone_number_prefix: '0040',
    allowed_countries: [3, 1],
    deleted_at: null,
    email_verified_at: null,
    has_iai_password: false,
    sending_blocked: false,
  };

  it('given a stored client, then the form shows +40 and its countries, and saves them back unchanged', () => {
    const values = valuesFromClient(stored);
    expect(values.phone_number_prefix).toBe('+40');
    expect(values.allowed_countries).toEqual(['3', '1']);
    expect(parseContract(updateClientForm, values).success).toBe(true);
    expect(toUpdateRequest(7, values)).toMatchObject({ id: 7, phone_number_prefix: '0040', allowed_countries: [1, 3] });
  });

  it('given the shipment note emptied, then the edit form still passes (only the create form requires it)', () => {
    expect(parseContract(updateClientForm, { ...valuesFromClient(stored), shipment_note: '' }).success).toBe(true);
  });
});

describe('the same client', () => {
  it('given values that differ only in spaces, e-mail case or country order, then they save the same client', () => {
    const values = filled();
    expect(sameClientValues(values, { ...values, city: ' Kraków ', email: 'ANIA@sklep.pl', allowed_countries: [...values.allowed_countries].reverse() })).toBe(true);
    expect(sameClientValues(values, { ...values, city: 'Gdańsk' })).toBe(false);
  });
});
