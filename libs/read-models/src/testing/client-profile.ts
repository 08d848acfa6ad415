import type { ClientProfile } from '@parcel/domain';

/** A complete client profile for projection tests; the e-mail follows the name. */
export const testClientProfile = (name: string): ClientProfile => ({
  name,
  country: 2,
  city: 'Kraków',
  post_code: '30-001',
  street: 'Długa 1',
  address: '-',
  phone_number_prefix: '0048',
  phone_number: '123456789',
  email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.test`,
  nip: '6761234567',
  contact_name: 'Osoba kontaktowa',
  bank_account_number: 'n/d',
  cod_enabled: 0,
  download_ext: 0,
  ext_number: 0,
  shipment_note: '',
  sender_signature: '',
  re_returning_address: '-',
  re_broadcasting_facility_address: '-',
});
