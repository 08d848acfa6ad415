import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, defineParameter } from './harness/clients.js';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  logIn,
  newPage,
  pageErrors,
  PHONE,
  screenshot,
  SEEDED,
  startProduct,
  toastWith,
  type Product,
  type Viewport,
} from './harness/index.js';
import { accounted, romanianPriceLists } from './harness/invoicing.js';
import { createShipment, setParcelStatus } from './harness/shipments.js';

const ACCOUNT_PERIOD = 10;
const CLIENT = 'Sklep Rozliczeniowy';

/** This month in Warsaw: the client's monthly billing period (first and last day, YYYY-MM-DD). */
function thisMonth(): { start: string; end: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const [year, month] = today.split('-').map(Number) as [number, number];
  return {
    start: `${today.slice(0, 7)}-01`,
    end: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10),
  };
}

/**
 * The billing modal of the client card (spec/01 §2, §4, §8; issue 13 §3): the period prefilled from the client's
 * billing period, 'Przelicz i generuj' with the statement's progress moving live (one row a batch, a pause between
 * batches), the ready toast and 'Pobierz' giving the xlsx, the last statement shown again when reopened; on a phone,
 * 'Generuj' from the recorded amounts.
 */
describe('billing statement (client card)', () => {
  let product: Product;
  let browser: Browser;
  let clientId: number;
  const pages: Page[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct({ env: { EXPORT_BATCH_ROWS: '1', EXPORT_BATCH_PAUSE_MS: '1200' } }), launchBrowser()]);
    const token = await product.login(SEEDED.admin.email, SEEDED.admin.password);
    await romanianPriceLists(product, token, '2020-01-01');
    clientId = await createClient(product, token, { name: CLIENT, allowed_countries: [1] });
    await defineParameter(product, token, clientId, ACCOUNT_PERIOD, 'monthly');
    for (let i = 0; i < 3; i++) {
      const shipment = await createShipment(product, token, clientId);
      for (const parcelId of shipment.parcelIds) await setParcelStatus(product, token, parcelId, 55);
      await accounted(product, token, shipment.number);
    }
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') for (const [i, page] of pages.entries()) await screenshot(page, `billing-failed-${i}`);
  });

  const openModal = async (viewport: Viewport) => {
    const page = await newPage(browser, product.baseUrl, viewport);
    pages.push(page);
    await logIn(page, SEEDED.admin);
    await page.goto(`${product.baseUrl}/client/${clientId}`);
    await page.getByRole('heading', { name: CLIENT, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Zestawienie do rozliczeń' }).click();
    const modal = page.getByRole('dialog', { name: `Zestawienie do rozliczeń: ${CLIENT}` });
    await modal.waitFor();
    return { page, modal };
  };

  it('re-accounts and generates the statement with live progress, then downloads it (desktop)', async () => {
    const { page, modal } = await openModal(DESKTOP);
    const period = thisMonth();
    await expect.poll(() => modal.getByLabel('Początek okresu').inputValue()).toBe(period.start);
    expect(await modal.getByLabel('Koniec okresu').inputValue()).toBe(period.end);
    expect(await modal.getByTestId('billing-status').textContent()).toBe('Zestawienie nie było jeszcze generowane.');
    await expectAccessible(page, 'billing-modal-desktop');

    await modal.getByRole('button', { name: 'Przelicz i generuj' }).click();
    await toastWith(page, 'Generowanie zestawienia przesyłek zostało zlecone!').waitFor();
    // Three shipments, one a batch with a pause between: the bar moves through the live notices.
    const bar = modal.getByRole('progressbar', { name: 'Postęp generowania zestawienia' });
    await bar.waitFor({ timeout: 20_000 });
    const seen = new Set<string>();
    while (await bar.isVisible().catch(() => false)) {
      const value = await bar.getAttribute('aria-valuenow').catch(() => null);
      if (value !== null) seen.add(value);
      await page.waitForTimeout(100);
    }
    expect(seen.size, [...seen].join(', ')).toBeGreaterThanOrEqual(2);
    await toastWith(page, 'Twoje zestawienie jest gotowe do pobrania!').waitFor({ timeout: 30_000 });
    expect(await modal.getByTestId('billing-status').textContent()).toBe('Status: Zweryfikowany');
    await screenshot(page, 'billing-modal-ready-desktop');

    // Pobierz: the xlsx in a new window, through a public file token.
    const popup = page.waitForEvent('popup');
    const file = page.context().waitForEvent('response', (response) => response.url().includes('/api/app/v1/export/download/'));
    await modal.getByRole('button', { name: 'Pobierz' }).click();
    const response = await file;
    await (await popup).close().catch(() => undefined);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('spreadsheetml');

    // Closed and opened again, the modal shows this client's last statement (kept per user and client in the browser).
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Zestawienie do rozliczeń' }).click();
    await expect.poll(() => modal.getByTestId('billing-status').textContent(), { timeout: 10_000 }).toBe('Status: Pobrany');
    await modal.getByRole('button', { name: 'Pobierz' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('Generuj makes a statement from the recorded amounts (phone)', async () => {
    const { page, modal } = await openModal(PHONE);
    await expect.poll(() => modal.getByLabel('Początek okresu').inputValue()).toBe(thisMonth().start);
    await expectAccessible(page, 'billing-modal-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await modal.getByRole('button', { name: 'Generuj', exact: true }).click();
    await toastWith(page, 'Generowanie zestawienia przesyłek zostało zlecone!').waitFor();
    await toastWith(page, 'Twoje zestawienie jest gotowe do pobrania!').waitFor({ timeout: 30_000 });
    expect(await modal.getByTestId('billing-status').textContent()).toBe('Status: Zweryfikowany');
    await modal.getByRole('button', { name: 'Pobierz' }).waitFor();
    await screenshot(page, 'billing-modal-phone');
    expect(pageErrors(page)).toEqual([]);
  });

  it('an end before the start keeps both buttons disabled', async () => {
    const { modal } = await openModal(DESKTOP);
    await modal.getByLabel('Koniec okresu').fill('2000-01-01');
    await modal.getByText('Data do nie może być wcześniejsza niż data od.').waitFor();
    expect(await modal.getByRole('button', { name: 'Generuj', exact: true }).isDisabled()).toBe(true);
    expect(await modal.getByRole('button', { name: 'Przelicz i generuj' }).isDisabled()).toBe(true);
  });
});
