import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Product } from './product.js';

/** A full valid client form (POST /api/client), unique e-mail; the name drives the generated marketplace login. */
export function clientBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sklep Zielony Ogród',
    country: 2,
    city: 'Poznań',
    post_code: '60-101',
    street: 'Głogowska 12',
    address: '-',
    phone_number_prefix: '0048',
    phone_number: '612345678',
    email: `zielony-${randomUUID().slice(0, 8)}@sklep.pl`,
    nip: '7791234567',
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

/** Creates a client over the API as the given admin; answers its id. */
export async function createClient(product: Product, adminToken: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await product.api<{ id: number }>('POST', '/api/client', { token: adminToken, body: clientBody(overrides) });
  if (answer.status !== 201) throw new Error(`create client: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** Picks an option of a Mantine select by its label (the select is found by its accessible name). */
export async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Answers "Tak" in the confirmation dialog. */
export async function confirmYes(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Potwierdzenie' });
  await dialog.getByText('Czy na pewno chcesz wykonać tę akcję?').waitFor();
  await dialog.getByRole('button', { name: 'Tak' }).click();
  await dialog.waitFor({ state: 'detached' });
}
