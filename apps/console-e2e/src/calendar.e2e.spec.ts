import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
  toastWith,
  type Viewport,
} from './harness/index.js';

const daysTable = (page: Page) => page.getByRole('table', { name: 'Kalendarz dni wolnych' });
const rowOf = (page: Page, text: string) => daysTable(page).getByRole('row').filter({ hasText: text });

/** The non-working-day calendar (spec/02 §2 /calendar): an admin adds a day, sees it, deletes it; desktop and phone. */
describe('calendar', () => {
  const suite = productAndBrowser();

  for (const [label, viewport, year, date, shown] of [
    ['desktop', DESKTOP, 2030, '2030-12-31', '31.12.2030'],
    ['phone', PHONE, 2031, '2031-11-10', '10.11.2031'],
  ] as [string, Viewport, number, string, string][]) {
    it(`an admin adds a non-working day, sees it in its year and deletes it (${label})`, async () => {
      const name = `Inwentaryzacja ${label}`;
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, SEEDED.admin);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
      await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Kalendarz' }).click();
      await page.waitForURL('**/calendar');
      await page.getByRole('heading', { name: 'Kalendarz dni wolnych', level: 1 }).waitFor();
      await page.getByText(/^Dziś: /).waitFor();
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `calendar-${label}`);

      // The modal: the submit waits for both fields.
      await page.getByRole('button', { name: 'Dodaj dzień wolny' }).click();
      const modal = page.getByRole('dialog', { name: 'Nowy dzień wolny' });
      const add = modal.getByRole('button', { name: 'Dodaj', exact: true });
      await modal.getByLabel('Data').fill(date);
      expect(await add.isDisabled()).toBe(true);
      await modal.getByRole('textbox', { name: 'Nazwa' }).fill(name);
      await expect.poll(() => add.isDisabled()).toBe(false);
      await expectAccessible(page, `calendar-add-${label}`);
      await add.click();
      await toastWith(page, 'Dzień został dodany').waitFor();
      // The table follows the day's year (kept in the address).
      await page.waitForURL(new RegExp(`year=${year}`));
      await rowOf(page, name).waitFor();
      expect(await rowOf(page, name).textContent()).toContain(shown);
      expect(await page.getByRole('combobox', { name: 'Rok' }).inputValue()).toBe(String(year));
      await screenshot(page, `calendar-${label}`);

      // The same date again: the API's 422 lands on the date field.
      await page.getByRole('button', { name: 'Dodaj dzień wolny' }).click();
      await modal.getByLabel('Data').fill(date);
      await modal.getByRole('textbox', { name: 'Nazwa' }).fill('Drugi raz');
      await modal.getByRole('button', { name: 'Dodaj', exact: true }).click();
      await modal.getByText('Ten dzień jest już w kalendarzu.').waitFor();
      await modal.getByRole('button', { name: 'Anuluj' }).click();
      await modal.waitFor({ state: 'detached' });

      // Deleting asks first; "Nie" keeps it.
      await page.getByRole('button', { name: `Usuń dzień ${shown}` }).click();
      await confirmation(page).getByText(`Usunąć dzień wolny ${shown}`, { exact: false }).waitFor();
      await confirmation(page).getByRole('button', { name: 'Nie' }).click();
      await rowOf(page, name).waitFor();
      await page.getByRole('button', { name: `Usuń dzień ${shown}` }).click();
      await confirmYes(page, /Usunąć dzień wolny/);
      await toastWith(page, 'Dzień został usunięty').waitFor();
      await page.getByText(`W roku ${year} nie ma dni wolnych.`).waitFor();
      // The one refused call is the date added twice (the browser logs its 422).
      expect(pageErrors(page)).toEqual([
        'console.error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
      ]);
      await page.context().close();
    }, 120_000);
  }

  it('the public holidays of a year are added in one click, once', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await logIn(page, SEEDED.admin);
    await page.goto('/calendar?year=2032');
    await page.getByText('W roku 2032 nie ma dni wolnych.').waitFor();
    await page.getByRole('button', { name: 'Dodaj święta państwowe 2032' }).click();
    await confirmYes(page, /Dodać święta państwowe roku 2032/);
    await toastWith(page, 'Dodano święta państwowe: 14.').waitFor();
    await rowOf(page, 'Boże Ciało').waitFor();
    expect(await rowOf(page, 'Poniedziałek Wielkanocny').textContent()).toContain('29.03.2032');
    expect(await daysTable(page).locator('tbody tr').count()).toBe(14);
    await page.getByRole('button', { name: 'Dodaj święta państwowe 2032' }).click();
    await confirmYes(page);
    await toastWith(page, 'Wszystkie święta roku 2032 są już w kalendarzu.').waitFor();
    await page.context().close();
  }, 60_000);

  it('a warehouse worker has no calendar, in the menu or by address', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await logIn(page, SEEDED.worker);
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Tagi' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Kalendarz' }).count()).toBe(0);
    await page.goto('/calendar');
    await toastWith(page, /Brak dostępu do tego ekranu/).waitFor();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  }, 60_000);
});
