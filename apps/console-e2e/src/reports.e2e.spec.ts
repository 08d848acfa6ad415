import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClientWithLogin } from './harness/clients.js';
import { createShipment } from './harness/shipments.js';
import {
  confirmation,
  confirmYes,
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  PHONE,
  productAndBrowser,
  screenshot,
  SEEDED,
  storedSession,
  toastWith,
  type Product,
  type Viewport,
} from './harness/index.js';

const CLIENT = { email: 'raporty@example.com', password: 'klient123' };
const CLIENT_NAME = 'Sklep Raportowy';

const warsawDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

interface ExportRow {
  identifier: string;
  status: string;
  used_for_invoice: boolean;
  performed_count: number;
  total_count: number;
  errors_count: number;
}

/** An order over the API (as the listing's button would place it); returns its uuid. */
async function order(product: Product, token: string, body: Record<string, unknown>): Promise<string> {
  const placed = await product.api<{ uuid: string }>('POST', '/api/app/v1/export', { token, body });
  if (placed.status !== 201) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body)}`);
  return placed.body.uuid;
}

const find = async (product: Product, token: string, uuid: string) =>
  (await product.api<ExportRow>('GET', `/api/app/v1/export/find/${uuid}`, { token })).body;

async function waitForStatus(product: Product, token: string, uuid: string, statuses: readonly string[]): Promise<ExportRow> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const row = await find(product, token, uuid);
    if (statuses.includes(row.status)) return row;
    if (Date.now() > deadline) throw new Error(`export ${uuid} stayed ${row.status}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

const reportsDialog = (page: Page) => page.getByRole('dialog', { name: 'Moje raporty' });
const reportsTable = (page: Page) => reportsDialog(page).getByRole('table', { name: 'Lista raportów' });
const rowOf = (page: Page, uuid: string) => reportsTable(page).locator(`tr[data-export="${uuid}"]`);

/** Opens "Moje raporty" from the sidebar (the menu first on a phone). */
async function openReports(page: Page, viewport: Viewport): Promise<void> {
  if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('button', { name: 'Moje raporty' }).click();
  await reportsTable(page).waitFor();
}

/** The download request of a report a click opens in a new window: its address and answer. */
async function downloadOpened(page: Page, click: () => Promise<void>, uuid: string) {
  const popup = page.waitForEvent('popup');
  const file = page.context().waitForEvent('response', (response) => response.url().includes(`/api/app/v1/export/download/${uuid}?`));
  await click();
  const response = await file;
  await (await popup).close().catch(() => undefined);
  return response;
}

/**
 * "Moje raporty" (spec/01 §2, §4; issue 12 §2): the list with live progress, expanding rows with the
 * validation errors, the admins' used_for_invoice toggle after confirmation, the warning for a file not
 * ready, a client's direct download; desktop and phone, axe clean.
 */
describe('reports', () => {
  // The worker writes slowly enough for the progress to be seen between its batches.
  const suite = productAndBrowser({ env: { EXPORT_SLOW_MS: '400', EXPORT_BATCH_SIZE: '1' } });
  const pages: Page[] = [];
  let adminToken: string;
  let clientToken: string;
  const today = warsawDate(new Date());

  beforeAll(async () => {
    adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    const clientId = await createClientWithLogin(suite.product, adminToken, CLIENT, { name: CLIENT_NAME });
    clientToken = await suite.product.login(CLIENT.email, CLIENT.password);
    for (let i = 0; i < 3; i++) await createShipment(suite.product, adminToken, clientId, 2);
  }, 120_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') for (const [i, page] of pages.entries()) await screenshot(page, `reports-failed-${i}`);
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`an admin watches a report's progress live, expands it, marks it used for invoice and downloads it (${label})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      pages.push(page);
      await logIn(page, SEEDED.admin);
      await openReports(page, viewport);

      // An order placed now (through the API, as the listing's button does) appears and moves without a reload.
      const uuid = await order(suite.product, adminToken, {
        type: 'standard_from_filters',
        criteria: { type: 'parcels', start: today, end: today },
      });
      const row = rowOf(page, uuid);
      await row.waitFor();
      expect(await row.getByRole('cell').nth(2).textContent()).toBe('Wszyscy');
      expect(await row.getByRole('cell').nth(3).textContent()).toBe('Zestawienie przesyłek');
      await row.getByTestId('export-progress').waitFor({ timeout: 30_000 });
      expect(await row.getByTestId('export-progress').textContent()).toMatch(/^\d{1,3},\d{2}%$/);
      await expectAccessible(page, `reports-progress-${label}`);

      // While it is being made, its file cannot be taken.
      await row.click();
      const details = reportsDialog(page).getByRole('button', { name: 'Pobierz raport', exact: true });
      if ((await row.getAttribute('data-status')) === 'accounting' || (await row.getAttribute('data-status')) === 'order_accepted') {
        await details.click();
        await toastWith(page, 'Pobranie pliku nie jest możliwe!').waitFor();
      }
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 60_000 }).toMatch(/^(generated|validated)$/);
      await row.getByTestId('export-progress').waitFor({ state: 'detached' });
      expect(await row.getByTestId('export-status').textContent()).toMatch(/Wygenerowany|Zweryfikowany/);

      // The expanded row: the file in a new window with a public file token.
      const file = await downloadOpened(page, () => details.click(), uuid);
      expect(file.url()).toContain(`/api/app/v1/export/download/${uuid}?_public_token=`);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('spreadsheetml');

      // used_for_invoice: asked first; "Nie" changes nothing, "Tak" saves.
      const toggle = row.getByRole('switch', { name: /jako użyty do faktury/ });
      await toggle.click({ force: true });
      await confirmation(page).getByRole('button', { name: 'Nie' }).click();
      await confirmation(page).waitFor({ state: 'detached' });
      expect((await find(suite.product, adminToken, uuid)).used_for_invoice).toBe(false);
      await toggle.click({ force: true });
      await confirmYes(page, /jako użyty do faktury\?/);
      await expect.poll(async () => (await find(suite.product, adminToken, uuid)).used_for_invoice).toBe(true);
      await expect.poll(() => row.getByRole('switch').isChecked()).toBe(true);

      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `reports-${label}`);
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 180_000);
  }

  it('an order this tab is watching tells when it is ready; the watcher follows it across screens', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    pages.push(page);
    await logIn(page, SEEDED.admin);
    const uuid = await order(suite.product, adminToken, {
      type: 'standard_from_filters',
      criteria: { type: 'parcels', start: today, end: today },
    });
    // What the listing's button does after a 201: the order is this tab's to watch.
    const session = await storedSession(page);
    await page.evaluate(
      ([key, value]) => sessionStorage.setItem(key!, value!),
      ['reports-pending', JSON.stringify({ userId: (session as unknown as { id: string }).id, uuids: [uuid], ordered: true })],
    );
    await page.reload();
    await toastWith(page, 'Twoje zestawienie jest gotowe do pobrania!').waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('reports-pending') ?? 'null').uuids)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`a client sees "Moje raporty" once it has a report and downloads with a click on the row (${label})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      pages.push(page);
      const uuid = await order(suite.product, clientToken, {
        type: 'standard_from_filters',
        criteria: { type: 'parcels', start: today, end: today },
      });
      await logIn(page, CLIENT);
      await openReports(page, viewport);
      const row = rowOf(page, uuid);
      await row.waitFor();
      // No client column for a client; no invoice toggle.
      expect(await reportsTable(page).getByRole('columnheader', { name: 'Klient' }).count()).toBe(0);
      expect(await reportsTable(page).getByRole('switch').count()).toBe(0);

      // Not ready yet: the warning, no window.
      if (['order_accepted', 'accounting'].includes((await row.getAttribute('data-status')) ?? '')) {
        await row.getByRole('cell').nth(3).click();
        await toastWith(page, 'Pobranie pliku nie jest możliwe!').waitFor();
      }
      await waitForStatus(suite.product, clientToken, uuid, ['generated', 'validated']);
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toMatch(/^(generated|validated)$/);
      const file = await downloadOpened(page, () => row.getByRole('cell').nth(3).click(), uuid);
      expect(file.status()).toBe(200);
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `reports-client-${label}`);
      await page.context().close();
    }, 120_000);
  }

  it('a warehouse worker neither sees "Moje raporty" nor asks for the count', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    pages.push(page);
    const calls: string[] = [];
    page.on('request', (request) => calls.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await logIn(page, SEEDED.worker);
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link').first().waitFor();
    expect(await page.getByRole('button', { name: 'Moje raporty' }).count()).toBe(0);
    expect(calls.filter((call) => call.includes('/app/v1/export'))).toEqual([]);
    await page.context().close();
  }, 60_000);
});
