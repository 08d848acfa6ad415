import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  newPage,
  openLogin,
  pageErrors,
  PHONE,
  productAndBrowser,
  recordCalls,
  screenshot,
  type Viewport,
} from './harness/index.js';

const RO = {
  title: 'Găsește codul poștal',
  field: 'Localitate sau cod poștal',
  minLength: 'Scrie cel puțin 3 caractere.',
  notFound: 'Nu am găsit această localitate. Verifică ortografia.',
  county: 'Județ',
  postalCode: 'Cod poștal',
};
const PL = {
  title: 'Znajdź kod pocztowy',
  field: 'Miejscowość lub kod pocztowy',
  minLength: 'Wpisz co najmniej 3 znaki.',
  notFound: 'Nie znaleziono takiej miejscowości. Sprawdź pisownię.',
  county: 'Województwo',
  postalCode: 'Kod pocztowy',
};

const field = (page: Page, texts: typeof RO) => page.getByRole('combobox', { name: texts.field });
const suggestions = (page: Page) => page.getByRole('listbox').getByRole('option');
const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('language'));

/** Types as a person does (key by key), so the search waits for the pause after the last key. */
async function type(page: Page, texts: typeof RO, text: string): Promise<void> {
  await field(page, texts).fill('');
  await field(page, texts).pressSequentially(text, { delay: 30 });
}

/** The public postal-code finder (spec/02 §2 and §5, spec/03 §7-§9): Romanian towns, in Romanian by default or Polish. */
describe('postal-code finder (/find-my-postal-code)', () => {
  const suite = productAndBrowser();

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`${label}: Romanian by default (even in a Polish browser); from 3 characters, towns with county, municipality and postal code; none found says so`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      const calls = recordCalls(page);
      await page.goto('/find-my-postal-code');
      await page.getByRole('heading', { name: RO.title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');

      // Two characters: a hint, no search.
      await type(page, RO, 'br');
      await page.getByText(RO.minLength).waitFor();
      await page.waitForTimeout(400);
      expect(calls.sent.filter((call) => call.includes('/town/autocomplete'))).toEqual([]);
      expect(await suggestions(page).count()).toBe(0);

      // Without diacritics: Brașov with its county and code; the list is at most 200 px high and scrolls.
      await type(page, RO, 'bra');
      await expect.poll(() => suggestions(page).count()).toBeGreaterThan(5);
      const list = await page.getByRole('listbox').boundingBox();
      expect(list!.height).toBeLessThanOrEqual(200 + 2);
      await type(page, RO, 'brasov');
      const brasov = suggestions(page).filter({ hasText: 'Brașov' }).first();
      await brasov.waitFor();
      expect(await brasov.textContent()).toContain(`${RO.county}: Brașov`);
      expect(await brasov.textContent()).toContain('500470');
      await expectAccessible(page, `postal-code-finder-ro-${label}-suggestions`);
      await screenshot(page, `postal-code-finder-ro-${label}-suggestions`);
      await brasov.click();
      expect(await page.getByTestId('chosen-postal-code').textContent()).toBe('500470');
      await page.getByRole('heading', { name: 'Brașov' }).waitFor();

      await type(page, RO, 'qqzzxq');
      await page.getByText(RO.notFound).waitFor();
      expect(await suggestions(page).count()).toBe(0);
      await expectAccessible(page, `postal-code-finder-ro-${label}-not-found`);
      await screenshot(page, `postal-code-finder-ro-${label}`);
      expect(calls.failed).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    });

    it(`${label}: the switch to Polish is kept under the language key; Polish labels and the Polish town_find_error`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport, { locale: 'ro-RO' });
      await page.goto('/find-my-postal-code');
      await page.getByRole('heading', { name: RO.title }).waitFor();
      await page.getByText('Polski', { exact: true }).click();
      await page.getByRole('heading', { name: PL.title }).waitFor();
      expect(await storedLanguage(page)).toBe('pl');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');

      // The choice survives a reload.
      await page.reload();
      await page.getByRole('heading', { name: PL.title }).waitFor();
      await type(page, PL, 'Cluj-Nap');
      const cluj = suggestions(page).filter({ hasText: 'Cluj-Napoca' }).first();
      await cluj.waitFor();
      expect(await cluj.textContent()).toContain(`${PL.county}: Cluj`);
      await expectAccessible(page, `postal-code-finder-pl-${label}-suggestions`);
      await type(page, PL, 'warszawa');
      await page.getByText(PL.notFound).waitFor();
      await expectAccessible(page, `postal-code-finder-pl-${label}-not-found`);
      await screenshot(page, `postal-code-finder-pl-${label}`);

      // And back to Romanian.
      await page.getByText('Română', { exact: true }).click();
      await page.getByRole('heading', { name: RO.title }).waitFor();
      expect(await storedLanguage(page)).toBe('ro');
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('the login page links to the finder, and the finder back to the login page', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await openLogin(page);
    await page.getByRole('link', { name: 'Znajdź kod pocztowy w Rumunii' }).click();
    await page.getByRole('heading', { name: RO.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/find-my-postal-code');
    await page.getByRole('link', { name: 'Mergi la autentificare' }).click();
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    // The console itself stays Polish.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    await page.context().close();
  });
});
