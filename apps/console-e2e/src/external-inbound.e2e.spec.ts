import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  choose,
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  PHONE,
  productAndBrowser,
  SEEDED,
  toastWith,
  type Viewport,
} from './harness/index.js';

/**
 * Parcels from outside couriers (/external_inbound/scan, /external_inbound,
 * /external_inbound/{id}): a worker scans them in like a wedge scanner, a
 * repeat says 'Przesyłka już istnieje w systemie', the list filters by courier
 * and day, a row opens the detail whose comment is edited.
 */

async function wedge(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 5 });
  await page.waitForTimeout(450);
}

async function accessible(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? DESKTOP;
  await page.mouse.move(size.width - 5, size.height - 5);
  await expectAccessible(page, name);
}

const feedback = (page: Page) => page.locator('[aria-live="assertive"]');

describe('external inbound', () => {
  const suite = productAndBrowser();
  const pages: Page[] = [];

  beforeAll(async () => {
    const adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    const workerToken = await suite.product.login(SEEDED.worker.email, SEEDED.worker.password);
    const code = 'INB-01';
    const created = await suite.product.api('POST', '/api/app/v1/warehouse/workstation/store', {
      token: adminToken,
      body: { code, workstation_type_id: 4, warehouse_id: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(
      (await suite.product.api('POST', '/api/app/v1/warehouse/workstation/workflow', { token: workerToken, body: { code } })).status,
    ).toBe(200);
  });

  afterEach(async () => {
    for (const page of pages.splice(0)) {
      // The repeated barcode's 409 is the answer the test asks for.
      expect(pageErrors(page).filter((error) => !error.includes('409'))).toEqual([]);
      await page.close();
    }
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`a worker scans parcels in, finds one in the list by courier and day, and comments it (${label})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      pages.push(page);
      await logIn(page, SEEDED.worker);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
      await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Przyjmij od kurierów' }).click();
      await page.getByRole('heading', { name: 'Przyjęcie od kurierów zewnętrznych' }).waitFor();
      await page.getByRole('textbox', { name: 'Kod do zeskanowania' }).focus();

      const inpost = `6${String(Date.now()).padStart(23, '0')}`;
      await wedge(page, inpost);
      await feedback(page).getByText(`Przyjęto przesyłkę ${inpost}`).waitFor();
      await feedback(page).getByText('Kurier: InPost').waitFor();
      await wedge(page, inpost);
      await feedback(page).getByText('Przesyłka już istnieje w systemie').waitFor();
      const other = `ZX-${randomUUID().slice(0, 8)}`;
      await wedge(page, other);
      await feedback(page).getByText('Kurier: Nie rozpoznano').waitFor();
      await accessible(page, `inbound-scan-${label}`);

      // The list: InPost today holds the first parcel, not the unrecognised one.
      await page.getByRole('link', { name: 'Przesyłki od kurierów zewnętrznych' }).click();
      await page.waitForURL(/\/external_inbound(\?|$)/);
      const table = page.getByRole('table', { name: 'Przesyłki od kurierów zewnętrznych' });
      await table.getByRole('row').filter({ hasText: other }).waitFor();
      await choose(page, 'Kurier', 'InPost');
      await page.waitForURL(/courier=1/);
      await expect.poll(() => table.getByRole('row').filter({ hasText: other }).count(), { timeout: 10_000 }).toBe(0);
      const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
      await page.getByLabel('Dzień').fill(today);
      await page.waitForURL(/date=/);
      const row = table.getByRole('row').filter({ hasText: inpost });
      await row.waitFor();
      await accessible(page, `inbound-list-${label}`);

      // A row opens the detail; the comment is saved; the back link returns to the list.
      await row.click();
      await page.waitForURL(/\/external_inbound\/\d+$/);
      await page.getByText(inpost).first().waitFor();
      await page.getByRole('textbox', { name: 'Komentarz' }).fill('Karton lekko uszkodzony');
      await page.getByRole('button', { name: 'Zapisz komentarz' }).click();
      await toastWith(page, 'Komentarz zapisany').waitFor();
      await accessible(page, `inbound-detail-${label}`);
      const id = Number(page.url().split('/').pop());
      const token = await suite.product.login(SEEDED.worker.email, SEEDED.worker.password);
      expect((await suite.product.api('GET', `/api/app/v1/external_inbound/${id}`, { token })).body.comment).toBe(
        'Karton lekko uszkodzony',
      );
      await page.getByRole('link', { name: 'Wróć do listy' }).click();
      await page.waitForURL(/\/external_inbound(\?|$)/);
    });
  }

  it('a worker without a workstation is sent to set one first', async () => {
    const token = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    await suite.product.api('DELETE', '/api/app/v1/warehouse/workstation/workflow', { token, body: {} });
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    pages.push(page);
    await logIn(page, SEEDED.admin);
    await page.goto(`${suite.product.baseUrl}/external_inbound/scan`);
    await page.waitForURL(/\/set-workstation/);
  });
});
