import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseInternalNumber } from '@parcel/domain';
import { createClientWithLogin } from './harness/clients.js';
import { productWithFloorEvents } from './harness/floor-events.js';
import { createShipment, type CreatedShipment } from './harness/shipments.js';
import {
  confirmation,
  confirmYes,
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  PHONE,
  screenshot,
  SEEDED,
  storedSession,
  toastWith,
  type Product,
  type Viewport,
} from './harness/index.js';

const CLIENT = { email: 'raporty@example.com', password: 'klient123' };
const CLIENT_NAME = 'Sklep Raportowy';
const NOT_READY = 'Pobranie pliku nie jest możliwe!';
const READY_STATUS = /^(validated|downloaded)$/;

const warsawDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

interface ExportRow {
  identifier: string;
  status: string;
  used_for_invoice: boolean;
  errors_count: number;
}

/** An order over the API (what the listing's report button sends); returns its uuid. */
async function order(product: Product, token: string, body: Record<string, unknown>, path = ''): Promise<string> {
  const placed = await product.api<{ uuid: string }>('POST', `/api/app/v1/export${path}`, { token, body });
  if (placed.status !== 201) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body)}`);
  return placed.body.uuid;
}

const find = async (product: Product, token: string, uuid: string) =>
  (await product.api<ExportRow>('GET', `/api/app/v1/export/find/${uuid}`, { token })).body;

async function settled(product: Product, token: string, uuid: string): Promise<ExportRow> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const row = await find(product, token, uuid);
    if (!['order_accepted', 'accounting'].includes(row.status)) return row;
    if (Date.now() > deadline) throw new Error(`export ${uuid} stayed ${row.status}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

const reportsDialog = (page: Page) => page.getByRole('dialog', { name: 'Moje raporty' });
const reportsTable = (page: Page) => reportsDialog(page).getByRole('table', { name: 'Lista raportów' });
const rowOf = (page: Page, uuid: string) => reportsTable(page).locator(`tr[data-export="${uuid}"]`);
const cellTexts = async (page: Page, uuid: string) => (await rowOf(page, uuid).locator('td').allTextContents()).map((text) => text.trim());

/** Opens "Moje raporty" from the sidebar (the menu first on a phone). */
async function openReports(page: Page, viewport: Viewport): Promise<void> {
  if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('button', { name: 'Moje raporty' }).click();
  await reportsTable(page).waitFor();
}

/** The download of a report a click opens in a new window: the file's answer. */
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
 * ready, a client's direct download, the watcher's 'ready' toast; desktop and phone, axe clean.
 */
describe('reports', () => {
  // One row per batch and a pause between batches: a report takes seconds, so its progress can be watched.
  const suite = productWithFloorEvents({ env: { EXPORT_BATCH_ROWS: '1', EXPORT_BATCH_PAUSE_MS: '2000' } });
  const pages: Page[] = [];
  let adminToken: string;
  let clientToken: string;
  let partly: CreatedShipment;
  let withErrors: string;
  const today = warsawDate(new Date());

  beforeAll(async () => {
    const { product } = suite;
    adminToken = await product.login(SEEDED.admin.email, SEEDED.admin.password);
    const clientId = await createClientWithLogin(product, adminToken, CLIENT, { name: CLIENT_NAME });
    clientToken = await product.login(CLIENT.email, CLIENT.password);
    partly = await createShipment(product, adminToken, clientId, 2);
    await createShipment(product, adminToken, clientId, 2);

    // A worker at a workstation returns one parcel of the two-parcel shipment to the client from a problematic sector:
    // the return-to-client report then has a validation error naming both parcels (uncompleted_shipment_missing_parcel).
    const created = await product.api('POST', '/api/app/v1/warehouse/workstation/store', {
      token: adminToken,
      body: { code: 'RPT-W', workstation_type_id: 5, warehouse_id: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const worker = await product.api<{ token: string; id: string }>('POST', '/api/user/login', { body: SEEDED.worker });
    const claimed = await product.api('POST', '/api/app/v1/warehouse/workstation/workflow', {
      token: worker.body.token,
      body: { code: 'RPT-W' },
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const [parcelId] = partly.parcelIds as [number];
    await suite.putInSector(parcelId, parseInternalNumber(partly.number)!.id, 2, { userId: worker.body.id, workstation: 'RPT-W' });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const resolved = await product.api('PUT', '/api/app/v1/problematic-sector/resolve', {
        token: worker.body.token,
        body: { parcel_id: parcelId, resolution: 'return_to_client' },
      });
      if (resolved.status === 200) break;
      // The projector reads the sector assignment by polling: not waiting yet is a refusal for a moment.
      if (Date.now() > deadline) throw new Error(`resolve: ${resolved.status} ${JSON.stringify(resolved.body)}`);
      await new Promise((done) => setTimeout(done, 200));
    }
    withErrors = await order(
      product,
      adminToken,
      { type: 'invoiced_parcels_with_problem_return_to_client_decision', start: today, end: today },
      '/custom',
    );
    expect(await settled(product, adminToken, withErrors)).toMatchObject({ status: 'validation_error', errors_count: 1 });
  }, 180_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') for (const [i, page] of pages.entries()) await screenshot(page, `reports-failed-${i}`);
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`an admin watches a report's progress live, is warned while it is not ready, downloads it and marks it used for invoice (${label})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      pages.push(page);
      // What goes over the live socket: the rooms joined and the read-model notices heard.
      const sent: string[] = [];
      const heard: string[] = [];
      page.on('websocket', (socket) => {
        socket.on('framesent', (frame) => sent.push(String(frame.payload)));
        socket.on('framereceived', (frame) => heard.push(String(frame.payload)));
      });
      await logIn(page, SEEDED.admin);
      await openReports(page, viewport);
      // The validation-error report is listed: 'Wszyscy' (no client), its Polish name and status.
      await rowOf(page, withErrors).waitFor();
      expect((await cellTexts(page, withErrors)).slice(2, 5)).toEqual([
        'Wszyscy',
        'Zafakturowane przesyłki z decyzją o zwrocie do klienta',
        'Błędy walidacji',
      ]);

      // An order placed now (through the API, as the listing's button does) appears and moves without a reload.
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
      const uuid = await order(suite.product, adminToken, {
        type: 'standard_from_filters',
        criteria: { type: 'parcels', start: today, end: today },
      });
      const row = rowOf(page, uuid);
      await row.waitFor();
      const progress = row.getByTestId('export-progress');
      await progress.waitFor({ timeout: 30_000 });
      expect(await progress.textContent()).toMatch(/^\d{1,3},\d{2}%$/);
      // The running row's room is joined; the progress arrives as notices of the exports read model.
      await expect.poll(() => sent.some((frame) => frame.includes('"join"') && frame.includes(`export:${uuid}`))).toBe(true);
      await expect
        .poll(() => heard.some((frame) => frame.includes('"read-model"') && frame.includes('"exports"') && frame.includes(uuid)))
        .toBe(true);

      // While it is being made, its file cannot be taken.
      await row.getByRole('button', { name: /^Pokaż szczegóły raportu/ }).click();
      const download = reportsDialog(page).getByRole('button', { name: 'Pobierz raport', exact: true });
      await download.click();
      await toastWith(page, NOT_READY).waitFor();
      expect(await row.getAttribute('data-status')).toMatch(/^(order_accepted|accounting)$/);
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `reports-progress-${label}`);

      // Then ready, still without a reload: the progress gives way to the status.
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 60_000 }).toMatch(READY_STATUS);
      await progress.waitFor({ state: 'detached' });
      expect(await row.getByTestId('export-status').textContent()).toBe('Zweryfikowany');
      expect(navigations).toEqual([]);

      // The expanded row: the file in a new window with a public file token; no validation errors here.
      await reportsDialog(page).getByText('Raport nie ma błędów walidacji.').waitFor();
      const file = await downloadOpened(page, () => download.click(), uuid);
      expect(file.url()).toContain(`/api/app/v1/export/download/${uuid}?_public_token=`);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('spreadsheetml');
      await expect.poll(() => row.getAttribute('data-status')).toBe('downloaded');

      // used_for_invoice: asked first; "Nie" changes nothing, "Tak" saves.
      const toggle = row.getByRole('switch', { name: /jako użyty do faktury$/ });
      await toggle.locator('xpath=..').click();
      await confirmation(page)
        .getByText(/^Oznaczyć raport „Zestawienie przesyłek” z .+ jako użyty do faktury\?$/)
        .waitFor();
      await confirmation(page).getByRole('button', { name: 'Nie' }).click();
      await confirmation(page).waitFor({ state: 'detached' });
      expect((await find(suite.product, adminToken, uuid)).used_for_invoice).toBe(false);
      expect(await toggle.isChecked()).toBe(false);
      await toggle.locator('xpath=..').click();
      await confirmYes(page);
      await expect.poll(async () => (await find(suite.product, adminToken, uuid)).used_for_invoice).toBe(true);
      await expect.poll(() => row.getByRole('switch').isChecked()).toBe(true);

      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `reports-${label}`);
      await screenshot(page, `reports-${label}`);
      // The one refusal: the download while not ready was never asked of the server.
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 180_000);
  }

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`staff expand a report with validation errors: the error in Polish, both parcels linked, reviewed by a checkbox (${label})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      pages.push(page);
      await logIn(page, SEEDED.admin);
      await openReports(page, viewport);
      const row = rowOf(page, withErrors);
      // A click anywhere on the row expands it; another collapses it.
      await row.locator('td').nth(3).click();
      const errors = reportsDialog(page).getByRole('table', { name: /^Błędy walidacji raportu z / });
      await errors.waitFor();
      const errorRow = errors.locator('tbody tr');
      expect(await errorRow.count()).toBe(1);
      expect(await errorRow.locator('td').nth(1).textContent()).toBe(partly.number);
      expect(await errorRow.locator('td').nth(2).textContent()).toBe(
        'Przesyłki brak w zestawieniu, ponieważ niekompletna paczka wielopakowa trafiła do magazynu zwrotów.',
      );
      for (const parcel of partly.parcels) {
        expect(await errorRow.getByRole('link', { name: parcel, exact: true }).getAttribute('href')).toBe(`/shipment/${parcel}`);
      }
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `reports-errors-${label}`);
      await screenshot(page, `reports-errors-${label}`);

      // Reviewed: the checkbox flips the flag on the server (whatever the other viewport left).
      const reviewed = errorRow.getByRole('checkbox', { name: 'Błąd nr 1 sprawdzony' });
      const before = await reviewed.isChecked();
      await reviewed.click();
      await toastWith(page, 'Odznaczono poprawnie!').waitFor();
      await expect
        .poll(
          async () =>
            (await suite.product.api('GET', `/api/app/v1/export/find/${withErrors}/validation_errors`, { token: adminToken })).body[0]
              .reviewed,
        )
        .toBe(!before);
      await expect.poll(() => reviewed.isChecked()).toBe(!before);

      // The file of a report with errors can still be taken; a parcel link opens the parcel and closes the modal.
      const file = await downloadOpened(
        page,
        () => reportsDialog(page).getByRole('button', { name: 'Pobierz raport', exact: true }).click(),
        withErrors,
      );
      expect(file.status()).toBe(200);
      await errorRow.getByRole('link', { name: partly.parcels[1]!, exact: true }).click();
      await page.waitForURL(`**/shipment/${partly.parcels[1]}`);
      await reportsDialog(page).waitFor({ state: 'detached' });
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  it('an order this tab watches tells when it is ready (the live room, the 5 s poll behind it)', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    pages.push(page);
    await logIn(page, SEEDED.admin);
    const uuid = await order(suite.product, adminToken, {
      type: 'standard_from_filters',
      criteria: { type: 'parcels', start: today, end: today },
    });
    // What the listing's report button does after a 201: the order becomes this tab's to watch.
    const session = (await storedSession(page)) as unknown as { id: string };
    await page.evaluate(
      ([key, value]) => sessionStorage.setItem(key!, value!),
      ['reports-pending', JSON.stringify({ userId: session.id, uuids: [uuid], ordered: true })],
    );
    await page.reload();
    await page.waitForURL('**/dashboard');
    const ready = toastWith(page, 'Twoje zestawienie jest gotowe do pobrania!');
    await ready.waitFor({ timeout: 60_000 });
    expect(await find(suite.product, adminToken, uuid)).toMatchObject({ status: 'validated' });
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('reports-pending') ?? 'null')?.uuids)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`a client sees "Moje raporty" once it has a report and downloads it with a click on the row (${label})`, async () => {
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
      // No client column for a client, no invoice toggle, only its own reports.
      expect(await reportsTable(page).getByRole('columnheader', { name: 'Klient' }).count()).toBe(0);
      expect(await reportsTable(page).getByRole('switch').count()).toBe(0);
      expect(await rowOf(page, withErrors).count()).toBe(0);

      // Not ready yet: the warning, no window.
      expect(await row.getAttribute('data-status')).toMatch(/^(order_accepted|accounting)$/);
      await row.locator('td').nth(2).click();
      await toastWith(page, NOT_READY).waitFor();
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 60_000 }).toMatch(READY_STATUS);
      const file = await downloadOpened(page, () => row.locator('td').nth(2).click(), uuid);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('spreadsheetml');
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `reports-client-${label}`);
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  it('from the listing: an admin picks a report type (custom dates only for the non-standard ones), a client orders directly', async () => {
    const latestOf = async (token: string, type: string) =>
      (await suite.product.api<{ identifier: string } | null>('POST', `/api/app/v1/export/latest/${type}`, { token, body: {} })).body;
    const admin = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    pages.push(admin);
    await logIn(admin, SEEDED.admin);
    await admin.goto(`${suite.product.baseUrl}/parcels`);
    const before = await latestOf(adminToken, 'employee_activity');
    await admin.getByRole('button', { name: 'Pobierz raport', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Wybierz rodzaj raportu' });
    await dialog.waitFor();
    // A standard type takes the listing's filters: no dates of its own.
    expect(await dialog.getByLabel('Data od').count()).toBe(0);
    await dialog.getByRole('combobox', { name: 'Rodzaj raportu', exact: true }).click();
    await admin.getByRole('option', { name: 'Aktywność pracowników' }).click();
    await dialog.getByLabel('Data od').fill(today);
    await dialog.getByLabel('Data do').fill(today);
    await expectAccessible(admin, 'reports-order-dialog');
    await dialog.getByRole('button', { name: 'Zleć raport' }).click();
    await toastWith(admin, 'Złożono zlecenie generowania zestawienia!').waitFor();
    await expect.poll(async () => (await latestOf(adminToken, 'employee_activity'))?.identifier).not.toBe(before?.identifier);
    await admin.context().close();

    const client = await newPage(suite.browser, suite.product.baseUrl, PHONE);
    pages.push(client);
    const mine = await latestOf(clientToken, 'standard_from_filters');
    await logIn(client, CLIENT);
    await client.goto(`${suite.product.baseUrl}/parcels`);
    await client.getByRole('button', { name: 'Pobierz raport', exact: true }).click();
    await toastWith(client, 'Generowanie zestawienia przesyłek zostało zlecone!').waitFor();
    await expect.poll(async () => (await latestOf(clientToken, 'standard_from_filters'))?.identifier).not.toBe(mine?.identifier);
    expect(pageErrors(client)).toEqual([]);
    await client.context().close();
  }, 120_000);

  it('a warehouse worker neither sees "Moje raporty" nor asks for the count', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    pages.push(page);
    const calls: string[] = [];
    page.on('request', (request) => calls.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await logIn(page, SEEDED.worker);
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Strona główna' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Moje raporty' }).count()).toBe(0);
    expect(calls.filter((call) => call.includes('/app/v1/export'))).toEqual([]);
    await page.context().close();
  }, 60_000);
});
