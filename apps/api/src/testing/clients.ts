import { randomUUID } from 'node:crypto';
import type { ApiResponse, TestApi } from './test-api.js';

/** Client-management test helpers. A valid client form (POST client), every field given; unique e-mail per call. */
export function clientForm(overrides: Record<string, unknown> = {}) {
  return {
    name: `Firma ${randomUUID().slice(0, 6)}`,
    country: 2,
    city: 'Warszawa',
    post_code: '00-950',
    street: 'Marszałkowska 1',
    address: 'lok. 2',
    phone_number_prefix: '0048',
    phone_number: '600100200',
    email: `client-${randomUUID().slice(0, 8)}@example.com`,
    nip: '5250000009',
    contact_name: 'Jan Kowalski',
    bank_account_number: '61 1090 1014 0000 0712 1981 2874',
    cod_enabled: 1,
    download_ext: 0,
    ext_number: 1,
    shipment_note: 'Ostrożnie',
    sender_signature: 'JK',
    re_returning_address: 'ul. Zwrotna 1\n00-001 Warszawa',
    re_broadcasting_facility_address: 'ul. Nadawcza 2\n00-002 Warszawa',
    allowed_countries: [1, 3, 4],
    ...overrides,
  };
}

export function caller(api: TestApi, token: string | undefined) {
  return {
    get: (path: string): Promise<ApiResponse> => api.request('GET', path, { token }),
    patch: (path: string, body?: unknown): Promise<ApiResponse> => api.request('PATCH', path, { token, body }),
    post: (path: string, body?: unknown): Promise<ApiResponse> => api.request('POST', path, { token, body }),
    put: (path: string, body?: unknown): Promise<ApiResponse> => api.request('PUT', path, { token, body }),
    del: (path: string, body?: unknown): Promise<ApiResponse> => api.request('DELETE', path, { token, body }),
  };
}

export type Caller = ReturnType<typeof caller>;
