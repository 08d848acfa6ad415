import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createClientWithLogin } from './harness/clients.js';
import { createShipment, type CreatedShipment } from './harness/shipments.js';
import {
  choose,
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  productAndBrowser,
  screenshot,
  SEEDED,
  settled,
  toastWith,
  type Viewport,
} from './harness/index.js';

/** The phone the issue names: 360 px wide. */
const PHONE_360: Viewport = { width: 360, height: 780 };
const SHOP = { name: 'Sklep Listowy', email: 'biuro@sklep-listowy.pl', password: 'Listowy-123' };
const OTHER = 'Hurtownia Obca';

const parcelsTable = (page: Page) => page.getByRole('table', { name: 'Lista przesyłek' });
const shipmentsTable = (page: Page) => page.getByRole('table', { name: 'Lista listów przewozowych' });
/** Body rows (the header row has no cells). */
const bodyRows = (page: Page, table = parcelsTable(page)) => table.locator('tbody tr');
/** The table's "from–to z filtered" (without the total that follows when filters narrow it). */
const shown = async (page: Page) => ((await page.getByText(/^\d+–\d+ z \d+/).textContent()) ?? '').split(' (')[0];
const menuLink = (page: Page, name: string | RegExp) =>
  page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name, exact: true });
const filterButton = (page: Page) => page.getByRole('button', { name: 'Filtruj', exact: true });

/** Opens the listing from the menu (the phone's menu is a drawer). */
async function openListing(page: Page, viewport: Viewport): Promise<void> {
  if (viewport.width < 768) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
  // Staff: 'Przesyłki'; a client: 'Moje przesyłki' (spec/01 §6 "my parcels").
  await menuLink(page, /^(Moje p|P)rzesyłki$/).click();
  await page.waitForURL('**/parcels');
  await page.getByRole('heading', { name: 'Przesyłki', level: 1 }).waitFor();
}

/** Picks a client in a search select: 3+ characters typed, then the suggestion. */
async function pickClient(page: Page, label: string, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(name.slice(0, 6));
  await page.getByRole('option', { name, exact: true }).click();
}

/** The listing screen (spec/03 §2 /parcels): filters kept per user, role visibility, paging to 5000, group status, row click. */
describe('the parcel and shipment listing', () => {
  const suite = productAndBrowser();
  const pages: Page[] = [];
  let adminToken: string;
  let shop: CreatedShipment[];
  let other: CreatedShipment;
  let otherId: number;

  const listed = async (criteria: Record<string, unknown>) =>
    (
      await suite.product.api<{ recordsFiltered: number }>('POST', '/api/app/v1/parcel/list', {
        token: adminToken,
        body: { start: 0, length: 1, criteria },
      })
    ).body.recordsFiltered;

  beforeAll(async () => {
    adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    const shopId = await createClientWithLogin(suite.product, adminToken, SHOP, { name: SHOP.name });
    otherId = await createClient(suite.product, adminToken, { name: OTHER });
    // 30 parcels of the shop (two shipments of 15: more than a page of 25), one of the other client.
    shop = [await createShipment(suite.product, adminToken, shopId, 15), await createShipment(suite.product, adminToken, shopId, 15)];
    other = await createShipment(suite.product, adminToken, otherId, 1);
    // The listing's read model follows the events.
    const deadline = Date.now() + 20_000;
    while ((await listed({ type: 'parcels' })) !== 31) {
      if (Date.now() > deadline) throw new Error('the listing did not show the 31 parcels');
      await new Promise((done) => setTimeout(done, 200));
    }
  }, 180_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') for (const [i, page] of pages.entries()) await screenshot(page, `listing-failed-${i}`);
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE_360],
  ] as [string, Viewport][]) {
    it(`an admin filters the listing, pages to 5000, finds the filters again after a reload, and opens a shipment (${label})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      pages.push(page);
      await logIn(page, SEEDED.admin);
      await openListing(page, viewport);

      // Today's active parcels, newest first, 25 a page; staff see the client column and the checkboxes.
      await expect.poll(() => shown(page)).toBe('1–25 z 31');
      expect(await bodyRows(page).count()).toBe(25);
      const created = parcelsTable(page).getByRole('columnheader', { name: /Data utworzenia/ });
      expect(await created.getAttribute('aria-sort')).toBe('descending');
      await parcelsTable(page).getByRole('columnheader', { name: 'Klient' }).waitFor();
      expect(await parcelsTable(page).getByRole('checkbox').count()).toBe(25);
      expect(await page.getByLabel('Data od', { exact: true }).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await page.getByRole('button', { name: 'Dodatkowe filtry' }).waitFor();
      await page.getByRole('textbox', { name: 'Numer wewnętrzny', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Nowy list przewozowy' }).waitFor();
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await settled(page);
      await expectAccessible(page, `listing-admin-${label}`);
      await screenshot(page, `listing-admin-${label}`);

      // Page two, then every row on one page of 5000.
      await page.getByRole('button', { name: 'Następna strona' }).click();
      await expect.poll(() => shown(page)).toBe('26–31 z 31');
      await choose(page, 'Wierszy na stronie', '5000');
      await expect.poll(() => shown(page)).toBe('1–31 z 31');
      expect(await bodyRows(page).count()).toBe(31);

      // The client filter: the other client's one parcel.
      await pickClient(page, 'Klient', OTHER);
      await filterButton(page).click();
      await expect.poll(() => bodyRows(page).count()).toBe(1);
      await bodyRows(page).first().getByText(other.parcels[0]!).waitFor();

      // A reload keeps the filter and the page size (saved per user in the browser).
      await page.reload();
      await page.getByRole('heading', { name: 'Przesyłki', level: 1 }).waitFor();
      await expect.poll(() => shown(page)).toBe('1–1 z 1');
      expect(await page.getByRole('combobox', { name: 'Klient', exact: true }).inputValue()).toBe(OTHER);
      expect(await page.getByRole('combobox', { name: 'Wierszy na stronie', exact: true }).inputValue()).toBe('5000');

      // A country the parcels do not go to: none; reset: all again.
      await choose(page, 'Kraj', '🇭🇺 Węgry');
      await filterButton(page).click();
      await page.getByText('Brak danych do wyświetlenia.').waitFor();
      await page.getByRole('button', { name: 'Resetuj filtry' }).click();
      await expect.poll(() => shown(page)).toBe('1–31 z 31');
      expect(await page.getByRole('combobox', { name: 'Klient', exact: true }).inputValue()).toBe('');

      // The shipment (waybill) list: three shipments; a row opens the shipment.
      await page.locator('label', { hasText: 'Listy przewozowe' }).click();
      await expect.poll(() => bodyRows(page, shipmentsTable(page)).count()).toBe(3);
      await bodyRows(page, shipmentsTable(page)).filter({ hasText: shop[0]!.number }).click();
      await page.waitForURL(`**/shipment/${shop[0]!.number}`);
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  it('a client sees only its own parcels, without the client column, the staff filters, the extras and the checkboxes', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    pages.push(page);
    await logIn(page, SHOP);
    await openListing(page, DESKTOP);
    await expect.poll(() => shown(page)).toBe('1–25 z 30');
    expect(await parcelsTable(page).getByRole('columnheader', { name: 'Klient' }).count()).toBe(0);
    expect(await parcelsTable(page).getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Klient', exact: true }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Procesowalna', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Dodatkowe filtry' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Zmień statusy' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Zaznacz wszystkie' }).count()).toBe(0);
    // The internal number is the waybill number for a client.
    await page.getByRole('textbox', { name: 'Numer listu przewozowego', exact: true }).fill(shop[1]!.parcels[3]!);
    await filterButton(page).click();
    await expect.poll(() => shown(page)).toBe('1–1 z 1');
    await page.getByRole('textbox', { name: 'Numer listu przewozowego', exact: true }).fill(other.parcels[0]!);
    await filterButton(page).click();
    await page.getByText('Brak danych do wyświetlenia.').waitFor();
    await page.getByRole('link', { name: 'Nowy list przewozowy' }).waitFor();
    await expectAccessible(page, 'listing-client');
    await screenshot(page, 'listing-client');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a warehouse worker has the listing without the new-waybill button, the problem rule or the status change', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    pages.push(page);
    await logIn(page, SEEDED.worker);
    await openListing(page, DESKTOP);
    await expect.poll(() => shown(page)).toBe('1–25 z 31');
    expect(await page.getByRole('link', { name: 'Nowy list przewozowy' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Zmień statusy' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Dodatkowe filtry' }).click();
    await page.getByRole('combobox', { name: 'Sektor problematyczny', exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Reguła problemu', exact: true }).count()).toBe(0);
    // The staff address of the same screen.
    await page.goto('/parcel-list');
    await page.getByRole('heading', { name: 'Przesyłki', level: 1 }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('an admin changes the status of the selected parcels; again, the 420 names the parcels that already had it; prints their labels; a new shipment shows live', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    pages.push(page);
    await logIn(page, SEEDED.admin);
    await openListing(page, DESKTOP);
    await expect.poll(() => shown(page)).toBe('1–25 z 31');
    const numbers = [shop[1]!.parcels[0]!, shop[1]!.parcels[1]!];
    // A status that may not repeat: the second change finds it on both parcels.
    const statusName = (
      await suite.product.api<{ id: number; name: string; repeatable: boolean }[]>(
        'GET',
        '/api/app/v1/status_type/sorted_for_warehouse_select/1',
        {
          token: adminToken,
        },
      )
    ).body.find((status) => !status.repeatable)!.name;

    const changeStatuses = async () => {
      for (const number of numbers) await page.getByRole('checkbox', { name: `Zaznacz paczkę ${number}` }).check();
      await page.getByText('Zaznaczono 2 paczki').waitFor();
      await page.getByRole('button', { name: 'Zmień statusy' }).click();
      const dialog = page.getByRole('dialog', { name: 'Zmiana statusów zaznaczonych paczek' });
      await dialog.waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Gdzie' }).inputValue()).toBe('TYCHY');
      expect(await dialog.locator('input[type="datetime-local"]').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      await choose(page, 'Status', statusName);
      await expectAccessible(page, 'listing-group-status');
      await dialog.getByRole('button', { name: 'Zmień statusy' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await changeStatuses();
    await toastWith(page, 'Statusy przesyłek zostały zaaktualizowane pomyślnie!').waitFor();
    await expect.poll(() => parcelsTable(page).getByRole('row').filter({ hasText: numbers[0]! }).textContent()).toContain(statusName);

    await changeStatuses();
    const refusal = toastWith(page, /Niektóre przesyłki miały już ten status/);
    await refusal.waitFor();
    for (const number of numbers) expect(await refusal.textContent()).toContain(number);
    // Shown for 5 s.
    await refusal.waitFor({ state: 'detached', timeout: 8_000 });

    // Select all on the page, then none.
    await page.getByRole('button', { name: 'Zaznacz wszystkie' }).click();
    await page.getByText('Zaznaczono 25 paczek').waitFor();
    // The labels of the selected parcels' shipments in one file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Drukuj etykiety' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await download.failure()).toBeNull();
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('button', { name: 'Odznacz wszystkie' }).click();
    expect(await page.getByText(/^Zaznaczono/).count()).toBe(0);

    // Live: a shipment made elsewhere shows without a reload (the read model's notice).
    await createShipment(suite.product, adminToken, otherId, 1);
    await expect.poll(() => shown(page), { timeout: 15_000 }).toBe('1–25 z 32');
    // The browser logs the refused call; nothing else went wrong.
    expect(pageErrors(page)).toEqual(['console.error: Failed to load resource: the server responded with a status of 420 (unknown)']);
    await page.context().close();
  }, 120_000);
});
