import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  choose,
  confirmation,
  confirmYes,
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  PHONE,
  productAndBrowser,
  SEEDED,
  type Product,
} from './harness/index.js';
import { createClient } from './harness/clients.js';
import { createShipment } from './harness/shipments.js';

const DESK = 'SCAN-E2E';
const SCAN_LABEL = 'Kod do zeskanowania';

/** A wedge scanner: the code's characters 5 ms apart into the focused scan input, then nothing (the screen's 1 s pause ends the code). */
async function wedge(page: Page, code: string): Promise<void> {
  const input = page.getByRole('textbox', { name: SCAN_LABEL });
  await expect.poll(() => input.evaluate((element) => element === document.activeElement), { timeout: 5000 }).toBe(true);
  await page.keyboard.type(code, { delay: 5 });
}

const feedback = (page: Page, text: string | RegExp) => page.locator('[data-scan-feedback]').filter({ hasText: text });
const historyTable = (page: Page) => page.getByRole('table', { name: 'Historia statusów' });
const parcelPanel = (page: Page) => page.locator('[data-parcel-id]');

/** The 4xx answers the tests ask for are logged by the browser as failed resources. */
const unexpectedErrors = (page: Page) =>
  pageErrors(page).filter(
    (line) => !/^console\.error: Failed to load resource: the server responded with a status of (404|406|409|422) /.test(line),
  );

/** Logs the worker in and opens the scanning screen once the session knows the workstation (whoami). */
async function openScanning(page: Page): Promise<void> {
  await logIn(page, SEEDED.worker);
  // The login answers no workstation; whoami fills it into the stored session a moment later.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}')?.workstation?.code ?? null), { timeout: 10_000 })
    .toBe(DESK);
  await page.goto('/parcel-from-number');
  await page.getByRole('heading', { name: 'Skanowanie przesyłek' }).waitFor();
}

/** Waits until the courier has registered the shipment (its parcels then have out numbers). */
async function registered(product: Product, token: string, number: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const read = await product.api<{ shipment: { registration: string } }>('GET', `/api/app/v2/shipment/${number}`, { token });
    if (read.body.shipment.registration === 'registered') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`shipment ${number} not registered`);
}

/**
 * The scanning screen (spec/02 §2, §4, §5, §8): a worker at a workstation
 * scans parcels like a wedge scanner; the scanner rules' warnings; the
 * dimension form's 406 confirmation; a problem status opens the sector
 * chooser; scans made while the connection is cut are sent in order once it
 * returns, each recorded once; axe on desktop and phone.
 */
describe('parcel scanning', () => {
  const suite = productAndBrowser();
  let adminToken: string;
  let workerToken: string;
  const parcels: { id: number; number: string; shipment: string }[] = [];

  const historyOf = async (parcelId: number) =>
    (
      await suite.product.api<{ id: number; displayed_name: string }[]>('GET', `/api/app/v1/parcel/find/id/${parcelId}/history`, {
        token: adminToken,
      })
    ).body;

  beforeAll(async () => {
    adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    const created = await suite.product.api('POST', '/api/app/v1/warehouse/workstation/store', {
      token: adminToken,
      body: { code: DESK, workstation_type_id: 1, warehouse_id: 1 },
    });
    expect(created.status).toBe(201);
    workerToken = await suite.product.login(SEEDED.worker.email, SEEDED.worker.password);
    expect(
      (await suite.product.api('POST', '/api/app/v1/warehouse/workstation/workflow', { token: workerToken, body: { code: DESK } })).status,
    ).toBe(200);
    const clientId = await createClient(suite.product, adminToken);
    for (let i = 0; i < 6; i++) {
      const shipment = await createShipment(suite.product, adminToken, clientId);
      await registered(suite.product, adminToken, shipment.number);
      parcels.push({ id: shipment.parcelIds[0]!, number: shipment.parcels[0]!, shipment: shipment.number });
    }
  }, 180_000);

  let page: Page;

  it('a wedge scanner types a parcel number: the big success notice, the parcel and its history row; axe clean', async () => {
    page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await openScanning(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Status', exact: true }).inputValue()).toBe('Przyjęta w magazynie');
    expect(await page.getByRole('textbox', { name: 'Miejsce' }).inputValue()).toBe('TYCHY');

    await wedge(page, parcels[0]!.number);
    await feedback(page, 'Zapisano status').waitFor();
    await parcelPanel(page).getByText(parcels[0]!.number).waitFor();
    await historyTable(page).getByRole('row').filter({ hasText: 'Przyjęta w magazynie' }).filter({ hasText: 'TYCHY' }).waitFor();
    expect((await historyOf(parcels[0]!.id)).map((r) => r.displayed_name)).toEqual(['Przyjęta w magazynie']);
    await page.mouse.move(DESKTOP.width - 2, DESKTOP.height - 2);
    await expectAccessible(page, 'parcel-from-number-desktop');
  }, 60_000);

  it('an EAN8 code warns; two codes typed into one are too fast; nothing is sent for them', async () => {
    await wedge(page, '12345670');
    await feedback(page, 'Zeskanowano nieprawidłowy kod - wykryto EAN8').waitFor();
    await wedge(page, `${parcels[1]!.number}${parcels[2]!.number}${parcels[3]!.number}`);
    await feedback(page, 'Zbyt szybko skanujesz przesyłki').waitFor();
    expect(await historyOf(parcels[1]!.id)).toEqual([]);
  }, 30_000);

  it('dimensions far from the declared ones ask to confirm (406): declined, not saved; confirmed, saved, then the view clears', async () => {
    await page.getByRole('button', { name: 'Edytuj wymiary' }).click();
    // Editing locks the scanner.
    expect(await page.getByRole('textbox', { name: SCAN_LABEL }).isDisabled()).toBe(true);
    const weight = page.getByRole('textbox', { name: 'Waga (kg)' });
    await weight.fill('10');
    await page.getByRole('textbox', { name: 'Długość (cm)' }).fill('60');
    await expect.poll(() => page.getByRole('textbox', { name: 'Waga gabarytowa (kg)' }).inputValue()).toBe('2,4');
    await page.getByRole('button', { name: 'Zapisz wymiary' }).click();
    await confirmation(page)
      .getByText(/znacznie różni się od dotychczasowej/)
      .waitFor();
    await confirmation(page).getByRole('button', { name: 'Nie' }).click();
    await feedback(page, 'Zmiany nie zostały zapisane').waitFor();
    let read = await suite.product.api('GET', `/api/app/v1/parcel/find/id/${parcels[0]!.id}`, { token: adminToken });
    expect(read.body).toMatchObject({ measured: false, weight: 1.5 });

    await page.getByRole('button', { name: 'Zapisz wymiary' }).click();
    await confirmYes(page, /znacznie różni się od dotychczasowej/);
    await feedback(page, 'Wymiary zostały zapisane.').waitFor();
    read = await suite.product.api('GET', `/api/app/v1/parcel/find/id/${parcels[0]!.id}`, { token: adminToken });
    expect(read.body).toMatchObject({ measured: true, weight: 10, length: 60, weight_value: 10 });
    await parcelPanel(page).waitFor({ state: 'detached', timeout: 5000 });
    // The next scan after saving is skipped once.
    await wedge(page, parcels[0]!.number);
    await feedback(page, 'Skan pominięty po zapisaniu wymiarów').waitFor();
  }, 60_000);

  it('a known-problem status opens the sector chooser; the parcel goes to the chosen sector', async () => {
    await choose(page, 'Status', 'Wykryto znany problem');
    const dialog = page.getByRole('dialog', { name: 'Sektor problematyczny' });
    await dialog.getByRole('radio', { name: '2 · Uszkodzona przesyłka' }).check();
    expect(await dialog.getByRole('checkbox', { name: /Dodaj dodatkowy wiersz/ }).isChecked()).toBe(false);
    await dialog.getByRole('radio', { name: '3 · Duplikat etykiety', exact: true }).check();
    await expect.poll(() => dialog.getByRole('checkbox', { name: /Dodaj dodatkowy wiersz/ }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: '2 · Uszkodzona przesyłka' }).check();
    await dialog.getByRole('button', { name: 'Wybierz' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Sektor: 2 · Uszkodzona przesyłka').waitFor();
    await wedge(page, parcels[1]!.number);
    await feedback(page, 'Zapisano status').waitFor();
    await parcelPanel(page).getByText('2 · Uszkodzona przesyłka').waitFor();
    expect((await historyOf(parcels[1]!.id)).map((r) => r.displayed_name)).toEqual(['Wykryto znany problem']);
    await choose(page, 'Status', 'Przyjęta w magazynie');
    expect(unexpectedErrors(page)).toEqual([]);
  }, 60_000);

  it('a deleted shipment: the refusal suggests the cancelled sector, the chooser opens with it, choosing sends the scan again', async () => {
    const deleted = await suite.product.api('DELETE', '/api/app/v2/shipment', {
      token: adminToken,
      body: { waybill: parcels[5]!.shipment },
    });
    expect(deleted.status).toBe(200);
    await wedge(page, parcels[5]!.number);
    await feedback(page, /anulowana lub usunięta/)
      .getByText('Wykryto nieprawidłowość, rozważ przekazania przesyłki do odpowiendiego sektora!')
      .waitFor();
    const dialog = page.getByRole('dialog', { name: 'Sektor problematyczny' });
    await expect.poll(() => dialog.getByRole('radio', { name: '5 · Przesyłki anulowane i usunięte' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Wybierz' }).click();
    await feedback(page, 'Zapisano status').waitFor();
    expect((await historyOf(parcels[5]!.id)).map((r) => r.displayed_name)).toEqual(['Wykryto znany problem']);
    await choose(page, 'Status', 'Przyjęta w magazynie');
  }, 60_000);

  it('the connection cut: two scans wait in the queue, then go in order once it returns, each recorded once', async () => {
    await page.context().setOffline(true);
    await wedge(page, parcels[2]!.number);
    await page.waitForTimeout(1200);
    await wedge(page, parcels[3]!.number);
    await page.locator('[data-scan-queue="2"]').getByText('Skany czekające na połączenie: 2').waitFor({ timeout: 10_000 });
    await page.getByText(parcels[3]!.number, { exact: true }).waitFor();
    await page.context().setOffline(false);
    await page.locator('[data-scan-queue]').waitFor({ state: 'detached', timeout: 15_000 });
    // The last one answered shows its code under the success notice.
    await feedback(page, 'Zapisano status').getByText(parcels[3]!.number).waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await historyOf(parcels[3]!.id)).length, { timeout: 10_000 }).toBe(1);
    const first = await historyOf(parcels[2]!.id);
    const second = await historyOf(parcels[3]!.id);
    expect(first.map((r) => r.displayed_name)).toEqual(['Przyjęta w magazynie']);
    expect(second.map((r) => r.displayed_name)).toEqual(['Przyjęta w magazynie']);
    // Sent in order: the first scan's row got the earlier id.
    expect(first[0]!.id).toBeLessThan(second[0]!.id);
    await page.context().close();
  }, 60_000);

  it('problematic sector types: a worker adds one (a taken code is refused), sees it listed and deletes it after a confirmation', async () => {
    const sectors = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await logIn(sectors, SEEDED.worker);
    await sectors.goto('/problematic-sector/list');
    const table = sectors.getByRole('table', { name: 'Sektory problematyczne' });
    await table.getByRole('row').filter({ hasText: 'Nieznany problem' }).getByText('Stały').waitFor();
    await expectAccessible(sectors, 'problematic-sectors-desktop');
    await sectors.getByRole('link', { name: 'Dodaj typ' }).click();
    await sectors.waitForURL('**/problematic-sector/new');
    await expect.poll(() => sectors.getByRole('combobox', { name: 'Magazyn', exact: true }).inputValue()).toBe('TYCHY');
    await sectors.getByRole('textbox', { name: 'Kod', exact: true }).fill('3');
    await sectors.getByRole('textbox', { name: 'Nazwa', exact: true }).fill('Drugi duplikat');
    await sectors.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await sectors.getByText('Błąd podczas dodawania typu').first().waitFor();
    await sectors.getByText('Sektor o tym kodzie już istnieje w tym magazynie.').waitFor();
    await sectors.getByRole('textbox', { name: 'Kod', exact: true }).fill('pal-9');
    await sectors.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await sectors.waitForURL('**/problematic-sector/list');
    const row = table.getByRole('row').filter({ hasText: 'PAL-9' });
    await row.getByText('Drugi duplikat').waitFor();
    await row.getByRole('button', { name: 'Usuń' }).click();
    await confirmYes(sectors, 'Usunąć typ sektora Drugi duplikat?');
    await row.waitFor({ state: 'detached' });
    expect(unexpectedErrors(sectors)).toEqual([]);
    await sectors.context().close();
  }, 60_000);

  it('on a phone: the scan input, a scan and its history fit; axe clean', async () => {
    const phone = await newPage(suite.browser, suite.product.baseUrl, PHONE);
    await openScanning(phone);
    await wedge(phone, parcels[4]!.number);
    await feedback(phone, 'Zapisano status').waitFor();
    await historyTable(phone).getByRole('row').filter({ hasText: 'Przyjęta w magazynie' }).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(phone, 'parcel-from-number-phone');
    expect(unexpectedErrors(phone)).toEqual([]);
    await phone.context().close();
  }, 60_000);
});
