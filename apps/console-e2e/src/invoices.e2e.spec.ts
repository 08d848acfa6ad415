import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, defineParameter } from './harness/clients.js';
import {
  choose,
  confirmYes,
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  PHONE,
  recordCalls,
  productAndBrowser,
  screenshot,
  SEEDED,
  toastWith,
  type Viewport,
} from './harness/index.js';
import {
  accounted,
  dayOfLastMonth,
  lastMonth,
  receivedOn,
  romanianPriceLists,
  shownDay,
  wednesdayOfLastWeek,
  zeroIncomeList,
} from './harness/invoicing.js';
import { createShipment } from './harness/shipments.js';

const INVOICED = { name: 'Sklep Fakturowy', mail: 'faktury@sklep-fakturowy.pl' };
/** Its shipment was received before the price lists began: it could not be accounted. */
const UNPRICED = 'Hurtownia Bez Cennika';
const PRICE_LISTS_TOAST = `Cenniki klienta ${UNPRICED} wymagają sprawdzenia!`;
/** A weekly client whose own list charges nothing: its statement fails validation (missing_amount). */
const ZERO = 'Sklep Zerowy';

/** Parameter types (spec/01 §3). */
const INVOICING_BLOCK = 2;
const ACCOUNT_PERIOD = 10;
const INVOICING_EMAIL_ADDRESS = 17;
const FAKTUROWNIA_ID = 18;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });
const invoicesTable = (page: Page) => page.getByRole('table', { name: 'Lista faktur' });
const rowOf = (page: Page, client: string) => invoicesTable(page).getByRole('row').filter({ hasText: client });
const accountableBox = (page: Page) => page.getByRole('region', { name: 'Generowanie faktur', exact: true });

async function openInvoices(page: Page, viewport: Viewport): Promise<void> {
  if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Faktury' }).click();
  await page.waitForURL(/\/invoices(\?.*)?$/);
  await heading(page, 'Faktury').waitFor();
}

/** The uncaught errors and console errors of a page the console opened itself (a new tab), from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

/** A click that opens a file in a new window: the file's answer (the window is closed). */
async function fileOpened(page: Page, click: () => Promise<void>, path: string) {
  const popup = page.waitForEvent('popup');
  const file = page.context().waitForEvent('response', (response) => response.url().includes(path));
  await click();
  const response = await file;
  await (await popup).close().catch(() => undefined);
  return response;
}

/**
 * The invoices screens (spec/03 §2, §4, §8; issue 13 §4) against the real API and the invoicing sandbox: the
 * accountable periods, a run triggered from the screen (first refused with the 410 toast naming a client whose
 * shipment could not be priced, then, once that client's invoicing is blocked, accepted), the invoice reaching
 * 'Wysłana' live, its detail in a new tab with the number, downloads and recipients; desktop and phone, axe clean.
 */
describe('invoices', () => {
  const suite = productAndBrowser();
  const pages: Page[] = [];
  let token: string;
  let unpricedId: number;
  let zeroShipment: string;
  const month = lastMonth();

  beforeAll(async () => {
    const { product } = suite;
    token = await product.login(SEEDED.admin.email, SEEDED.admin.password);
    // The lists begin on the 5th of last month: a shipment received on the 2nd has none, one on the 15th is priced.
    await romanianPriceLists(product, token, dayOfLastMonth(5));
    const invoicedId = await createClient(product, token, { name: INVOICED.name, allowed_countries: [1] });
    await defineParameter(product, token, invoicedId, FAKTUROWNIA_ID, '5550001');
    await defineParameter(product, token, invoicedId, INVOICING_EMAIL_ADDRESS, INVOICED.mail);
    unpricedId = await createClient(product, token, { name: UNPRICED, allowed_countries: [1] });

    const priced = await createShipment(product, token, invoicedId);
    await receivedOn(product, token, priced.parcelIds, dayOfLastMonth(15));
    const unpriced = await createShipment(product, token, unpricedId);
    await receivedOn(product, token, unpriced.parcelIds, dayOfLastMonth(2));
    const zeroId = await createClient(product, token, { name: ZERO, allowed_countries: [1] });
    await defineParameter(product, token, zeroId, FAKTUROWNIA_ID, '5550002');
    await defineParameter(product, token, zeroId, ACCOUNT_PERIOD, 'weekly');
    await zeroIncomeList(product, token, zeroId, dayOfLastMonth(5));
    const zero = await createShipment(product, token, zeroId);
    zeroShipment = zero.number;
    await receivedOn(product, token, zero.parcelIds, wednesdayOfLastWeek());
    await accounted(product, token, priced.number);
    await accounted(product, token, unpriced.number, true);
    await accounted(product, token, zero.number);
  }, 180_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail')
      for (const [i, page] of pages.entries()) if (!page.isClosed()) await screenshot(page, `invoices-failed-${i}`);
  });

  it('an admin triggers the monthly run: first refused for a client whose price lists need checking, then the invoice is mailed live (desktop)', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    pages.push(page);
    // The read-model notices the live socket hears.
    const heard: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => heard.push(String(frame.payload))));
    await logIn(page, SEEDED.admin);
    await openInvoices(page, DESKTOP);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

    // The accountable periods: last month, and last week.
    const box = accountableBox(page);
    await box.getByText(`${shownDay(month.from)} – ${shownDay(month.to)}`).waitFor();
    await expect.poll(() => box.locator('[data-accountable="weekly"]').textContent()).toMatch(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
    expect(await box.getByRole('textbox', { name: 'Data generowania' }).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.mouse.move(5, 5);
    await expectAccessible(page, 'invoices-list-desktop');
    await screenshot(page, 'invoices-list-desktop');

    // 410: one toast per client whose shipments of the period could not be priced; nothing is opened.
    const generate = box.getByRole('button', { name: 'Generuj faktury' });
    expect(await box.getByRole('radio', { name: 'Miesięczny' }).isChecked()).toBe(true);
    await generate.click();
    await toastWith(page, PRICE_LISTS_TOAST).waitFor();
    expect(await rowOf(page, INVOICED.name).count()).toBe(0);

    // The admin stops invoicing that client; the run goes through and the invoice moves on by itself.
    await defineParameter(suite.product, token, unpricedId, INVOICING_BLOCK, 'true');
    await generate.click();
    await toastWith(page, /^Zlecono generowanie faktur za okres .* \(otwartych faktur: 1\)\.$/).waitFor();
    const row = rowOf(page, INVOICED.name);
    await row.waitFor();
    await expect.poll(() => row.locator('[data-status]').getAttribute('data-status'), { timeout: 60_000, interval: 250 }).toBe('send');
    expect(await row.locator('[data-status]').textContent()).toBe('Wysłana');
    // Live: the list followed the invoices read model's notices, without a reload.
    expect(heard.some((frame) => frame.includes('"read-model"') && frame.includes('"invoices"'))).toBe(true);
    expect(navigations).toEqual([]);
    const cells = (await row.locator('td').allTextContents()).map((text) => text.trim());
    expect(cells[0]).toBe(INVOICED.name);
    expect(cells[3]).toContain(`${shownDay(month.from)} – ${shownDay(month.to)}`);
    expect(cells[4]).toMatch(/^\d[\d\s\u00a0]*,\d{2}\s?zł$/);
    expect(cells[5]).toMatch(/^FV \d+\/\d{2}\/\d{4}$/);
    const number = cells[5]!;
    expect(await rowOf(page, UNPRICED).count()).toBe(0);

    // The monthly period is no longer accountable: the box says so and the button waits.
    await box.locator('[data-accountable="monthly"]').getByText('Brak okresu do zafakturowania.').waitFor();
    expect(await generate.isDisabled()).toBe(true);

    // The row opens the invoice in a new tab.
    const opened = page.context().waitForEvent('page');
    await row.click();
    const detail = await opened;
    const detailErrors = errorsOf(detail);
    pages.push(detail);
    await detail.waitForURL(/\/invoices\/\d+$/);
    await heading(detail, `Faktura ${number}`).waitFor();
    const facts = detail.getByRole('region', { name: 'Faktura', exact: true });
    expect(await facts.locator('[data-fact="status"]').textContent()).toContain('Wysłana');
    expect(await facts.locator('[data-fact="client"]').textContent()).toContain(INVOICED.name);
    const recipients = detail.getByRole('table', { name: 'Odbiorcy faktury' });
    await recipients.getByRole('cell', { name: INVOICED.mail }).waitFor();
    expect(await detail.getByRole('button', { name: 'Wystaw ponownie' }).count()).toBe(0);
    const external = detail.getByRole('link', { name: 'Otwórz w systemie faktur' });
    expect(await external.getAttribute('href')).toMatch(/^https:\/\/.*fakturownia\.invalid\/invoice\//);
    expect(await external.getAttribute('target')).toBe('_blank');
    await detail.mouse.move(5, 5);
    await expectAccessible(detail, 'invoices-detail-desktop');
    await screenshot(detail, 'invoices-detail-desktop');

    // Both files through a public file token, each in a new window.
    const id = detail.url().split('/').pop();
    const pdf = await fileOpened(
      detail,
      () => detail.getByRole('button', { name: 'Pobierz fakturę' }).click(),
      `/api/app/v1/invoice/${id}/download?`,
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const statement = await fileOpened(
      detail,
      () => detail.getByRole('button', { name: 'Pobierz zestawienie' }).click(),
      `/api/app/v1/invoice/${id}/exported_file_download?`,
    );
    expect(statement.status()).toBe(200);

    // The one refused call: the 410 of the first run.
    expect(pageErrors(page)).toEqual(['console.error: Failed to load resource: the server responded with a status of 410 (Gone)']);
    expect(detailErrors).toEqual([]);
    await page.context().close();
  }, 150_000);

  it('on a phone, an admin filters the invoices by status and period and opens one (phone)', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, PHONE);
    pages.push(page);
    await logIn(page, SEEDED.admin);
    await openInvoices(page, PHONE);
    await rowOf(page, INVOICED.name).waitFor();

    // A status with no invoice empties the table; 'Wysłana' and last month's period show it again.
    await choose(page, 'Status', 'Błędy walidacji zestawienia');
    await page.waitForURL(/status=report_validation_error/);
    await invoicesTable(page).getByRole('row').filter({ hasText: INVOICED.name }).waitFor({ state: 'detached' });
    await choose(page, 'Status', 'Wysłana');
    const monthName = new Intl.DateTimeFormat('pl-PL', { month: 'long', timeZone: 'UTC' }).format(new Date(`${month.from}T00:00:00Z`));
    await choose(page, 'Okres rozliczeniowy', `${monthName} ${month.from.slice(0, 4)}`);
    await page.waitForURL(/period=\d{6}/);
    await rowOf(page, INVOICED.name).waitFor();
    await page.mouse.move(5, 5);
    await expectAccessible(page, 'invoices-list-phone');
    // The table scrolls in its own region: the page itself is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'invoices-list-phone');

    const opened = page.context().waitForEvent('page');
    await rowOf(page, INVOICED.name).click();
    const detail = await opened;
    const detailErrors = errorsOf(detail);
    pages.push(detail);
    await heading(detail, /^Faktura FV /).waitFor();
    await detail.getByRole('table', { name: 'Odbiorcy faktury' }).waitFor();
    await expectAccessible(detail, 'invoices-detail-phone');
    expect(await detail.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(detail, 'invoices-detail-phone');
    // Back to the list from the header.
    await detail.getByRole('link', { name: 'Wróć do listy faktur' }).click();
    await heading(detail, 'Faktury').waitFor();
    expect(pageErrors(page)).toEqual([]);
    expect(detailErrors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("an admin triggers the weekly run; the statement's validation errors are shown, one is marked reviewed, the invoice is re-issued (desktop)", async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    pages.push(page);
    await logIn(page, SEEDED.admin);
    await openInvoices(page, DESKTOP);
    const box = accountableBox(page);
    await box.getByText('Tygodniowy', { exact: true }).click();
    expect(await box.getByRole('radio', { name: 'Tygodniowy' }).isChecked()).toBe(true);
    await box.getByRole('button', { name: 'Generuj faktury' }).click();
    await toastWith(page, /^Zlecono generowanie faktur za okres .* \(otwartych faktur: 1\)\.$/).waitFor();
    const row = rowOf(page, ZERO);
    await expect
      .poll(() => row.locator('[data-status]').getAttribute('data-status'), { timeout: 60_000, interval: 250 })
      .toBe('report_validation_error');
    expect(await row.locator('[data-status]').textContent()).toBe('Błędy walidacji zestawienia');
    await box.locator('[data-accountable="weekly"]').getByText('Brak okresu do zafakturowania.').waitFor();

    const opened = page.context().waitForEvent('page');
    await row.click();
    const detail = await opened;
    const detailErrors = errorsOf(detail);
    pages.push(detail);
    await heading(detail, 'Faktura (bez numeru)').waitFor();
    // Nothing issued yet: nothing to open or download; re-issue is offered.
    expect(await detail.getByRole('button', { name: 'Otwórz w systemie faktur' }).isDisabled()).toBe(true);
    expect(await detail.getByRole('button', { name: 'Pobierz fakturę' }).isDisabled()).toBe(true);
    const errors = detail.getByRole('table', { name: 'Błędy walidacji zestawienia faktury' });
    const error = errors.getByRole('row').filter({ hasText: 'Przesyłka nie została rozliczona (brak kwoty).' });
    await error.getByRole('link', { name: zeroShipment }).first().waitFor();
    const reviewed = error.getByRole('checkbox', { name: 'Błąd nr 1 sprawdzony' });
    expect(await reviewed.isChecked()).toBe(false);
    await detail.mouse.move(5, 5);
    await expectAccessible(detail, 'invoices-detail-errors-desktop');
    await screenshot(detail, 'invoices-detail-errors-desktop');
    const calls = recordCalls(detail);
    await reviewed.click();
    await toastWith(detail, 'Odznaczono poprawnie!').waitFor();
    expect(calls.sent).toContain(`PATCH /api/app/v1/invoice/${detail.url().split('/').pop()}/validation_errors`);
    await expect.poll(() => reviewed.isChecked()).toBe(true);

    // Re-issue after the question: a second attempt, seen without a reload.
    await detail.getByRole('button', { name: 'Wystaw ponownie' }).click();
    await confirmYes(detail, new RegExp(`^Wystawić ponownie fakturę klienta ${ZERO} za okres `));
    await toastWith(detail, 'Faktura zostanie wystawiona ponownie.').waitFor();
    const facts = detail.getByRole('region', { name: 'Faktura', exact: true });
    await expect.poll(() => facts.locator('[data-fact="attempt"]').textContent(), { timeout: 30_000 }).toContain('2');
    expect(detailErrors).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a warehouse worker has no "Faktury" in the menu and is refused the screens by address', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await logIn(page, SEEDED.worker);
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Zmiana hasła' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Faktury' }).count()).toBe(0);
    for (const address of ['/invoices', '/invoices/1']) {
      await page.goto(address);
      await toastWith(page, /Brak dostępu do tego ekranu/).waitFor();
      await page.waitForURL('**/dashboard');
    }
    await page.context().close();
  }, 60_000);
});
