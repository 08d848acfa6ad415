import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { freePort } from '@parcel/platform/testing';
import { createClient } from './harness/clients.js';
import {
  confirmYes,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  logIn,
  newPage,
  PHONE,
  productAndBrowser,
  screenshot,
  SEEDED,
  startProduct,
  toastWith,
  type Product,
  type Viewport,
} from './harness/index.js';

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

/**
 * A parked event on the screen: the product's mail server is down (nothing
 * listens at SMTP_URL), so a new client's invitation (process manager
 * client-logins) is parked after its retries.
 */
describe('dead letters: a parked invitation', () => {
  let product: Product;
  let browser: Browser;

  beforeAll(async () => {
    const deadMailPort = await freePort();
    [product, browser] = await Promise.all([startProduct({ env: { SMTP_URL: `smtp://127.0.0.1:${deadMailPort}` } }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });

  it('an admin sees the parked event, a retry that fails again says so, and skipping it empties the list', async () => {
    const token = await product.login(SEEDED.admin.email, SEEDED.admin.password);
    const clientId = await createClient(product, token);
    const parked = async () => (await product.api<{ data: { stream_id: string }[] }>('GET', '/api/app/v1/dead_letters', { token })).body.data;
    await expect.poll(async () => (await parked()).map((l) => l.stream_id), { timeout: 30_000, interval: 250 }).toEqual([`client-${clientId}`]);

    const page = await newPage(browser, product.baseUrl, DESKTOP);
    await logIn(page, SEEDED.admin);
    await page.goto('/dead-letters');
    const row = page.getByRole('row').filter({ hasText: `client-${clientId}` });
    await row.getByText('client-logins').waitFor();
    await row.getByText('ClientCreated').waitFor();
    await row.getByText(`Invitation mail for client ${clientId} not sent`).waitFor();
    await expectAccessible(page, 'dead-letters-parked');
    await screenshot(page, 'dead-letters-parked');

    // The mail server is still down: the retry fails and the event stays parked.
    await row.getByRole('button', { name: 'Ponów: ClientCreated (client-logins)' }).click();
    await confirmYes(page, `Ponowić zdarzenie ClientCreated ze strumienia client-${clientId} w obsłudze client-logins?`);
    await toastWith(page, /Ponowienie nie powiodło się/).waitFor();
    await row.getByText('client-logins').waitFor();

    await row.getByRole('button', { name: 'Pomiń: ClientCreated (client-logins)' }).click();
    await confirmYes(page, /Pominąć zdarzenie ClientCreated ze strumienia/);
    await toastWith(page, 'Zdarzenie zostało pominięte.').waitFor();
    await page.getByText('Brak wstrzymanych zdarzeń').waitFor();
    expect(await parked()).toEqual([]);

    await page.getByText('Wszystkie', { exact: true }).click();
    await page.getByRole('row').filter({ hasText: `client-${clientId}` }).getByText('Pominięte').waitFor();
    await page.context().close();
  }, 90_000);
});
