import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient, defineParameter } from './harness/clients.js';
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
import { createShipment, type CreatedShipment } from './harness/shipments.js';

/** The SENDING_SHIPMENTS_BLOCK parameter type (a blocked dispatch). */
const SENDING_SHIPMENTS_BLOCK = 1;

/** A wedge scanner: the code's characters ~5 ms apart, then nothing (the sorting screen's 400 ms pause ends the code). */
async function scan(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Kod przesyłki' }).focus();
  await page.keyboard.type(code, { delay: 5 });
  await page.waitForTimeout(450);
}

const zone = (page: Page) => page.getByTestId('sorting-zone');

/** Opens the screen once the session knows the workstation claimed over the API (whoami, read on entering the shell). */
async function openSorting(page: Page, desk: string): Promise<void> {
  await page.waitForFunction((code) => JSON.parse(localStorage.getItem('user') ?? 'null')?.workstation?.code === code, desk);
  await page.goto('/parcel-classification');
}

async function chooseClient(page: Page, name: string): Promise<void> {
  const field = page.getByRole('combobox', { name: 'Klient' });
  await field.click();
  await field.fill(name.slice(0, 6));
  await page.getByRole('option', { name }).click();
}

/**
 * /parcel-classification (spec/02 §2, spec/03 §8): a worker picks the client,
 * scans like a wedge scanner and sees the zone, the bucket and the courier;
 * a multi-pack waits in the waiting room (424); a blocked client's parcel is
 * refused (405) with the suggested sector; EAN and too-fast warnings. Desktop
 * and phone, axe clean. Admins read the zones and rules on /sorting-rules.
 */
describe('sorting', () => {
  const suite = productAndBrowser();
  let adminToken: string;
  let shopId: number;
  const shipments: Record<string, { single: CreatedShipment; pack: CreatedShipment; blocked: CreatedShipment }> = {};

  /** Waits until the courier registered the shipment (the sandbox answers in about 100 ms). */
  const registered = async (created: CreatedShipment) => {
    // A plain loop (not expect.poll): it serves beforeAll.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const read = await suite.product.api('GET', `/api/app/v2/shipment/${created.number}`, { token: adminToken });
      if (read.body.shipment?.registration === 'registered') return created;
      if (Date.now() > deadline) throw new Error(`${created.number} is not registered`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const claim = async (email: string, password: string, code: string) => {
    const token = await suite.product.login(email, password);
    const claimed = await suite.product.api('POST', '/api/app/v1/warehouse/workstation/workflow', { token, body: { code } });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  };

  beforeAll(async () => {
    adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    shopId = await createClient(suite.product, adminToken, { name: 'Sklep Sortownia' });
    const blockedId = await createClient(suite.product, adminToken, { name: 'Hurtownia Zablokowana' });
    for (const label of ['desktop', 'phone']) {
      shipments[label] = {
        single: await registered(await createShipment(suite.product, adminToken, shopId, 1)),
        pack: await registered(await createShipment(suite.product, adminToken, shopId, 2)),
        blocked: await registered(await createShipment(suite.product, adminToken, blockedId, 1)),
      };
    }
    await defineParameter(suite.product, adminToken, blockedId, SENDING_SHIPMENTS_BLOCK);
    for (const code of ['SORT-D1', 'SORT-P1', 'SORT-A1']) {
      const created = await suite.product.api('POST', '/api/app/v1/warehouse/workstation/store', {
        token: adminToken,
        body: { code, workstation_type_id: 2, warehouse_id: 1 },
      });
      expect(created.status).toBe(201);
    }
  }, 120_000);

  for (const [label, viewport, desk] of [
    ['desktop', DESKTOP, 'SORT-D1'],
    ['phone', PHONE, 'SORT-P1'],
  ] as [string, Viewport, string][]) {
    it(`a worker sorts like a wedge scanner: a zone, a 424 multi-pack, a 405 blocked client, EAN and too-fast warnings (${label})`, async () => {
      const { single, pack, blocked } = shipments[label]!;
      await claim(SEEDED.worker.email, SEEDED.worker.password, desk);
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, SEEDED.worker);
      await openSorting(page, desk);
      await page.getByRole('heading', { name: 'Klasyfikacja przesyłek' }).waitFor();
      // Workers do not see the admins' rules link.
      expect(await page.getByRole('link', { name: 'Zasady sortowania' }).count()).toBe(0);

      // Scanning waits for the form: the client is required (danger style once touched and left empty).
      const scanInput = page.getByRole('textbox', { name: 'Kod przesyłki' });
      expect(await scanInput.isDisabled()).toBe(true);
      await page.getByRole('combobox', { name: 'Klient' }).click();
      await page.getByRole('heading', { name: 'Klasyfikacja przesyłek' }).click();
      await page.getByText('Wybierz klienta, którego przesyłki sortujesz.').waitFor();
      await chooseClient(page, 'Sklep Sortownia');
      await expect.poll(() => scanInput.isDisabled()).toBe(false);
      await expectAccessible(page, `sorting-form-${label}`);

      // 201: zone 1, the bucket RO-24, Sameday.
      await scan(page, single.parcels[0]!);
      await expect.poll(() => zone(page).textContent()).toBe('1');
      await page.getByTestId('sorting-bucket').getByText('RO-24').waitFor();
      await page.getByTestId('sorting-courier').getByText('Sameday').waitFor();
      await page.getByText('Pojemnik RO-24: Sameday Rumunia – kurier do domu').waitFor();
      await expectAccessible(page, `sorting-result-${label}`);
      await screenshot(page, `sorting-result-${label}`);

      // 424: the first parcel of a multi-pack waits in the waiting room; the second completes it.
      await scan(page, pack.parcels[0]!);
      await page.getByText('Wielopak niekompletny: odłóż przesyłkę do poczekalni (strefa 6).').waitFor();
      await expect.poll(() => zone(page).textContent()).toBe('6');
      await scan(page, pack.parcels[1]!);
      await page.getByTestId('sorting-completed').getByText(pack.parcels[0]!).waitFor();
      await expect.poll(() => zone(page).textContent()).toBe('1');

      // Warnings of the scanner kit: an EAN8 and two codes typed as one.
      await scan(page, '12345678');
      await page.getByText('Zeskanowano nieprawidłowy kod - wykryto EAN8').waitFor();
      await page.getByRole('textbox', { name: 'Kod przesyłki' }).focus();
      await page.keyboard.type(`${single.parcels[0]}${pack.parcels[0]}XY` /* 30 characters: two codes in one */, { delay: 5 });
      await page.waitForTimeout(450);
      await page.getByText('Zbyt szybko skanujesz przesyłki').waitFor();

      // 405: the blocked client's parcel; the screen switches to the suggested problem status and sector.
      await chooseClient(page, 'Hurtownia Zablokowana');
      await scan(page, blocked.parcels[0]!);
      await page.getByText('Blokada nadawania', { exact: true }).waitFor();
      await expect.poll(() => zone(page).textContent()).toBe('14');
      await page.getByText('Wykryto nieprawidłowość, rozważ przekazania przesyłki do odpowiendiego sektora!').waitFor();
      await expect.poll(() => page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('Wykryto znany problem');
      await expect.poll(() => page.getByRole('combobox', { name: 'Sektor problematyczny' }).inputValue()).toBe('6 – Strefa weryfikacji');
      await expectAccessible(page, `sorting-refused-${label}`);
      await screenshot(page, `sorting-refused-${label}`);
      // The refusals the test asked for, nothing else.
      const refused = /^console\.error: Failed to load resource: the server responded with a status of (424|405) /;
      expect(pageErrors(page).filter((error) => !refused.test(error))).toEqual([]);
      expect(pageErrors(page)).toHaveLength(2);
      await page.context().close();
    });
  }

  it('an admin opens the zones and rules from the classification screen', async () => {
    await claim(SEEDED.admin.email, SEEDED.admin.password, 'SORT-A1');
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await logIn(page, SEEDED.admin);
    await openSorting(page, 'SORT-A1');
    await page.getByRole('link', { name: 'Zasady sortowania' }).click();
    await page.waitForURL('**/sorting-rules');
    const zones = page.getByRole('table', { name: 'Strefy sortowania' });
    await zones.getByRole('row').filter({ hasText: 'Odbiór własny kuriera' }).getByText('Sameday').first().waitFor();
    expect(await zones.locator('tbody tr').count()).toBe(11);
    await page
      .getByRole('table', { name: 'Zasady sortowania' })
      .getByText('Klient ma blokadę nadawania (SENDING_SHIPMENTS_BLOCK)')
      .waitFor();
    await expectAccessible(page, 'sorting-rules');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
