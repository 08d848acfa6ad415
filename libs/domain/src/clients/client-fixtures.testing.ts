/**
 * Not a spec: the givens shared by the client specs (*.testing.ts stays out of
 * the build; vitest runs only *.unit.spec.ts).
 */
import { expect } from 'vitest';
import { DomainError } from '../shared/errors.js';
import type { ClientEvent, ClientProfile, CourierCredentialData, ExternalApiCredentialData, PriceBand } from './client.events.js';
import { evolveClient, initialClientState, type ClientState } from './client.js';

export const clientId = 7;
export const userId = 'u-7';

export const profile: ClientProfile = {
  name: 'Łódź Sp. z o.o.',
  country: 2,
  city: 'Łódź',
  post_code: '90-001',
  street: 'Piotrkowska 1',
  address: '-',
  phone_number_prefix: '0048',
  phone_number: '600700800',
  email: 'biuro@lodz.example',
  nip: '7251234567',
  contact_name: 'Anna Nowak',
  bank_account_number: 'n/d',
  cod_enabled: 0,
  download_ext: 0,
  ext_number: 0,
  shipment_note: '',
  sender_signature: '',
  re_returning_address: 'Adres zwrotów',
  re_broadcasting_facility_address: 'Adres nadania',
};

export const created: ClientEvent = { type: 'ClientCreated', data: { clientId, userId, profile, allowedCountries: [1, 3] } };
export const blocked: ClientEvent = { type: 'ClientBlocked', data: { clientId } };

export const band = (min: number, max: number, net = 10): PriceBand => ({
  net_price: net,
  vat_percentage: 23,
  min_weight_value: min,
  max_weight_value: max,
  service_id: '2505',
});
export const bandAdded = (priceId: string, min: number, max: number): ClientEvent => ({
  type: 'ClientPriceBandAdded',
  data: { clientId, priceId, band: band(min, max) },
});

export const courierCredential = (over: Partial<CourierCredentialData> = {}): CourierCredentialData => ({
  courierId: 2,
  typeId: 1,
  username: 'sandbox-lodz',
  passwordCipher: 'v1:iv:tag:aaaa',
  contractNumber: 'C-1',
  service: 'dpd',
  note: '',
  comment: '',
  ...over,
});
export const credentialAdded = (credentialId: string, over: Partial<CourierCredentialData> = {}): ClientEvent => ({
  type: 'CourierCredentialAdded',
  data: { clientId, credentialId, credential: courierCredential(over) },
});
export const pinned = (credentialId: string): ClientEvent => ({ type: 'CourierCredentialPinned', data: { clientId, credentialId } });

export const externalCredential = (over: Partial<ExternalApiCredentialData> = {}): ExternalApiCredentialData => ({
  type: 'baselinker',
  username: 'lodz',
  passwordCipher: 'v1:iv:tag:pppp',
  tokenCipher: null,
  ip: null,
  ...over,
});

export const parameterDefined = (parameterId: string, typeId: number, code: string, value: string, hiddenValue: string | null = null): ClientEvent => ({
  type: 'ClientParameterDefined',
  data: { clientId, parameterId, typeId, code, value, hiddenValue },
});

export const given = (...events: ClientEvent[]): ClientState => events.reduce(evolveClient, initialClientState);

export function thenError(fn: () => unknown, code: string): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
}

/** A fixed sequence of "random" numbers (each taken modulo the asked range). */
export function sequence(...values: number[]): (n: number) => number {
  let i = 0;
  return (n) => values[i++ % values.length]! % n;
}
