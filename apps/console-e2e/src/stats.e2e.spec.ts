import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './harness/clients.js';
import { createShipment } from './harness/shipments.js';
import {
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  PHONE,
  productAndBrowser,
  screenshot,
  SEEDED,
  type Viewport,
} from './harness/index.js';

const CLIENT = 'Sklep Statystyczny';
const warsawDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const addDays = (date: string, days: number) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

const table = (page: Page) => page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /Od początku/ }) });
const clientRow = (page: Page) => table(page).getByRole('row').filter({ hasText: CLIENT });
const allRow = (page: Page) => table(page).getByRole('row').filter({ hasText: 'Wszystkie przesyłki' });
const cells = async (page: Page, row: ReturnType<typeof clientRow>) =>
  (await row.locator('th, td').allTextContents()).map((text) => text.trim());

/** The statistics screen (spec/02 §2 /stats): the table, the kind switch, the chart, the Excel download; desktop and phone. */
describe('statistics', () => {
  const suite = productAndBrowser();
  const pages: Page[] = [];
  let today: string;

  beforeAll(async () => {
    const token = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    const clientId = await createClient(suite.product, token, { name: CLIENT });
    const { parcelIds } = await createShipment(suite.product, token, clientId, 3);
    today = warsawDate(new Date());
    const status = async (parcelId: number, statusTypeId: number, daysAgo: number) => {
      const set = await suite.product.api('POST', '/api/app/v2/parcel/history', {
        token,
        body: [{ parcel_id: parcelId, status_type_id: statusTypeId, when: `${addDays(today, -daysAgo)}T10:00:00Z`, where: 'TYCHY' }],
      });
      if (set.status !== 201) throw new Error(`status: ${set.status} ${JSON.stringify(set.body)}`);
    };
    // Received today, 3 days ago and (sorted) 20 days ago; the second one back in our warehouse today as a return.
    await status(parcelIds[0]!, 55, 0);
    await status(parcelIds[1]!, 55, 3);
    await status(parcelIds[2]!, 56, 20);
    await status(parcelIds[1]!, 72, 0);
    // The read model follows the events: wait until it counted all three.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const list = await suite.product.api<{ data: { client: { id: number | null }; ever: number }[] }>(
        'GET',
        '/api/app/v1/statistics/client-shipments?status=received_by_re',
        { token },
      );
      if (list.body.data?.find((row) => row.client.id === null)?.ever === 3) break;
      if (Date.now() > deadline) throw new Error(`statistics not counted: ${JSON.stringify(list.body)}`);
      await new Promise((done) => setTimeout(done, 200));
    }
  }, 120_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') for (const [i, page] of pages.entries()) await screenshot(page, `stats-failed-${i}`);
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`an admin reads the client shipments and returns, the chart of 90 days, and downloads the Excel file (${label})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      pages.push(page);
      await logIn(page, SEEDED.admin);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
      await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Statystyki' }).click();
      await page.waitForURL('**/stats');
      await page.getByRole('heading', { name: 'Statystyki przesyłek', level: 1 }).waitFor();

      // The table: the client's row with its windows, the all-shipments row below, sorted by the last column.
      await clientRow(page).waitFor();
      expect(await cells(page, clientRow(page))).toEqual([CLIENT, '1', '0', '0', '2', '3', '3']);
      expect(await cells(page, allRow(page))).toEqual(['Wszystkie przesyłki', '1', '0', '0', '2', '3', '3']);
      expect(
        await table(page)
          .getByRole('columnheader', { name: /Od początku/ })
          .getAttribute('aria-sort'),
      ).toBe('descending');

      // The chart: 90 days, today's bar, weekends marked, a summary for screen readers and the numbers in a hidden table.
      const chart = page.getByRole('img', { name: /Przesyłki klientów, ostatnie 90 dni/ });
      await chart.waitFor();
      expect(await chart.getAttribute('aria-label')).toContain('razem 3');
      const days = page.locator('[data-testid="statistics-chart"] g.statistics-day');
      expect(await days.count()).toBe(90);
      const todays = page.locator(`[data-testid="statistics-chart"] g[data-day="${today}"]`);
      expect(await todays.getAttribute('data-count')).toBe('1');
      expect(await todays.locator('rect').count()).toBe(2);
      expect(await todays.locator('title').textContent()).toMatch(/: 1$/);
      expect(await page.locator('[data-testid="statistics-chart"] g[data-weekend="true"]').count()).toBeGreaterThanOrEqual(24);
      expect(await page.locator(`[data-testid="statistics-chart"] g[data-count="1"]`).count()).toBe(3);
      expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `stats-${label}`);
      await screenshot(page, `stats-${label}`);

      // A client's name puts that client on the chart.
      await page.getByRole('button', { name: `Pokaż klienta ${CLIENT} na wykresie` }).click();
      await page.getByText(`Ostatnie 90 dni: ${CLIENT}`, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Pokaż wszystkich klientów' }).click();
      await page.getByText('Ostatnie 90 dni: wszyscy klienci', { exact: true }).waitFor();

      // The other kind: the returns.
      await page.locator('label', { hasText: 'Zwroty klientów' }).click();
      await page.waitForURL(/status=back_in_poland/);
      await page.getByRole('img', { name: /Zwroty klientów, ostatnie 90 dni/ }).waitFor();
      await expect.poll(async () => cells(page, allRow(page))).toEqual(['Wszystkie przesyłki', '1', '0', '0', '1', '1', '1']);
      expect(await cells(page, clientRow(page))).toEqual([CLIENT, '1', '0', '0', '1', '1', '1']);

      // The Excel file of the kind shown, named with the date and time.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Pobierz Excel' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^statystyki-zwrotow-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx$/);
      expect(await download.failure()).toBeNull();
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `stats-returns-${label}`);
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
