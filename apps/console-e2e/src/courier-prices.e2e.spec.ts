import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
  toastWith,
  type Viewport,
} from './harness/index.js';

const pricesTable = (page: Page, courier: string) => page.getByRole('table', { name: `Ceny kuriera ${courier}` });
const rowOf = (page: Page, courier: string, text: string) => pricesTable(page, courier).getByRole('row').filter({ hasText: text });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/**
 * The courier price table (spec/03 §2 /prices, /prices/price/{id}): an admin
 * opens a row, a maximum weight below the minimum comes back as the API's 422
 * under the field, then a changed net price is saved, toasted and shown in the
 * courier's table; desktop (courier 1, the default) and phone (courier DPD, chosen).
 */
describe('courier prices', () => {
  const suite = productAndBrowser();

  for (const [label, viewport, courier, band, oldPrice, newPrice, shown] of [
    ['desktop', DESKTOP, 'Sameday', '1 kg', '14,90 zł', '15,35', '15,35 zł'],
    ['phone', PHONE, 'DPD', '3 kg', '18,90 zł', '19,99', '19,99 zł'],
  ] as [string, Viewport, string, string, string, string, string][]) {
    it(`an admin changes a courier's net price (${label})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, SEEDED.admin);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
      await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Cennik kurierów' }).click();
      await page.waitForURL(/\/prices(\?|$)/);
      await page.getByRole('heading', { name: 'Cennik kurierów', level: 1 }).waitFor();
      // Courier 1 by default (spec/03 §9); the phone chooses another one.
      await rowOf(page, 'Sameday', '31,5 kg').waitFor();
      if (courier !== 'Sameday') {
        await page.getByRole('combobox', { name: 'Kurier' }).selectOption({ label: courier });
        await page.waitForURL(/courier=2/);
      }
      const row = rowOf(page, courier, oldPrice);
      await row.waitFor();
      expect(await pricesTable(page, courier).locator('tbody tr').count()).toBe(6);
      expect(await row.textContent()).toContain(band);
      // The flags read Tak/Nie (cash on delivery is on in the seeded table).
      expect(await row.textContent()).toMatch(/23%.*100.*Nie.*Nie.*Nie.*Tak.*Nie/);
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `courier-prices-${label}`);
      // The table scrolls in its own box: the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await row.click();
      await page.waitForURL('**/prices/price/*');
      await page.getByRole('heading', { name: new RegExp(`^Cena kuriera ${courier}`), level: 1 }).waitFor();
      expect(await field(page, 'Cena netto (zł)').inputValue()).toBe(oldPrice.replace(' zł', ''));
      await expectAccessible(page, `courier-price-${label}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // A maximum weight below the minimum passes each field's rule: the API's 422 lands under the maximum.
      const maxWeight = await field(page, 'Waga maksymalna (kg)').inputValue();
      await field(page, 'Waga maksymalna (kg)').fill('0,5');
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await page.getByText('Waga maksymalna musi być większa od minimalnej.').waitFor();
      expect(await field(page, 'Waga maksymalna (kg)').getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, `courier-price-422-${label}`);

      await field(page, 'Waga maksymalna (kg)').fill(maxWeight);
      await field(page, 'Cena netto (zł)').fill(newPrice);
      await page.getByRole('checkbox', { name: 'Ostrożnie' }).check();
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await toastWith(page, 'Cena została zaktualizowana').waitFor();
      await page.waitForURL(/\/prices(\?|$)/);
      const changed = rowOf(page, courier, shown);
      await changed.waitFor();
      expect(await changed.textContent()).toContain(band);
      expect(await rowOf(page, courier, oldPrice).count()).toBe(0);
      await screenshot(page, `courier-prices-${label}`);
      // The one refused call is the weights saved the wrong way round (the browser logs its 422).
      expect(pageErrors(page)).toEqual([
        'console.error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
      ]);
      await page.context().close();
    }, 120_000);
  }

  it('the back button returns to the table unchanged; a warehouse worker has no price table, in the menu or by address', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await logIn(page, SEEDED.admin);
    await page.goto('/prices/price/13');
    await page.getByRole('heading', { name: /^Cena kuriera Cargus/, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Wróć do cennika kurierów' }).click();
    await page.waitForURL(/\/prices\?courier=3/);
    await rowOf(page, 'Cargus', '11,90 zł').waitFor();
    await page.context().close();

    const worker = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await logIn(worker, SEEDED.worker);
    const menu = worker.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Tagi' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Cennik kurierów' }).count()).toBe(0);
    await worker.goto('/prices');
    await toastWith(worker, /Brak dostępu do tego ekranu/).waitFor();
    await worker.waitForURL('**/dashboard');
    await worker.context().close();
  }, 60_000);
});
