import { readFile } from 'node:fs/promises';
import { expect, it, describe } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  PHONE,
  productAndBrowser,
  screenshot,
  SEEDED,
  toastWith,
  type Viewport,
} from './harness/index.js';

/**
 * The downloads screen (admins) against the real API: the IdoSell card's
 * buttons download GET locker/ido_sell/{country} with the session's token, on
 * the sandbox lockers the product syncs at its first start.
 */
describe('downloads', () => {
  const suite = productAndBrowser();

  for (const [name, viewport, country, countryName] of [
    ['desktop', DESKTOP, 'RO', 'Rumunia'],
    ['phone', PHONE, 'SK', 'Słowacja'],
  ] as [string, Viewport, string, string][]) {
    it(`an admin opens "Pobieranie" from the menu and downloads the ${country} pickup points for IdoSell (${name})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, SEEDED.admin);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
      await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Pobieranie' }).click();
      await page.waitForURL('**/downloads');
      await page.getByRole('heading', { name: 'Pobieranie', level: 1 }).waitFor();
      const card = page.getByRole('region', { name: 'Punkty odbioru dla sklepów IdoSell' });
      for (const code of ['RO', 'HU', 'BG', 'CZ', 'SK'])
        await card.getByRole('button', { name: new RegExp(`^Pobierz ${code}: punkty odbioru, `) }).waitFor();
      // The pointer leaves the menu link it clicked (a hovered link is not what is checked).
      await page.mouse.move(viewport.width - 5, viewport.height - 5);
      await expectAccessible(page, `downloads-${name}`);
      await screenshot(page, `downloads-${name}`);

      // The sandbox lockers are synced at the product's first start (in the background): wait for them.
      const token = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
      await expect
        .poll(
          async () =>
            (await suite.product.api('GET', `/api/app/v2/locker/search?country_id=${country === 'RO' ? 1 : 11}`, { token })).body.length,
          {
            timeout: 30_000,
            interval: 500,
          },
        )
        .toBeGreaterThan(0);

      const downloaded = page.waitForEvent('download');
      await card.getByRole('button', { name: `Pobierz ${country}: punkty odbioru, ${countryName}` }).click();
      const file = await downloaded;
      expect(file.suggestedFilename()).toBe(`ido_sell_pickup_points_${country}.csv`);
      const text = await readFile((await file.path())!, 'utf8');
      const [header, ...rows] = text.split('\r\n').filter((line) => line !== '');
      expect(header).toBe('\uFEFFpoint_id;name;address;postal_code;city;county;country;latitude;longitude;card_payment;courier');
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.every((row) => row.split(';')[6] === country)).toBe(true);
      await toastWith(page, `Pobrano plik punktów odbioru: ${countryName}.`).waitFor();
      await page.context().close();
    }, 90_000);
  }

  it('a warehouse worker has no "Pobieranie" in the menu and is refused the screen by address', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await logIn(page, SEEDED.worker);
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Zmiana hasła' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Pobieranie' }).count()).toBe(0);
    await page.goto('/downloads');
    await toastWith(page, /Brak dostępu do tego ekranu/).waitFor();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  }, 60_000);
});
