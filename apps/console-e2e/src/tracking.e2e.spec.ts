import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shipmentNumber } from '@parcel/domain';
import {
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  PHONE,
  productAndBrowser,
  recordCalls,
  screenshot,
  SEEDED,
  type Viewport,
} from './harness/index.js';
import { createClient, defineParameter } from './harness/clients.js';
import { createShipment, setParcelStatus, type CreatedShipment } from './harness/shipments.js';

const ACCOUNT_PERIOD = 10;
const IN_TRANSIT = 60;
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, Viewport][];

const RO = {
  title: 'Urmărirea coletului',
  notFound: 'Nu am găsit coletul cu acest număr',
  created: 'Creată',
  search: 'Caută',
  field: 'Numărul expedierii sau al coletului',
  history: 'Istoricul stărilor',
};
const PL = {
  title: 'Śledzenie przesyłki',
  notFound: 'Nie znaleziono przesyłki o podanym numerze',
  created: 'Utworzona',
  history: 'Historia statusów',
};

/** What the tracking page must never show: the recipient's name, phone and street (the test shipment's). */
const PERSONAL = ['Ana Popescu', '723456789', 'Memorandumului'];

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 }).waitFor();
const historyTable = (page: Page, name: string) => page.getByRole('table', { name });
/** A fresh browser: Romanian unless told (the page's default for any browser that is not Polish). */
const visitor = (suite: ReturnType<typeof productAndBrowser>, viewport: Viewport = DESKTOP, locale = 'en-US') =>
  newPage(suite.browser, suite.product.baseUrl, viewport, { locale });

/** The public tracking page (spec/03 §2, §8, §9) and the client card's shipment counts (spec/01 §2), on real shipments made over the API. */
describe('public tracking', () => {
  const suite = productAndBrowser();
  let adminToken: string;
  let clientId: number;
  let multi: CreatedShipment;
  let single: CreatedShipment;
  const pages: Page[] = [];

  beforeAll(async () => {
    adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    clientId = await createClient(suite.product, adminToken);
    multi = await createShipment(suite.product, adminToken, clientId, 2);
    single = await createShipment(suite.product, adminToken, clientId, 1);
  }, 90_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      for (const [index, page] of pages.entries()) {
        if (!page.isClosed()) await screenshot(page, `tracking-failed-${context.task.name.slice(0, 30).replace(/\W+/g, '-')}-${index}`);
      }
    }
    for (const page of pages.splice(0)) await page.context().close();
  });

  const open = async (viewport: Viewport = DESKTOP, locale = 'en-US') => {
    const page = await visitor(suite, viewport, locale);
    pages.push(page);
    return page;
  };

  it.each(VIEWPORTS)(
    'given a shipment of two parcels and a browser that is not Polish, then Romanian: destination, a common tab and one per parcel, no personal data (%s)',
    async (label, viewport) => {
      const page = await open(viewport);
      await page.goto(`/tracking/${multi.number}`);
      await heading(page, RO.title);
      await page.getByText(multi.number).first().waitFor();
      expect(await page.getByTestId('tracking-destination').textContent()).toBe('Cluj-Napoca, România');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');

      const tabs = page.getByRole('tablist', { name: 'Istoricul expedierii și al coletelor' }).getByRole('tab');
      expect(await tabs.allTextContents()).toEqual(['Istoric comun', 'Coletul 1', 'Coletul 2']);
      // The shipment's own row (created) is in the common tab, with its date and time through the formatter.
      const common = historyTable(page, RO.history);
      await common.getByRole('cell', { name: RO.created, exact: true }).waitFor();
      expect(await common.locator('tbody tr').first().locator('td').first().textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4},? \d{2}:\d{2}$/);
      await tabs.nth(1).click();
      await page.getByText(multi.parcels[0]!).waitFor();

      const text = (await page.locator('body').textContent()) ?? '';
      for (const personal of PERSONAL) expect(text).not.toContain(personal);
      await screenshot(page, `tracking-ro-${label}`);
      await expectAccessible(page, `tracking-ro-${label}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(pageErrors(page)).toEqual([]);
    },
    60_000,
  );

  it("given a Polish browser and a parcel's number, then Polish and one list; RO switches and the choice is kept for the next visit", async () => {
    const page = await open(DESKTOP, 'pl-PL');
    await page.goto(`/tracking/${single.parcels[0]}`);
    await heading(page, PL.title);
    expect(await page.getByTestId('tracking-destination').textContent()).toBe('Cluj-Napoca, Rumunia');
    // One parcel: one list, no tabs.
    await historyTable(page, PL.history).getByRole('cell', { name: PL.created, exact: true }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await expectAccessible(page, 'tracking-pl-desktop');

    await page.getByRole('group', { name: 'Język strony' }).getByRole('button', { name: 'RO' }).click();
    await heading(page, RO.title);
    await historyTable(page, RO.history).getByRole('cell', { name: RO.created, exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ro');
    await page.reload();
    await heading(page, RO.title);
    expect(await page.getByRole('button', { name: 'RO' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'PL' }).click();
    await heading(page, PL.title);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pl');
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);

  it('given /tracking, then Search is disabled until a number is typed; typed loosely, it opens /tracking/{number}', async () => {
    const page = await open();
    await page.goto('/tracking');
    await heading(page, RO.title);
    const search = page.getByRole('button', { name: RO.search });
    const field = page.getByRole('textbox', { name: RO.field });
    expect(await search.isDisabled()).toBe(true);
    await field.fill('   ');
    expect(await search.isDisabled()).toBe(true);
    await field.fill(` ${multi.number.slice(0, 5).toLowerCase()} ${multi.number.slice(5)} `);
    expect(await search.isDisabled()).toBe(false);
    await search.click();
    await page.waitForURL(`**/tracking/${multi.number}`);
    expect(await page.getByTestId('tracking-destination').textContent()).toBe('Cluj-Napoca, România');
    expect(await field.inputValue()).toBe(multi.number);
    await field.fill('');
    expect(await search.isDisabled()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it.each(VIEWPORTS)(
    'given a number nobody has, then the not-found text in both languages; one failing its check digit is not even asked for (%s)',
    async (label, viewport) => {
      const page = await open(viewport);
      const calls = recordCalls(page);
      await page.goto(`/tracking/${shipmentNumber(987_654, 'RO')}`);
      await page.getByText(RO.notFound).waitFor();
      await screenshot(page, `tracking-not-found-${label}`);
      await expectAccessible(page, `tracking-not-found-${label}`);
      await page.getByRole('button', { name: 'PL' }).click();
      await page.getByText(PL.notFound).waitFor();
      expect(calls.sent.filter((call) => call.includes('/public/shipment/'))).toHaveLength(1);

      const wrongCheck = `${(Number(multi.number[0]) + 1) % 10}${multi.number.slice(1)}`;
      await page.goto(`/tracking/${wrongCheck}`);
      await page.getByText(PL.notFound).waitFor();
      expect(calls.sent.filter((call) => call.includes(`/public/shipment/${wrongCheck}`))).toEqual([]);
      // The 404 of the API is the page's answer, not an error of the page.
      expect(pageErrors(page).filter((error) => !error.includes('404'))).toEqual([]);
    },
    60_000,
  );

  it('given the page open, when a parcel gets a new status, then it shows within 15 s without a reload', async () => {
    const page = await open();
    await page.goto(`/tracking/${single.number}`);
    await historyTable(page, RO.history).getByRole('cell', { name: RO.created, exact: true }).waitFor();
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    await setParcelStatus(suite.product, adminToken, single.parcelIds[0]!, IN_TRANSIT, 'Cluj-Napoca');
    await historyTable(page, RO.history).getByRole('cell', { name: 'În tranzit', exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // Newest first.
    expect(await historyTable(page, RO.history).locator('tbody tr').first().textContent()).toContain('În tranzit');
  }, 60_000);

  it('given a client with a monthly billing period, then its card counts the shipments of the current period; without a period, only "Brak okresu rozliczeniowego"', async () => {
    const withPeriod = await createClient(suite.product, adminToken);
    await defineParameter(suite.product, adminToken, withPeriod, ACCOUNT_PERIOD, 'monthly');
    await createShipment(suite.product, adminToken, withPeriod, 1);
    const withoutPeriod = await createClient(suite.product, adminToken);

    const admin = await open(DESKTOP, 'pl-PL');
    await logIn(admin, SEEDED.admin);
    await admin.goto(`/client/${withPeriod}`);
    const counts = admin.getByTestId('shipments-count');
    await expect
      .poll(() => counts.textContent())
      .toMatch(/^Przesyłki w bieżącym okresie: 1, w poprzednim \(01\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}\): 0$/);
    await screenshot(admin, 'client-card-shipment-counts');
    await expectAccessible(admin, 'client-card-shipment-counts');

    await admin.goto(`/client/${withoutPeriod}`);
    await admin.getByText('Brak okresu rozliczeniowego').waitFor();
    expect(await admin.getByTestId('shipments-count').count()).toBe(0);
    // The period lookup's 404 (no period) is the card's answer; Chromium logs it as a failed resource, nothing else may fail.
    expect(pageErrors(admin).filter((error) => !error.includes('status of 404'))).toEqual([]);
  }, 60_000);

  // Last: it spends this address's allowance of the public call (60 a minute) for the rest of the minute.
  it('given too many questions from one address, then the page says so in either language', async () => {
    const path = `/api/app/v2/public/shipment/${single.number}/history`;
    let status = 200;
    for (let i = 0; i < 70 && status !== 429; i++) status = (await suite.product.api('GET', path)).status;
    expect(status).toBe(429);

    const page = await open();
    await page.goto(`/tracking/${single.number}`);
    await page
      .getByRole('alert')
      .getByText(/Prea multe cereri/)
      .waitFor();
    await page.getByRole('button', { name: 'PL' }).click();
    await page
      .getByRole('alert')
      .getByText(/Zbyt wiele zapytań/)
      .waitFor();
    await expectAccessible(page, 'tracking-too-many');
  });
});
