import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelBarcode, parseInternalNumber } from '@parcel/domain';
import { productWithFloorEvents } from './harness/floor-events.js';
import { createClientWithLogin } from './harness/clients.js';
import { DESKTOP, expectAccessible, logIn, newPage, pageErrors, PHONE, SEEDED, type Viewport } from './harness/index.js';
import { createShipment, type CreatedShipment } from './harness/shipments.js';

const feedback = (page: Page, kind: 'success' | 'warning' | 'error') => page.locator(`[data-scan-feedback="${kind}"]`);
const found = (page: Page, number: string) => page.locator(`[data-found-parcel="${number}"]`);

/** A wedge scanner: the code's characters 5 ms apart, then nothing (the search screen's 800 ms pause ends the code). */
async function scan(page: Page, code: string): Promise<void> {
  await page.locator('[data-scan-input]').focus();
  await page.keyboard.type(code, { delay: 5 });
}

const labelOf = (parcelId: number) => labelBarcode({ parcelId, position: 1, count: 2, countryId: 1, service: 1 });

/**
 * /parcel-search (spec/02 §2 "scan or type a number, then scan the searched
 * item"): staff scan a number like a wedge scanner, see what it is and where it
 * should be, then scan the searched item (its label: 'To jest szukana paczka';
 * another parcel: 'To nie jest szukana paczka'); clients type a number and find
 * only their own parcels.
 */
describe('parcel search', () => {
  const suite = productWithFloorEvents();
  const alice = { email: 'alice-search@example.com', password: 'secret123' };
  const bob = { email: 'bob-search@example.com', password: 'secret123' };
  let alices: CreatedShipment;
  let bobs: CreatedShipment;

  beforeAll(async () => {
    const { product } = suite;
    const adminToken = await product.login(SEEDED.admin.email, SEEDED.admin.password);
    const aliceId = await createClientWithLogin(product, adminToken, alice, { name: 'Sklep Alicji' });
    const bobId = await createClientWithLogin(product, adminToken, bob, { name: 'Sklep Bogdana' });
    alices = await createShipment(product, adminToken, aliceId, 2);
    bobs = await createShipment(product, adminToken, bobId, 1);
    const worker = await product.api<{ id: string }>('POST', '/api/user/login', { body: SEEDED.worker });
    await suite.putInSector(alices.parcelIds[0]!, parseInternalNumber(alices.number)!.id, 6, {
      userId: worker.body.id,
      workstation: 'SRCH-1',
    });
  }, 180_000);

  for (const [label, viewport, who] of [
    ['desktop', DESKTOP, SEEDED.worker],
    ['phone', PHONE, SEEDED.admin],
  ] as [string, Viewport, { email: string; password: string }][]) {
    it(`staff scan a number, see the parcel and where it waits, then scan the searched item (${label})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, who);
      await page.goto('/parcel-search');
      await page.getByRole('heading', { name: 'Wyszukiwanie paczki' }).waitFor();
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `parcel-search-${label}`);

      const [wanted, sibling] = alices.parcels as [string, string];
      await scan(page, wanted);
      await feedback(page, 'success')
        .filter({ hasText: `Szukana paczka: ${wanted}` })
        .waitFor({ timeout: 15_000 });
      const card = found(page, wanted);
      await card.waitFor();
      expect(await card.textContent()).toContain('Sklep Alicji');
      // It waits in the verification sector (put there before; shown until resolved).
      await expect.poll(async () => (await card.textContent()) ?? '', { timeout: 10_000 }).toContain('6 · Strefa weryfikacji');
      await page.getByRole('textbox', { name: 'Zeskanuj szukaną paczkę' }).waitFor();
      await expectAccessible(page, `parcel-search-found-${label}`);

      // Its label: the searched parcel. Its sibling and another client's parcel: not it.
      await scan(page, labelOf(alices.parcelIds[0]!));
      await feedback(page, 'success').filter({ hasText: 'To jest szukana paczka' }).waitFor();
      await scan(page, sibling);
      await feedback(page, 'warning').filter({ hasText: 'To nie jest szukana paczka' }).waitFor();
      await scan(page, bobs.parcels[0]!);
      await feedback(page, 'warning').filter({ hasText: 'To nie jest szukana paczka' }).waitFor();
      // Two codes scanned within the pause: too fast (over 28 characters, the marker no exception here).
      await scan(page, `#II#${'7'.repeat(30)}`);
      await feedback(page, 'warning').filter({ hasText: 'Zbyt szybko skanujesz przesyłki' }).waitFor();

      // A new search: a shipment's number finds both of its parcels.
      await page.getByRole('button', { name: 'Nowe wyszukiwanie' }).click();
      await page.getByRole('textbox', { name: 'Numer paczki, przesyłki lub kod z etykiety' }).waitFor();
      await scan(page, alices.number);
      await feedback(page, 'success').filter({ hasText: 'Znaleziono paczek: 2. Zeskanuj jedną z nich.' }).waitFor();
      await found(page, sibling).waitFor();
      await scan(page, labelOf(alices.parcelIds[1]!));
      await feedback(page, 'success').filter({ hasText: 'To jest szukana paczka' }).waitFor();

      // A number naming nothing.
      await page.getByRole('button', { name: 'Nowe wyszukiwanie' }).click();
      await scan(page, '1PRO0000000000');
      await feedback(page, 'error').filter({ hasText: 'Nie znaleziono paczki o tym numerze.' }).waitFor();
      expect(pageErrors(page).filter((e) => !e.includes('404'))).toEqual([]);
      await page.context().close();
    }, 90_000);
  }

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`a client types a number: its own parcel is found, another client's is not (${label})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, alice);
      await page.goto('/parcel-search');
      await page.getByRole('heading', { name: 'Wyszukiwanie paczki' }).waitFor();
      // No scanning on client pages (spec/01 §5): a typed search.
      expect(await page.locator('[data-scan-input]').count()).toBe(0);
      const input = page.getByRole('textbox', { name: 'Numer paczki lub przesyłki' });
      await input.fill(alices.parcels[0]!);
      await page.getByRole('button', { name: 'Szukaj' }).click();
      const card = found(page, alices.parcels[0]!);
      await card.waitFor();
      // Neither the client nor the floor's places for clients.
      expect(await card.textContent()).not.toContain('Sklep Alicji');
      expect(await card.textContent()).not.toContain('Strefa weryfikacji');
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `parcel-search-client-${label}`);

      await input.fill(bobs.parcels[0]!);
      await page.getByRole('button', { name: 'Szukaj' }).click();
      await page.getByText('Nie znaleziono paczki o tym numerze.').waitFor();
      expect(await found(page, bobs.parcels[0]!).count()).toBe(0);
      await expectAccessible(page, `parcel-search-client-not-found-${label}`);
      expect(pageErrors(page).filter((e) => !e.includes('404'))).toEqual([]);
      await page.context().close();
    }, 90_000);
  }
});
