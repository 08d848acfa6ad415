import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, logIn, newPage, PHONE, productAndBrowser, SEEDED, type Viewport } from './harness/index.js';

/**
 * The dead letters screen (admins) against the real API: GET app/v1/dead_letters
 * (libs/contracts http/operations.ts). A fresh product has parked nothing, so the
 * admin sees the empty state; the menu leads there.
 */
describe('dead letters', () => {
  const suite = productAndBrowser();

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`an admin opens "Zdarzenia wstrzymane" and sees that nothing is parked (${name})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, SEEDED.admin);
      const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/app/v1/dead_letters');
      await page.goto('/dead-letters');
      expect((await listed).status()).toBe(200);
      await page.getByRole('heading', { name: 'Zdarzenia wstrzymane' }).waitFor();
      await page.getByText('Brak wstrzymanych zdarzeń').waitFor();
      await expectAccessible(page, `dead-letters-empty-${name}`);

      // "Wszystkie" lists the resolved ones too: still none on a fresh product.
      await page.getByText('Wszystkie', { exact: true }).click();
      await page.waitForURL('**/dead-letters?status=all');
      await page.getByText('Brak zdarzeń na liście.').waitFor();
      await page.context().close();
    }, 60_000);
  }
});
