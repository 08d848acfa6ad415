import type { Page } from 'playwright-core';
import { mailLink, type Product } from './product.js';
import { mailTo } from './console.js';

/** The client steps the browser tests share: clients made over the API, and the client's own login. */

export interface ClientProfileInput {
  readonly name: string;
  readonly email: string;
  readonly [field: string]: unknown;
}

/** A complete client body for POST client (the same fields the form sends). */
export function clientBody(client: ClientProfileInput): Record<string, unknown> {
  return {
    country: 2,
    city: 'Warszawa',
    post_code: '00-001',
    street: 'Prosta 1',
    address: '-',
    phone_number_prefix: '0048',
    phone_number: '600100200',
    nip: '5260001246',
    contact_name: 'Jan Kowalski',
    bank_account_number: 'n/d',
    cod_enabled: 0,
    download_ext: 0,
    ext_number: 0,
    shipment_note: 'Ostrożnie',
    sender_signature: '',
    re_returning_address: 'Magazyn zwrotów\nul. Logistyczna 1',
    re_broadcasting_facility_address: 'Punkt nadawczy\nul. Logistyczna 1',
    allowed_countries: [1, 3, 4],
    ...client,
  };
}

/** Creates a client over the API as the admin; returns its id. */
export async function createClientOverApi(product: Product, adminToken: string, client: ClientProfileInput): Promise<number> {
  const created = await product.api<{ id: number }>('POST', '/api/client', { token: adminToken, body: clientBody(client) });
  if (created.status !== 201) throw new Error(`create client ${client.name}: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/** Defines a parameter of a client over the API (e.g. SHIPMENT_COUNT_VOLUME = 9, ACCOUNT_PERIOD = 10). */
export async function defineParameterOverApi(product: Product, adminToken: string, clientId: number, typeId: number, value?: string): Promise<void> {
  const defined = await product.api('POST', `/api/app/v1/client/${clientId}/additional`, { token: adminToken, body: { type_id: typeId, value } });
  if (defined.status !== 201 && defined.status !== 200) throw new Error(`parameter ${typeId} of ${clientId}: ${defined.status} ${JSON.stringify(defined.body)}`);
}

/** Sets the client's password through the invitation link mailed on creation, in the browser. */
export async function acceptClientInvitation(page: Page, product: Product, email: string, password: string): Promise<void> {
  const link = mailLink(await mailTo(product, email), '/password-reset/', product.baseUrl);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Ustaw hasło' }).waitFor();
  await page.getByLabel(/^Nowe hasło/).fill(password);
  await page.getByLabel('Powtórz nowe hasło').fill(password);
  await page.getByRole('button', { name: 'Ustaw hasło' }).click();
  await page.waitForURL(`${product.baseUrl}/`);
}
