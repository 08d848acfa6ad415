import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  choose,
  confirmYes,
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  PHONE,
  recordCalls,
  screenshot,
  SEEDED,
  toastWith,
  type Viewport,
} from './harness/index.js';
import { createClient } from './harness/clients.js';
import { productWithPricingEvents } from './harness/pricing.js';

const BASE = '/api/app/v1/operational_price_list';

/** Today in Warsaw as the API's YYYY-MM-DD and as the console shows it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
  new Date(),
);

/** A list's address (its table state follows in the query: ?page=1&size=25). */
const listUrl = (type: 'income' | 'cost') => new RegExp(`/operational-price-list/${type}/list(\\?.*)?$`);
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 1 });
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const surcharge = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const rowWith = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

/** A complete default list body, as the form sends it. */
const listBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rumunia standard',
  special_association: 'standard',
  begin_date: today,
  currency: 'PLN',
  specific_factors_currency: 'RON',
  id_country: 1,
  id_courier: null,
  cod_account_factor: { type: 'percent', value: 2, minimal: 4, maximal: 40 },
  weight_thresholds: [3, 5, 15, 20, 30].map((limiting_threshold, i) => ({ limiting_threshold, base_amount: 10 + i })),
  ...overrides,
});

/** Both a screenshot and axe for a screen as it is now. */
async function record(page: Page, name: string): Promise<void> {
  await screenshot(page, `pricing-${name}`);
  await expectAccessible(page, `pricing-${name}`);
}

/** The operational price lists (spec/03 §2-§5, §8): default lists, a client's lists on its card, a list in use. */
describe('operational price lists', () => {
  const suite = productWithPricingEvents();
  let token: string;

  beforeAll(async () => {
    token = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
  });

  const createList = async (type: 'income' | 'cost', overrides: Record<string, unknown> = {}): Promise<number> => {
    const created = await suite.product.api<{ id: number }>('POST', `${BASE}/${type}`, { token, body: listBody(overrides) });
    if (created.status !== 201) throw new Error(`create list: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.id;
  };

  for (const [label, viewport, country] of [
    ['desktop', DESKTOP, 'Węgry'],
    ['phone', PHONE, 'Bułgaria'],
  ] as [string, Viewport, string][]) {
    it(`an admin creates an income default list, sees it in effect today, opens it and changes it (${label})`, async () => {
      const name = `${country} standard ${label}`;
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, SEEDED.admin);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
      await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Cenniki operacyjne' }).click();
      await page.waitForURL(listUrl('income'));
      await heading(page, 'Główne cenniki przychodowe').waitFor();
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await record(page, `list-${label}`);

      await page.getByRole('link', { name: 'Dodaj cennik przychodowy' }).click();
      await page.waitForURL('**/operational-price-list/income/form');
      await heading(page, 'Nowy cennik przychodowy').waitFor();
      // The new-list defaults (spec/03 §3).
      await expect.poll(() => page.getByRole('combobox', { name: 'Waluta cennika' }).inputValue()).toBe('PLN');
      await expect.poll(() => page.getByRole('combobox', { name: 'Kraj docelowy' }).inputValue()).toBe('Rumunia');
      expect(await page.getByRole('combobox', { name: 'Waluta czynników specyficznych' }).inputValue()).toBe('RON');
      expect(await page.getByLabel('Obowiązuje od').inputValue()).toBe(today);
      for (const [row, limit] of [3, 5, 15, 20, 30].entries()) {
        expect(await textbox(page, `Próg wagi ${row + 1} (kg)`).inputValue()).toBe(String(limit));
        expect(await textbox(page, `Kwota bazowa progu ${row + 1}`).inputValue()).toBe('0');
      }
      const add = page.getByRole('button', { name: 'Dodaj', exact: true });
      expect(await add.isDisabled()).toBe(true);

      await textbox(page, 'Nazwa').fill(name);
      await choose(page, 'Kraj docelowy', country);
      // A percent COD surcharge: minimum and maximum appear only for a percent.
      const cod = surcharge(page, 'Pobranie (COD)');
      expect(await cod.getByRole('textbox', { name: 'Minimum' }).count()).toBe(0);
      await cod.getByText('Procent', { exact: true }).click();
      await textbox(cod, 'Wartość (%)').fill('1,5');
      await textbox(cod, 'Minimum').fill('3');
      await textbox(cod, 'Maksimum').fill('30');
      // The notes of spec/03 §9 on the surcharges not charged yet.
      await surcharge(page, 'Nieodebrana').getByText('Obecnie nie jest naliczana.').waitFor();
      await surcharge(page, 'Odbiór od klienta').getByText('Naliczana zawsze, gdy jest większa od 0.').waitFor();
      // A changed threshold.
      await textbox(page, 'Próg wagi 2 (kg)').fill('7');
      await textbox(page, 'Kwota bazowa progu 2').fill('12,5');
      await expect.poll(() => add.isDisabled()).toBe(false);
      await record(page, `new-${label}`);

      const created = page.waitForRequest((request) => request.url().endsWith(`${BASE}/income`) && request.method() === 'POST');
      await add.click();
      expect((await created).postDataJSON()).toMatchObject({
        id_client: null,
        name,
        id_courier: null,
        cod_account_factor: { type: 'percent', value: 1.5, minimal: 3, maximal: 30 },
        insurance_account_factor: { type: 'lump_sum', value: 0, minimal: null, maximal: null },
        weight_thresholds: [
          { limiting_threshold: 3, base_amount: 0 },
          { limiting_threshold: 7, base_amount: 12.5 },
          { limiting_threshold: 15, base_amount: 0 },
          { limiting_threshold: 20, base_amount: 0 },
          { limiting_threshold: 30, base_amount: 0 },
        ],
      });
      await toastWith(page, 'Utworzono pomyślnie!').waitFor();
      await page.waitForURL(listUrl('income'));
      // Its begin date is today: it is in effect, highlighted and said so.
      const row = rowWith(page, 'Główne cenniki przychodowe', name);
      await row.getByText('Aktywny', { exact: true }).waitFor();
      expect(await row.getAttribute('data-highlighted')).toBe('true');
      expect(await row.textContent()).toContain(country);
      await record(page, `list-active-${label}`);

      await row.click();
      await page.waitForURL(/\/operational-price-list\/income\/form\/\d+$/);
      await heading(page, 'Cennik przychodowy').waitFor();
      await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe(name);
      expect(await cod.getByRole('radio', { name: 'Procent' }).isChecked()).toBe(true);
      expect(await textbox(cod, 'Minimum').inputValue()).toBe('3');
      expect(await textbox(page, 'Próg wagi 2 (kg)').inputValue()).toBe('7');

      // Thresholds must ascend: the message sits under the row that breaks the order, and Save waits.
      // (The creation's toast, bottom left, stays 10 s and covers Save on a phone: closed as a user would.)
      const createdToast = toastWith(page, 'Utworzono pomyślnie!');
      await createdToast.getByRole('button', { name: 'Zamknij' }).click();
      await createdToast.waitFor({ state: 'detached' });
      const save = page.getByRole('button', { name: 'Zapisz', exact: true });
      await textbox(page, 'Próg wagi 3 (kg)').fill('6');
      await page.getByText('Progi muszą rosnąć: każdy większy od poprzedniego.').waitFor();
      expect(await save.isDisabled()).toBe(true);
      await textbox(page, 'Próg wagi 3 (kg)').fill('16');
      await expect.poll(() => save.isDisabled()).toBe(false);
      // A row added at the end, a step above the last.
      await page.getByRole('button', { name: 'Dodaj próg' }).click();
      expect(await textbox(page, 'Próg wagi 6 (kg)').inputValue()).toBe('40');
      await textbox(page, 'Nazwa').fill(`${name} v2`);
      // The form sits far down on a phone: brought into view (and enabled again after the edits) before the click.
      await save.scrollIntoViewIfNeeded();
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await toastWith(page, 'Zmodyfikowano pomyślnie!').waitFor();
      await page.waitForURL(listUrl('income'));
      await rowWith(page, 'Główne cenniki przychodowe', `${name} v2`).waitFor();

      // The toggle shows the cost lists.
      await page.getByRole('group', { name: 'Rodzaj cenników' }).getByRole('link', { name: 'Kosztowe' }).click();
      await page.waitForURL(listUrl('cost'));
      await heading(page, 'Główne cenniki kosztowe').waitFor();
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  it("a client's income lists: cloned from the default list in effect, saved, in effect, then the client goes back to the default list", async () => {
    const defaultId = await createList('income', { name: 'Rumunia główny', id_country: 1 });
    const clientId = await createClient(suite.product, token, { name: 'Sklep Cenowy' });
    const page = await newPage(suite.browser, suite.product.baseUrl);
    const calls = recordCalls(page);
    await logIn(page, SEEDED.admin);
    await page.goto(`/client/${clientId}/card/income_operational_price_list`);
    await expect.poll(() => page.getByRole('tab', { name: 'Cennik przychodowy' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Cenniki przychodowe klienta' }).waitFor();
    await page.getByText('Brak danych do wyświetlenia.').waitFor();
    await record(page, 'client-tab-empty');

    // No default list in effect for Slovakia: said in the modal.
    await page.getByRole('button', { name: 'Sklonuj z głównego cennika' }).click();
    const modal = page.getByRole('dialog', { name: 'Klon głównego cennika' });
    await expect.poll(() => modal.getByRole('combobox', { name: 'Kraj docelowy' }).inputValue()).toBe('Rumunia');
    await modal.getByRole('combobox', { name: 'Kraj docelowy' }).click();
    await page.getByRole('option', { name: 'Słowacja', exact: true }).click();
    await modal.getByRole('button', { name: 'Sklonuj' }).click();
    await modal.getByRole('alert').getByText('Brak aktywnego domyślnego cennika!').waitFor();
    await record(page, 'client-clone-none');
    await modal.getByRole('combobox', { name: 'Kraj docelowy' }).click();
    await page.getByRole('option', { name: 'Rumunia', exact: true }).click();
    await modal.getByRole('button', { name: 'Sklonuj' }).click();

    // The clone: the default's terms, begin date today, no id; the client's own on save.
    await page.waitForURL(new RegExp(`/operational-price-list/income/client_form/${clientId}\\?from=${defaultId}$`));
    await heading(page, 'Nowy cennik przychodowy').waitFor();
    await page.getByText(`Cennik klienta Sklep Cenowy (nr ${clientId})`).waitFor();
    await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe('Rumunia główny');
    expect(await page.getByLabel('Obowiązuje od').inputValue()).toBe(today);
    expect(await textbox(surcharge(page, 'Pobranie (COD)'), 'Minimum').inputValue()).toBe('4');
    expect(await textbox(page, 'Kwota bazowa progu 5').inputValue()).toBe('14');
    await textbox(page, 'Nazwa').fill('Rumunia Sklep Cenowy');
    const created = page.waitForRequest((request) => request.url().endsWith(`${BASE}/income`) && request.method() === 'POST');
    await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
    const body = (await created).postDataJSON();
    expect(body).toMatchObject({ id_client: clientId, begin_date: today, id_country: 1, special_association: 'standard' });
    expect(body).not.toHaveProperty('id');
    expect(body.weight_thresholds.every((row: object) => !('id' in row))).toBe(true);
    await toastWith(page, 'Utworzono pomyślnie!').waitFor();

    // Back on the card's tab: the client's list is in effect.
    await page.waitForURL(new RegExp(`/client/${clientId}/card/income_operational_price_list$`));
    const row = rowWith(page, 'Cenniki przychodowe klienta', 'Rumunia Sklep Cenowy');
    await row.getByText('Aktywny', { exact: true }).waitFor();
    expect(await row.getAttribute('data-highlighted')).toBe('true');
    // Columns: name, special association, country, begin date, currency, deactivated, actions.
    const deactivatedCell = row.getByRole('cell').nth(5);
    expect(await deactivatedCell.textContent()).toBe('Nie');
    await record(page, 'client-tab-active');

    await row.getByRole('button', { name: 'Przywróć główny cennik zamiast „Rumunia Sklep Cenowy”' }).click();
    await confirmYes(page, 'Przywrócić klientowi główny cennik zamiast „Rumunia Sklep Cenowy”?');
    await toastWith(page, 'Powrócono do korzystania z głównego cennika!').waitFor();
    await expect.poll(() => row.getAttribute('data-highlighted')).toBe(null);
    expect(await row.getByText('Aktywny', { exact: true }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /Przywróć główny cennik/ }).count()).toBe(0);
    // Its deactivation moment instead of "Nie".
    expect(await deactivatedCell.textContent()).toMatch(/\d{2}:\d{2}/);

    // The cost tab has its own add button; the add link opens an empty client list.
    await page.getByRole('tab', { name: 'Cennik kosztowy' }).click();
    await page.waitForURL(new RegExp(`/client/${clientId}/card/cost_operational_price_list$`));
    await page.getByRole('link', { name: 'Dodaj cennik kosztowy' }).click();
    await heading(page, 'Nowy cennik kosztowy').waitFor();
    await page.getByRole('combobox', { name: 'Kurier', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Wróć do karty klienta' }).click();
    await page.waitForURL(new RegExp(`/client/${clientId}/card/cost_operational_price_list$`));
    // The refused calls: the search for Slovakia's default list, and the card's billing period (a new client has none).
    const noPeriod = /^GET \/api\/app\/v1\/client\/findPeriod\/\d+ 404$/;
    expect(calls.failed.filter((call) => !noPeriod.test(call))).toEqual([`GET ${BASE}/income/current_active/standard 404`]);
    const refused = /^console\.error: Failed to load resource: the server responded with a status of 404 /;
    expect(pageErrors(page).filter((error) => !refused.test(error))).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("a client list refused by the API (the client is gone): the 422's message above the form, nothing saved", async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(page, SEEDED.admin);
    await page.goto('/operational-price-list/income/client_form/999999');
    await heading(page, 'Nowy cennik przychodowy').waitFor();
    await textbox(page, 'Nazwa').fill('Dla nikogo');
    await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Nie ma takiego klienta.' }).waitFor();
    await toastWith(page, 'Cennik nie został zapisany: popraw pola opisane na czerwono.').waitFor();
    expect(page.url()).toMatch(/\/client_form\/999999$/);
    await page.context().close();
  }, 60_000);

  it('a list in use opens locked with the warning: every field disabled, no save or delete (phone)', async () => {
    const id = await createList('income', { name: 'Rumunia zwroty używany', special_association: 'return' });
    await suite.putInUse(id);
    await expect
      .poll(async () => (await suite.product.api('GET', `${BASE}/income/check/${id}`, { token })).body, { timeout: 10_000 })
      .toEqual({ used: true });

    const page = await newPage(suite.browser, suite.product.baseUrl, PHONE);
    await logIn(page, SEEDED.admin);
    await page.goto(`/operational-price-list/income/form/${id}`);
    await page.getByText('Cennik jest już aktualnie w użyciu').waitFor();
    await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe('Rumunia zwroty używany');
    expect(await textbox(page, 'Nazwa').isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Waluta cennika' }).isDisabled()).toBe(true);
    expect(await textbox(surcharge(page, 'Pobranie (COD)'), 'Minimum').isDisabled()).toBe(true);
    expect(await surcharge(page, 'Pobranie (COD)').getByRole('radio', { name: 'Kwota stała' }).isDisabled()).toBe(true);
    expect(await textbox(page, 'Próg wagi 1 (kg)').isDisabled()).toBe(true);
    for (const name of ['Zapisz', 'Usuń', 'Dodaj próg'])
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    await record(page, 'in-use-phone');

    // An unused one has its delete: asked first, then gone.
    const unused = await createList('income', { name: 'Do usunięcia', special_association: 'emag' });
    await page.goto(`/operational-price-list/income/form/${unused}`);
    await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe('Do usunięcia');
    await page.getByRole('button', { name: 'Usuń', exact: true }).click();
    await confirmYes(page, 'Usunąć cennik „Do usunięcia”?');
    await toastWith(page, 'Usunięto pomyślnie!').waitFor();
    await page.waitForURL(listUrl('income'));
    expect((await suite.product.api('GET', `${BASE}/income/one/${unused}`, { token })).status).toBe(404);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('a warehouse worker has no price lists, in the menu or by address', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(page, SEEDED.worker);
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Tagi' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Cenniki operacyjne' }).count()).toBe(0);
    await page.goto('/operational-price-list/income/list');
    await toastWith(page, /Brak dostępu do tego ekranu/).waitFor();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  }, 60_000);
});
