import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createClient } from './harness/clients.js';
import {
  choose,
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

/**
 * The tag generator (spec/02 §2 /tags) against the real API: an admin picks a
 * client and downloads its tag (POST app/v1/tag). The workstation and sector
 * kinds read the warehouse area's endpoints.
 */
describe('tags', () => {
  const suite = productAndBrowser();

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`an admin generates a client's tag: its name on it, its id as the barcode (${label})`, async () => {
      const token = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
      const clientName = `Sklep Żółta Łódź ${label}`;
      const clientId = await createClient(suite.product, token, { name: clientName });
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, SEEDED.admin);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
      await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Tagi' }).click();
      await page.waitForURL('**/tags');
      await page.getByRole('heading', { name: 'Tagi', level: 1 }).waitFor();
      const generate = page.getByRole('button', { name: 'Generuj PDF' });
      expect(await generate.isDisabled()).toBe(true);
      expect(await page.getByRole('radio', { name: 'Klient' }).isChecked()).toBe(true);
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `tags-${label}`);

      await page.getByRole('combobox', { name: 'Klient' }).fill(`Żółta Łódź ${label}`);
      await page.getByRole('option', { name: new RegExp(`^${clientName} \\(`) }).click();
      expect(await page.getByRole('textbox', { name: 'Napis na tagu' }).inputValue()).toBe(clientName);
      await page.getByTestId('tag-value').getByText(`Kod kreskowy: ${clientId}`).waitFor();
      await expect.poll(() => generate.isDisabled()).toBe(false);
      await expectAccessible(page, `tags-client-${label}`);
      await screenshot(page, `tags-client-${label}`);

      // A blank label stops the button again.
      await page.getByRole('textbox', { name: 'Napis na tagu' }).fill(' ');
      await expect.poll(() => generate.isDisabled()).toBe(true);
      await page.getByRole('textbox', { name: 'Napis na tagu' }).fill(`Klient ${clientName}`);

      const downloaded = page.waitForEvent('download');
      await generate.click();
      const file = await downloaded;
      expect(file.suggestedFilename()).toBe(`tag-client-${clientId}.pdf`);
      const bytes = await readFile((await file.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      await toastWith(page, 'Tag został wygenerowany.').waitFor();
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  it('a warehouse worker generates a workstation tag: warehouse, type, workstation; its code is the barcode', async () => {
    const token = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    const stored = await suite.product.api('POST', '/api/app/v1/warehouse/workstation/store', {
      token,
      body: { code: 'SORT-07', workstation_type_id: 2, warehouse_id: 1 },
    });
    expect(stored.status, JSON.stringify(stored.body)).toBeLessThan(300);
    const page = await newPage(suite.browser, suite.product.baseUrl, PHONE);
    await logIn(page, SEEDED.worker);
    await page.goto('/tags');
    await page.getByRole('heading', { name: 'Tagi', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Stanowisko' }).isChecked()).toBe(true);
    const generate = page.getByRole('button', { name: 'Generuj PDF' });
    await choose(page, 'Magazyn', 'TYCHY');
    expect(await generate.isDisabled()).toBe(true);
    await choose(page, 'Typ stanowiska', 'Sortowanie');
    await choose(page, 'Stanowisko', 'SORT-07');
    expect(await page.getByRole('textbox', { name: 'Napis na tagu' }).inputValue()).toBe('Sortowanie – TYCHY');
    await page.getByTestId('tag-value').getByText('Kod kreskowy: SORT-07').waitFor();
    await page.mouse.move(2, 2);
    await expectAccessible(page, 'tags-workstation-phone');
    const downloaded = page.waitForEvent('download');
    await generate.click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe('tag-workstation-SORT-07.pdf');
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('a warehouse worker has tags for workstations and sectors (client search is the admins’); a client has none', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await logIn(page, SEEDED.worker);
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Tagi' }).click();
    await page.getByRole('heading', { name: 'Tagi', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Stanowisko' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Sektor problematyczny' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Klient' }).count()).toBe(0);
    await page.context().close();
  }, 60_000);
});
