import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
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
import { createClient } from './harness/clients.js';

/**
 * Intake with client assignment (/parcel-from-number-and-assign-to-client) and
 * unknown client aliases (/unknown-client-aliases): a worker chooses and
 * verifies a client, scans like a wedge scanner (characters 5 ms apart, then
 * the 400 ms pause), an unknown barcode becomes a buffer parcel the admin
 * adopts; scans wait while the connection is cut; an admin resolves an alias.
 */

const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;
const barcode = () => `XB${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;

/** A wedge scanner: the code's characters 5 ms apart, then nothing (the screen's pause ends the code). */
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

/** Logs in and waits until the session knows the workstation (the shell reads whoami), then opens the intake screen. */
async function openIntake(page: Page, baseUrl: string): Promise<void> {
  await logIn(page, SEEDED.worker);
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { workstation?: unknown }).workstation ?? null))
    .not.toBeNull();
  await page.goto(`${baseUrl}/parcel-from-number-and-assign-to-client`);
  await page.getByRole('heading', { name: 'Przyjęcie z przypisaniem klienta' }).waitFor();
}

describe('intake and unknown client aliases', () => {
  const suite = productAndBrowser();
  let adminToken: string;
  let workerToken: string;
  const client = { id: 0, name: unique('Hurtownia Przyjęć') };
  const pages: Page[] = [];
  const open = async (viewport: Viewport) => {
    const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
    pages.push(page);
    return page;
  };

  /** A new workstation, claimed by the token's user (the browser session then carries it). */
  const workAt = async (token: string) => {
    const code = `IN-${randomUUID()
      .slice(0, 4)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'A')}`;
    const created = await suite.product.api('POST', '/api/app/v1/warehouse/workstation/store', {
      token: adminToken,
      body: { code, workstation_type_id: 3, warehouse_id: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await suite.product.api('POST', '/api/app/v1/warehouse/workstation/workflow', { token, body: { code } })).status).toBe(200);
    return code;
  };

  beforeAll(async () => {
    adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    workerToken = await suite.product.login(SEEDED.worker.email, SEEDED.worker.password);
    client.id = await createClient(suite.product, adminToken, { name: client.name, post_code: '43-100', phone_number: '601200300' });
    await workAt(workerToken);
    await workAt(adminToken);
  });

  afterEach(async () => {
    for (const page of pages.splice(0)) {
      // The offline test cuts the connection on purpose.
      expect(pageErrors(page).filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
      await page.close();
    }
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`a worker chooses and verifies the client, then scans: an unknown barcode becomes a buffer parcel the admin adopts (${label})`, async () => {
      const page = await open(viewport);
      await openIntake(page, suite.product.baseUrl);

      // Choose the client by the search (3+ characters), then verify it: a wrong post code is refused.
      await page.getByRole('combobox', { name: 'Klient', exact: true }).fill(client.name.slice(0, 12));
      await page.getByRole('option', { name: new RegExp(client.name) }).click();
      await page.getByRole('textbox', { name: 'Kod pocztowy' }).fill('40-001');
      await page.getByRole('textbox', { name: 'Numer telefonu' }).fill('601200300');
      await page.getByRole('button', { name: 'Zweryfikuj' }).click();
      await feedback(page).getByText('Niepoprawna weryfikacja wyboru klienta!').waitFor();
      expect(await page.getByRole('textbox', { name: 'Kod do zeskanowania' }).isDisabled()).toBe(true);
      await page.getByRole('textbox', { name: 'Kod pocztowy' }).fill('43-100');
      await page.getByRole('button', { name: 'Zweryfikuj' }).click();
      await feedback(page).getByText(`Klient zweryfikowany: ${client.name}`).waitFor();
      await accessible(page, `intake-${label}`);

      // A product's EAN-13 is refused by the scanner rules; an unknown barcode becomes a buffer parcel.
      await page.getByRole('textbox', { name: 'Kod do zeskanowania' }).focus();
      await wedge(page, '5901234123457');
      await feedback(page).getByText('Zeskanowano nieprawidłowy kod - wykryto EAN13').waitFor();
      const code = barcode();
      await wedge(page, code);
      await feedback(page).getByText('Utworzono przesyłkę buforową', { exact: true }).waitFor();
      const created = (await feedback(page).innerText()).match(/\dPRO\d{10}/)?.[0];
      expect(created, await feedback(page).innerText()).toBeDefined();
      // Scanned again: now a parcel of the client.
      await wedge(page, code);
      await feedback(page).getByText('Przyjęto przesyłkę klienta', { exact: true }).waitFor();
      await accessible(page, `intake-scanned-${label}`);

      // The admin gives the buffer parcel to its real client (adopt unprocessable).
      const shipment = await suite.product.api('GET', `/api/app/v2/shipment/${created}`, { token: adminToken });
      expect(shipment.body.shipment).toMatchObject({ client_id: client.id, internal_info: { creator: 'init_scan' } });
      const parcelId = shipment.body.shipment.parcels[0].id;
      const adopted = await suite.product.api('PATCH', '/api/app/v1/parcel/adopt/unprocessable', {
        token: adminToken,
        body: { id_parcel: parcelId, id_client: client.id, is_emag_parcel: 0 },
      });
      expect(adopted.status, JSON.stringify(adopted.body)).toBe(200);
    });
  }

  it('scans made while the connection is cut wait in the queue and are recorded once, in order, when it returns', async () => {
    const page = await open(DESKTOP);
    await openIntake(page, suite.product.baseUrl);
    await page.getByRole('combobox', { name: 'Klient', exact: true }).fill(client.name.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(client.name) }).click();
    await page.getByRole('textbox', { name: 'Kod pocztowy' }).fill('43100');
    await page.getByRole('textbox', { name: 'Numer telefonu' }).fill('601 200 300');
    await page.getByRole('button', { name: 'Zweryfikuj' }).click();
    await feedback(page)
      .getByText(/Klient zweryfikowany/)
      .waitFor();
    await page.getByRole('textbox', { name: 'Kod do zeskanowania' }).focus();

    await page.context().setOffline(true);
    const codes = [barcode(), barcode()];
    for (const code of codes) await wedge(page, code);
    await page.getByText('Skany czekające na połączenie: 2').waitFor();
    await page.context().setOffline(false);
    await expect.poll(() => page.locator('[data-scan-queue]').count(), { timeout: 15_000 }).toBe(0);
    const history = page.getByTestId('intake-history');
    await history.getByText(codes[1]!).waitFor();
    const lines = await history.locator('li').allInnerTexts();
    // Newest first: the second code's answer came after the first's.
    expect(lines.slice(0, 2).map((l) => l.split(' ')[0])).toEqual([codes[1], codes[0]]);
    for (const line of lines.slice(0, 2)) expect(line).toContain('Utworzono przesyłkę buforową');
    const numbers = lines.slice(0, 2).map((l) => l.match(/\dPRO\d{10}/)![0]);
    for (const number of numbers) {
      const shipment = await suite.product.api('GET', `/api/app/v2/shipment/${number}`, { token: adminToken });
      expect(shipment.status).toBe(200);
      const history = await suite.product.api('GET', `/api/app/v2/shipment/${number}/history`, { token: adminToken });
      expect(history.body.history.parcels[0].history).toHaveLength(1);
    }
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`an admin resolves an unknown alias to the proposed client in one click (${label})`, async () => {
      const alias = unique('Sprzedawca Marketplace');
      const scan = await suite.product.api('PUT', '/api/app/v1/parcel/scan-and-assign-to-client', {
        token: workerToken,
        body: { barcode: barcode(), client_id: client.id, client_alias: alias },
      });
      expect(scan.status, JSON.stringify(scan.body)).toBe(201);

      const page = await open(viewport);
      await logIn(page, SEEDED.admin);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
      await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Nieznane aliasy' }).click();
      await page.waitForURL(/\/unknown-client-aliases$/);
      await page.getByRole('link', { name: alias }).waitFor();
      await accessible(page, `aliases-${label}`);
      await page.getByRole('link', { name: alias }).click();
      await page.getByRole('heading', { name: `Alias: ${alias}` }).waitFor();
      await page.getByText(`Proponowany klient: ${client.name}`).waitFor();
      await accessible(page, `alias-${label}`);
      await page.getByRole('switch', { name: 'Przesyłki eMAG' }).check({ force: true });
      await page.getByRole('button', { name: 'Przypisz proponowanego klienta' }).click();
      await toastWith(page, 'Alias został utworzony pomyślnie!').waitFor();
      await page.waitForURL(/\/unknown-client-aliases$/);
      await expect.poll(() => page.getByRole('link', { name: alias }).count()).toBe(0);
      const list = await suite.product.api('GET', '/api/app/v1/unknown_client_alias', { token: adminToken });
      expect(list.body.map((a: { alias: string }) => a.alias)).not.toContain(alias);
    });
  }
});
