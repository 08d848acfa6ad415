import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  choose,
  confirmation,
  confirmYes,
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  PHONE,
  productAndBrowser,
  SEEDED,
  toastWith,
  type Viewport,
} from './harness/index.js';

const statusesTable = (page: Page) => page.getByRole('table', { name: 'Statusy' });
const rowOf = (page: Page, text: string) => statusesTable(page).getByRole('row').filter({ hasText: text });
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** The status types screens (spec/02 §2): an admin adds a status, changes it and deletes it, on a desktop and on a phone. */
describe('status types', () => {
  const suite = productAndBrowser();

  beforeAll(async () => {
    // 14 seeded + 12 added: more than one page of 25.
    const token = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    for (let n = 1; n <= 12; n++) {
      const body = {
        name: `Dodatkowy ${String(n).padStart(2, '0')}`,
        displayed_name: `Dodatkowy ${n}`,
        displayed_name_ro: `Suplimentar ${n}`,
        internal: 0,
      };
      const created = await suite.product.api('POST', '/api/app/v1/status_type', { token, body });
      expect(created.status).toBe(201);
    }
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`an admin adds a status, changes it and deletes it (${label})`, async () => {
      const name = `Czeka w punkcie ${label}`;
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, SEEDED.admin);

      // The sidebar leads to the list (behind the menu button on a phone).
      if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
      await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Statusy' }).click();
      await page.waitForURL(/\/statuses(\?|$)/);
      await rowOf(page, 'Przyjęta w magazynie').waitFor();
      expect(await statusesTable(page).locator('tbody tr').count()).toBe(25);
      // Judged without the pointer resting on the menu (the shell's hovered active item is not this screen's).
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `statuses-${label}`);
      // Numbered paging: page 2 holds the rest.
      await page.getByRole('button', { name: '2', exact: true }).click();
      await page.waitForURL(/page=2/);
      await rowOf(page, 'Dodatkowy').first().waitFor();
      // The first page's rows stay on screen until the second page's answer replaces them.
      await expect.poll(() => rowOf(page, 'Przyjęta w magazynie').count(), { timeout: 10_000 }).toBe(0);

      await page.getByRole('link', { name: 'Dodaj status' }).click();
      await page.waitForURL('**/status/new');
      await page.getByRole('heading', { name: 'Nowy status' }).waitFor();
      const add = page.getByRole('button', { name: 'Dodaj', exact: true });
      expect(await add.isDisabled()).toBe(true);
      await field(page, 'Nazwa').fill(name);
      await field(page, 'Nazwa wyświetlana').fill('Czeka na odbiór w punkcie');
      expect(await add.isDisabled()).toBe(true);
      await field(page, 'Nazwa wyświetlana (po rumuńsku)').fill('Așteaptă ridicarea');
      await field(page, 'Kod').fill('PUNKT');
      await choose(page, 'Grupa statusów', 'W drodze');
      await page.getByRole('switch', { name: 'Status wewnętrzny' }).check({ force: true });
      await expectAccessible(page, `status-new-${label}`);
      await add.click();
      const added = toastWith(page, 'Status został dodany.');
      await added.waitFor();
      // On a phone the toast covers the form's foot: closed, as a user would.
      await added.locator('button').click();
      await page.waitForURL(/\/statuses\/status\/\d+$/);
      const id = Number(page.url().split('/').pop());
      expect(id).toBeGreaterThanOrEqual(1000);

      // The edit screen: the stored values, system id and courier read-only.
      await page.getByRole('heading', { name: 'Edycja statusu' }).waitFor();
      expect(await field(page, 'Nazwa').inputValue()).toBe(name);
      expect(await field(page, 'Identyfikator systemowy').getAttribute('readonly')).not.toBeNull();
      expect(await field(page, 'ID kuriera').inputValue()).toBe('1');
      expect(await page.getByRole('switch', { name: 'Status wewnętrzny' }).isChecked()).toBe(true);
      expect(await page.getByRole('combobox', { name: 'Grupa statusów', exact: true }).inputValue()).toBe('W drodze');
      await expectAccessible(page, `status-edit-${label}`);

      await field(page, 'Nazwa wyświetlana').fill('Czeka na odbiór w paczkomacie');
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await toastWith(page, 'Status został zapisany.').waitFor();
      await page.reload();
      await expect.poll(() => field(page, 'Nazwa wyświetlana').inputValue()).toBe('Czeka na odbiór w paczkomacie');

      // Deleting asks first; "Nie" keeps it.
      await page.getByRole('button', { name: 'Usuń status' }).click();
      await confirmation(page).getByText(`Usunąć status „${name}”?`, { exact: false }).waitFor();
      await confirmation(page).getByRole('button', { name: 'Nie' }).click();
      expect(page.url()).toMatch(/\/statuses\/status\/\d+$/);
      await page.getByRole('button', { name: 'Usuń status' }).click();
      await confirmYes(page, /Usunąć status/);
      await toastWith(page, 'Status został usunięty.').waitFor();
      await page.waitForURL(/\/statuses(\?|$)/);
      await page.getByRole('searchbox', { name: 'Szukaj' }).fill(name);
      await page.getByText('Brak danych do wyświetlenia.').waitFor();

      // A seeded system type: no delete button, and the screen says why.
      await page.goto('/statuses/status/55');
      await page.getByRole('heading', { name: 'Edycja statusu' }).waitFor();
      await page.getByText('To status systemowy (warehouse_received)', { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: 'Usuń status' }).count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  it('a warehouse worker has no statuses screen, in the menu or by address', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(page, SEEDED.worker);
    expect(await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Statusy' }).count()).toBe(0);
    await page.goto('/status/new');
    await toastWith(page, /Brak dostępu do tego ekranu/).waitFor();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  }, 60_000);
});
