import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { mailTo, setPasswordByMail } from './console.js';
import { mailLink, type Product } from './product.js';

/** The client steps the browser tests share: clients and their settings made over the API, and the client's own login. */

/** A complete client body for POST client (the same fields the form sends), a unique e-mail unless given; the name drives the generated marketplace login. */
export function clientBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Sklep Zielony Ogród',
    country: 2,
    city: 'Poznań',
    post_code: '60-101',
    street: 'Głogowska 12',
    address: '-',
    phone_number_prefix: '0048',
    phone_number: '612345678',
    email: `klient-${randomUUID().slice(0, 8)}@sklep.pl`,
    nip: '7791234576',
    contact_name: 'Anna Zielińska',
    bank_account_number: 'n/d',
    cod_enabled: 0,
    download_ext: 0,
    ext_number: 0,
    shipment_note: 'Delikatne rośliny',
    sender_signature: 'AZ',
    re_returning_address: 'Sklep Zielony Ogród\nul. Głogowska 12\n60-101 Poznań',
    re_broadcasting_facility_address: 'Magazyn nadawczy\nul. Składowa 3\n60-102 Poznań',
    allowed_countries: [1, 3, 4],
    ...overrides,
  };
}

/** Creates a client over the API as the admin; returns its id. */
export async function createClient(product: Product, adminToken: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const created = await product.api<{ id: number }>('POST', '/api/client', { token: adminToken, body: clientBody(overrides) });
  if (created.status !== 201) throw new Error(`create client: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/** A client whose login has its password set through the mailed invitation (over the API): ready to log in. */
export async function createClientWithLogin(
  product: Product,
  adminToken: string,
  login: { email: string; password: string },
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const id = await createClient(product, adminToken, { ...overrides, email: login.email });
  await setPasswordByMail(product, login.email, login.password);
  return id;
}

/** Defines a parameter of a client over the API (e.g. SHIPMENT_COUNT_VOLUME = 9, ACCOUNT_PERIOD = 10). */
export async function defineParameter(
  product: Product,
  adminToken: string,
  clientId: number,
  typeId: number,
  value?: string,
): Promise<void> {
  const defined = await product.api('POST', `/api/app/v1/client/${clientId}/additional`, {
    token: adminToken,
    body: { type_id: typeId, value },
  });
  if (defined.status !== 201 && defined.status !== 200)
    throw new Error(`parameter ${typeId} of ${clientId}: ${defined.status} ${JSON.stringify(defined.body)}`);
}

/** Adds a price band over the API; returns its id. */
export async function addPriceBand(
  product: Product,
  adminToken: string,
  clientId: number,
  band: { net_price: number; vat_percentage: number; min_weight_value: number; max_weight_value: number },
): Promise<string> {
  const added = await product.api<{ id: string }>('POST', '/api/client/prices', {
    token: adminToken,
    body: { id_client: clientId, ...band },
  });
  if (added.status !== 201 && added.status !== 200)
    throw new Error(`price band of ${clientId}: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.id;
}

/** Adds a DPD courier credential over the API, checked with the sandbox courier first (a save needs a passing check); returns its id. */
export async function addCourierCredential(
  product: Product,
  adminToken: string,
  clientId: number,
  credential: { username: string; password: string; service?: string; comment?: string },
): Promise<string> {
  const checked = { id_courier: 2, username: credential.username, password: credential.password, service: credential.service ?? '' };
  const check = await product.api<{ check_token: string }>('PUT', '/api/credential/check', { token: adminToken, body: checked });
  if (check.status !== 200) throw new Error(`check ${credential.username}: ${check.status} ${JSON.stringify(check.body)}`);
  const body = { ...checked, id_client: clientId, id_type: 1, comment: credential.comment ?? '', check_token: check.body.check_token };
  const added = await product.api<{ id: string }>('POST', '/api/credential', { token: adminToken, body });
  if (added.status !== 201 && added.status !== 200)
    throw new Error(`credential of ${clientId}: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.id;
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
