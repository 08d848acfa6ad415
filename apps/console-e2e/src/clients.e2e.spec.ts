import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { acceptClientInvitation, createClientOverApi, defineParameterOverApi } from './harness/clients.js';

const NEW_CLIENT = { name: 'Sklep Ania & Syn', email: 'biuro@sklep-ania.pl', password: 'haslo-klienta-1' };
const SHIPMENT_COUNT_VOLUME = 9;
const ACCOUNT_PERIOD = 10;

const clientsTable = (page: Page) => page.getByRole('table', { name: 'Klienci' });
const rowOf = (page: Page, name: string) => clientsTable(page).getByRole('row').filter({ hasText: name });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const confirmYes = async (page: Page) => {
  await page.getByRole('dialog', { name: 'Potwierdzenie' }).getByText('Czy na pewno chcesz wykonać tę akcję?').waitFor();
  await page.getByRole('button', { name: 'Tak' }).click();
};
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The client management screens end to end against the real API: list, new client, card, /company, the shell's check. */
describe('client management', () => {
  const suite = productAndBrowser();
  let admin: Page;
  let adminToken: string;
  let newClientId: number;

  beforeAll(async () => {
    adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    admin = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(admin, SEEDED.admin);
  });

  // A failed step leaves the admin's screen as it was, for whoever reads the failure.
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(admin, `clients-failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  it('given the new-client screen, then the defaults show; filled in and added, the client is in the list', async () => {
    await admin.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Klienci' }).click();
    await admin.waitForURL(/\/clients(\?|$)/);
    await admin.getByRole('link', { name: 'Dodaj klienta' }).click();
    await admin.waitForURL('**/clients/new');
    await admin.getByRole('heading', { name: 'Nowy klient' }).waitFor();

    // spec/01 §2 "New-client screen defaults".
    expect(await textbox(admin, 'Prefiks telefonu').inputValue()).toBe('+48');
    expect(await textbox(admin, 'Dodatkowe informacje').inputValue()).toBe('-');
    expect(await textbox(admin, 'Numer konta bankowego').inputValue()).toBe('n/d');
    expect(await textbox(admin, 'Osoba kontaktowa').inputValue()).toBe('Osoba kontaktowa – ');
    expect(await textbox(admin, 'Adres zwrotów').inputValue()).toContain('\n');
    expect(await textbox(admin, 'Adres punktu nadania').inputValue()).toContain('\n');
    expect(await admin.getByRole('switch', { name: 'Przesyłki za pobraniem (COD)' }).isChecked()).toBe(false);
    for (const country of ['Rumunia', 'Węgry', 'Bułgaria', 'Czechy', 'Słowacja']) {
      expect(await admin.getByRole('checkbox', { name: country }).isChecked()).toBe(true);
    }
    expect(await admin.getByRole('checkbox', { name: 'Polska' }).count()).toBe(0);

    const add = admin.getByRole('button', { name: 'Dodaj klienta' });
    expect(await add.isDisabled()).toBe(true);
    await textbox(admin, 'Nazwa firmy').fill(NEW_CLIENT.name);
    await textbox(admin, 'NIP').fill('6762461659');
    await textbox(admin, 'Ulica i numer').fill('Długa 5');
    await textbox(admin, 'Kod pocztowy').fill('30-001');
    await textbox(admin, 'Miasto').fill('Kraków');
    await textbox(admin, 'E-mail').fill(NEW_CLIENT.email);
    await textbox(admin, 'Numer telefonu').fill('1234');
    await admin.getByText('Numer telefonu ma 9 lub 10 cyfr.').waitFor();
    await textbox(admin, 'Numer telefonu').fill('600700800');
    await textbox(admin, 'Prefiks telefonu').fill('+4812');
    await admin.getByText('Prefiks to 00 i do dwóch cyfr, np. 0048.').waitFor();
    await textbox(admin, 'Prefiks telefonu').fill('+48');
    await admin.getByRole('checkbox', { name: 'Słowacja' }).uncheck();
    expect(await add.isDisabled()).toBe(true);
    // The create form also needs the shipment note.
    await textbox(admin, 'Uwagi do przesyłek').fill('Szkło – ostrożnie');
    expect(await add.isDisabled()).toBe(false);

    const created = admin.waitForResponse((response) => response.url().endsWith('/api/client') && response.request().method() === 'POST');
    await add.click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const sent = answer.request().postDataJSON();
    expect(sent).toMatchObject({ phone_number_prefix: '0048', cod_enabled: 0, address: '-', bank_account_number: 'n/d', allowed_countries: [1, 3, 4, 10] });
    newClientId = (await answer.json()).id;

    const added = toastWith(admin, 'Dodano klienta');
    await added.waitFor();
    expect(await added.locator('b').textContent()).toBe(NEW_CLIENT.name);
    await admin.waitForURL(/\/clients(\?|$)/);
    const row = rowOf(admin, NEW_CLIENT.name);
    await row.waitFor();
    expect(await row.textContent()).toContain('+48');
    expect(await row.textContent()).toContain('Polska');
    expect(await row.textContent()).toContain('Niepotwierdzony');
  }, 60_000);

  it('given the mailed invitation, then the client sets a password, logs in and sees its own company but not the clients list', async () => {
    const client = await newPage(suite.browser, suite.product.baseUrl);
    await acceptClientInvitation(client, suite.product, NEW_CLIENT.email, NEW_CLIENT.password);
    await logIn(client, NEW_CLIENT);
    const menu = client.getByRole('navigation', { name: 'Menu główne' });
    expect(await menu.getByRole('link', { name: 'Klienci' }).count()).toBe(0);
    expect(await client.getByRole('button', { name: 'Sprawdź dostęp kuriera' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Moja firma' }).click();
    await client.waitForURL('**/company');
    await client.getByRole('heading', { name: 'Moja firma' }).waitFor();
    await client.getByText(NEW_CLIENT.name, { exact: true }).waitFor();
    await client.getByText('+48 600700800', { exact: true }).waitFor();
    await client.getByText('Rumunia, Węgry, Bułgaria, Czechy', { exact: true }).waitFor();
    await client.getByText('Szkło – ostrożnie', { exact: true }).waitFor();

    // The list is an admin screen: the guard sends the client away.
    await client.goto('/clients');
    await client.waitForURL('**/dashboard');
    expect(pathOf(client)).toBe('/dashboard');
    expect(pageErrors(client)).toEqual([]);
    await client.context().close();

    // The list shows the e-mail as confirmed now.
    await admin.goto('/clients');
    await expect.poll(async () => (await rowOf(admin, NEW_CLIENT.name).textContent()) ?? '').not.toContain('Niepotwierdzony');
  }, 60_000);

  it('given the card, when dispatch is blocked and unblocked, then the toasts name the client and go after about 4 s', async () => {
    await admin.goto('/clients');
    await rowOf(admin, NEW_CLIENT.name).click();
    await admin.waitForURL(`**/client/${newClientId}`);
    await admin.getByRole('heading', { name: NEW_CLIENT.name }).waitFor();
    await admin.getByText('Brak okresu rozliczeniowego').waitFor();
    await expect.poll(() => admin.getByRole('tab', { name: 'Dane klienta' }).getAttribute('aria-selected')).toBe('true');

    await admin.getByRole('button', { name: 'Zablokuj nadawanie' }).click();
    await confirmYes(admin);
    const blocked = toastWith(admin, 'Nadawanie zostało zablokowane dla klienta');
    await blocked.waitFor();
    expect(await blocked.locator('b').textContent()).toBe(NEW_CLIENT.name);
    await admin.getByText('Nadawanie zablokowane', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Odblokuj nadawanie' }).waitFor();
    const shownAt = Date.now();
    await expectAccessible(admin, 'client-card-dispatch-blocked');
    await blocked.waitFor({ state: 'detached', timeout: 8_000 });
    expect(Date.now() - shownAt).toBeLessThan(6_000);

    await admin.getByRole('button', { name: 'Odblokuj nadawanie' }).click();
    await confirmYes(admin);
    const unblocked = toastWith(admin, 'Nadawanie zostało odblokowane dla klienta');
    await unblocked.waitFor();
    expect(await unblocked.locator('b').textContent()).toBe(NEW_CLIENT.name);
    await admin.getByRole('button', { name: 'Zablokuj nadawanie' }).waitFor();
    expect(await admin.getByText('Nadawanie zablokowane', { exact: true }).count()).toBe(0);
  }, 60_000);

  it('given an account period, then the card shows the billing period', async () => {
    await defineParameterOverApi(suite.product, adminToken, newClientId, ACCOUNT_PERIOD, 'monthly');
    await admin.goto(`/client/${newClientId}`);
    const period = admin.getByTestId('billing-period');
    await expect.poll(() => period.textContent()).toMatch(/^Okres rozliczeniowy: \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
    expect(await period.textContent()).toMatch(/^Okres rozliczeniowy: 01\./);
  });

  it('given the data tab, when saved, then the change is kept; a refused save shows each field message as a toast', async () => {
    await admin.goto(`/client/${newClientId}`);
    await textbox(admin, 'Miasto').waitFor();
    expect(await textbox(admin, 'Prefiks telefonu').inputValue()).toBe('+48');
    await textbox(admin, 'Miasto').fill('Wieliczka');
    await admin.getByRole('switch', { name: 'Przesyłki za pobraniem (COD)' }).check({ force: true });
    await admin.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await toastWith(admin, 'Dane klienta zostały zapisane.').waitFor();
    await admin.reload();
    await expect.poll(() => textbox(admin, 'Miasto').inputValue()).toBe('Wieliczka');
    expect(await admin.getByRole('switch', { name: 'Przesyłki za pobraniem (COD)' }).isChecked()).toBe(true);

    // The seeded admin's e-mail is taken: the server refuses the field.
    await textbox(admin, 'E-mail').fill(SEEDED.admin.email);
    await admin.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await toastWith(admin, 'E-mail: Ten adres e-mail jest już zajęty.').waitFor();
    await admin.getByText('Ten adres e-mail jest już zajęty.', { exact: true }).waitFor();
    await textbox(admin, 'E-mail').fill(NEW_CLIENT.email);
  }, 60_000);

  it('given a confirmation, when the client is blocked and restored, then the toasts say so and the blocked list shows it', async () => {
    await admin.goto(`/client/${newClientId}`);
    await admin.getByRole('button', { name: 'Zablokuj klienta' }).click();
    await admin.getByRole('button', { name: 'Nie', exact: true }).click();
    expect(await admin.getByText('Klient zablokowany', { exact: true }).count()).toBe(0);

    await admin.getByRole('button', { name: 'Zablokuj klienta' }).click();
    await confirmYes(admin);
    await toastWith(admin, 'Klient został zablokowany.').waitFor();
    await admin.getByText('Klient zablokowany', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Odblokuj klienta' }).waitFor();

    await admin.getByRole('link', { name: 'Wróć do listy klientów' }).click();
    await admin.waitForURL(/\/clients(\?|$)/);
    // Not in the list of all clients (the only one so far: the list is empty).
    await admin.getByText('Brak danych do wyświetlenia.').waitFor();
    expect(await rowOf(admin, NEW_CLIENT.name).count()).toBe(0);
    await admin.getByRole('combobox', { name: 'Lista' }).click();
    await admin.getByRole('option', { name: 'Zablokowani klienci' }).click();
    await admin.waitForURL(/list=deleted/);
    await rowOf(admin, NEW_CLIENT.name).click();
    await admin.waitForURL(`**/client/${newClientId}`);

    await admin.getByRole('button', { name: 'Odblokuj klienta' }).click();
    await confirmYes(admin);
    await toastWith(admin, 'Klient został odblokowany.').waitFor();
    await admin.getByRole('button', { name: 'Zablokuj klienta' }).waitFor();
    expect(await admin.getByText('Klient zablokowany', { exact: true }).count()).toBe(0);
    await admin.goto('/clients?list=deleted');
    await admin.getByText('Brak danych do wyświetlenia.').waitFor();
  }, 60_000);

  it('given filters, then they are kept after a reload and on a later visit, until reset', async () => {
    const ids = {
      a: await createClientOverApi(suite.product, adminToken, { name: 'Filtr Alfa', email: 'alfa@filtr.pl' }),
      b: await createClientOverApi(suite.product, adminToken, { name: 'Filtr Beta', email: 'beta@filtr.pl' }),
      c: await createClientOverApi(suite.product, adminToken, { name: 'Inny Gamma', email: 'gamma@inny.pl' }),
    };
    await defineParameterOverApi(suite.product, adminToken, ids.a, SHIPMENT_COUNT_VOLUME, 'B');
    await defineParameterOverApi(suite.product, adminToken, ids.b, SHIPMENT_COUNT_VOLUME, 'A');
    // The marketplace name counts as an alias too.
    await defineParameterOverApi(suite.product, adminToken, ids.c, 16, 'filtr-emag');

    // The blocked list chosen in the test before is still the list's filter: reset it.
    await admin.goto('/clients');
    await admin.waitForURL(/list=deleted/);
    await admin.getByRole('button', { name: 'Wyczyść filtry' }).click();
    await rowOf(admin, 'Inny Gamma').waitFor();
    await textbox(admin, 'Alias klienta lub nazwa w eMAG').fill('filtr');
    await admin.getByRole('button', { name: 'Filtruj' }).click();
    await admin.waitForURL(/name=filtr/);
    await expect.poll(() => names(admin)).toEqual(['Inny Gamma', 'Filtr Beta', 'Filtr Alfa']);
    await admin.getByRole('combobox', { name: 'Klasa wolumenu' }).click();
    await admin.getByRole('option', { name: 'Klasa B' }).click();
    await admin.getByRole('button', { name: 'Filtruj' }).click();
    await admin.waitForURL(/volume=B/);
    await expect.poll(() => names(admin)).toEqual(['Filtr Alfa']);

    const cookie = (await admin.context().cookies()).find((c) => c.name === 'clients-filters');
    expect(cookie).toBeDefined();
    const secondsLeft = cookie!.expires - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(86_400 - 120);
    expect(secondsLeft).toBeLessThanOrEqual(86_400 + 5);

    await admin.reload();
    await expect.poll(() => names(admin)).toEqual(['Filtr Alfa']);
    expect(await textbox(admin, 'Alias klienta lub nazwa w eMAG').inputValue()).toBe('filtr');

    // Later, from the menu (no filters in the address): the kept filters apply again.
    await admin.goto('/dashboard');
    await admin.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Klienci' }).click();
    await admin.waitForURL(/\/clients\?.*volume=B/);
    await expect.poll(() => names(admin)).toEqual(['Filtr Alfa']);
    expect(await admin.getByRole('combobox', { name: 'Klasa wolumenu' }).inputValue()).toBe('Klasa B');

    await admin.getByRole('button', { name: 'Wyczyść filtry' }).click();
    await expect.poll(() => pathOf(admin) + new URL(admin.url()).search).not.toMatch(/name=|volume=/);
    await rowOf(admin, NEW_CLIENT.name).waitFor();
    expect(await textbox(admin, 'Alias klienta lub nazwa w eMAG').inputValue()).toBe('');
    expect((await admin.context().cookies()).find((c) => c.name === 'clients-filters')).toBeUndefined();
    await admin.goto('/dashboard');
    await admin.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Klienci' }).click();
    await rowOf(admin, NEW_CLIENT.name).waitFor();
    expect(new URL(admin.url()).search).not.toMatch(/name=|volume=/);
  }, 60_000);

  it('given the card, then previous and next open the neighbouring clients on the same tab', async () => {
    const first = await firstClientId();
    await admin.goto(`/client/${first}`);
    await admin.getByRole('heading', { level: 1 }).waitFor();
    const navigation = admin.getByRole('navigation', { name: 'Poprzedni i następny klient' });
    await expect.poll(() => navigation.getByRole('button', { name: '← Poprzedni klient' }).isDisabled()).toBe(true);

    await navigation.getByRole('link', { name: 'Następny klient →' }).click();
    await admin.waitForURL(new RegExp(`/client/${first + 1}$`));
    await admin.getByRole('tab', { name: 'Cennik' }).click();
    await admin.waitForURL(new RegExp(`/client/${first + 1}/card/pricing$`));
    await expect.poll(() => admin.getByRole('tab', { name: 'Cennik' }).getAttribute('aria-selected')).toBe('true');
    await navigation.getByRole('link', { name: '← Poprzedni klient' }).click();
    await admin.waitForURL(new RegExp(`/client/${first}/card/pricing$`));
    await admin.getByRole('tab', { name: 'Dane klienta' }).click();
    await admin.waitForURL(new RegExp(`/client/${first}$`));

    // A card the console does not have opens the data tab.
    await admin.goto(`/client/${first}/card/income_operational_price_list`);
    await admin.waitForURL(new RegExp(`/client/${first}$`));
    await admin.goto('/client/999999');
    await admin.getByRole('alert').filter({ hasText: 'Nie znaleziono klienta.' }).waitFor();
    await admin.goto(`/client/${first}/card/api`);
    await expect.poll(() => admin.getByRole('tab', { name: 'Dane dostępowe API' }).getAttribute('aria-selected')).toBe('true');
  });

  it('given the check-permissions modal, then a sandbox login shows its contract, e-mail and phone; a wrong one the error', async () => {
    await admin.goto('/dashboard');
    await admin.getByRole('button', { name: 'Sprawdź dostęp kuriera' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Sprawdzenie uprawnień kuriera' });
    await dialog.waitFor();
    const check = dialog.getByRole('button', { name: 'Sprawdź', exact: true });
    expect(await check.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Login API kuriera' }).fill('sandbox-sklep');
    await dialog.getByLabel('Hasło API kuriera').fill('sandbox-pass');
    await check.click();
    await dialog.getByText('Kurier potwierdził dane dostępowe.').waitFor();
    for (const label of ['Numer umowy', 'E-mail', 'Numer telefonu']) await dialog.getByText(label, { exact: true }).waitFor();
    expect(await dialog.locator('dd').count()).toBe(3);
    expect((await dialog.locator('dd').allTextContents()).every((value) => value.trim().length > 0)).toBe(true);

    await dialog.getByLabel('Hasło API kuriera').fill('zle-haslo');
    await check.click();
    await dialog.getByRole('alert').filter({ hasText: 'Kurier odrzucił podane dane dostępowe.' }).waitFor();
    expect(await dialog.getByText('Kurier potwierdził dane dostępowe.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('given the data tab, when a shop-platform password is generated and saved, then the toast says so and it shows as set after a reload', async () => {
    const clientId = await createClientOverApi(suite.product, adminToken, { name: 'Sklep Platforma', email: 'platforma@sklep-iai.pl' });
    await admin.goto(`/client/${clientId}`);
    const section = admin.getByRole('group', { name: 'Hasło platformy sklepowej (IdoSell)' });
    await section.getByText('Hasło nie jest ustawione.').waitFor();
    const save = section.getByRole('button', { name: 'Zapisz hasło' });
    expect(await save.isDisabled()).toBe(true);

    const generated = admin.waitForResponse((response) => response.url().endsWith('/api/client/iai/password'));
    await section.getByRole('button', { name: 'Generuj' }).click();
    const { password } = await (await generated).json();
    expect(password).toHaveLength(16);
    // Shown in clear, to be copied into the shop platform.
    const field = section.getByRole('textbox', { name: 'Nowe hasło platformy sklepowej' });
    await expect.poll(() => field.inputValue()).toBe(password);

    const saved = admin.waitForResponse((response) => response.url().endsWith('/api/client/iai') && response.request().method() === 'PUT');
    await save.click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ id: clientId, iai_password: password });
    await toastWith(admin, 'Hasło platformy sklepowej zostało zapisane.').waitFor();
    await section.getByText('Hasło jest ustawione.').waitFor();

    await admin.reload();
    await admin.getByRole('group', { name: 'Hasło platformy sklepowej (IdoSell)' }).getByText('Hasło jest ustawione.').waitFor();
    // The stored password is never shown again: the field is empty and hidden.
    const fresh = admin.getByLabel('Nowe hasło platformy sklepowej', { exact: true });
    expect(await fresh.inputValue()).toBe('');
    expect(await fresh.getAttribute('type')).toBe('password');
  }, 60_000);

  /** Every new screen at 1280x800 and on a 390x844 phone: a screenshot, no serious or critical axe violation, no sideways scrolling. */
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][])('the client screens on %s are accessible', async (label, viewport) => {
    const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
    const check = async (name: string) => {
      await screenshot(page, `${name}-${label}`);
      await expectAccessible(page, `${name}-${label}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    };
    await logIn(page, SEEDED.admin);

    await page.goto('/clients');
    await clientsTable(page).locator('tbody tr').first().waitFor();
    await check('clients');
    await page.goto('/clients?list=deleted');
    await page.getByText('Brak danych do wyświetlenia.').waitFor();
    await check('clients-deleted-empty');
    await page.goto('/clients/new');
    await page.getByRole('heading', { name: 'Nowy klient' }).waitFor();
    await check('clients-new');
    await page.goto(`/client/${newClientId}`);
    await textbox(page, 'Miasto').waitFor();
    await check('client-card');
    await page.getByRole('button', { name: 'Zablokuj klienta' }).click();
    await page.getByRole('dialog', { name: 'Potwierdzenie' }).waitFor();
    await check('client-block-confirm');
    await page.getByRole('button', { name: 'Nie', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
    await page.getByRole('button', { name: 'Sprawdź dostęp kuriera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sprawdzenie uprawnień kuriera' });
    await dialog.getByRole('textbox', { name: 'Login API kuriera' }).fill('sandbox-ekran');
    await dialog.getByLabel('Hasło API kuriera').fill('sandbox-pass');
    await dialog.getByRole('button', { name: 'Sprawdź', exact: true }).click();
    await dialog.getByText('Kurier potwierdził dane dostępowe.').waitFor();
    await check('check-permissions');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();

    const client = await newPage(suite.browser, suite.product.baseUrl, viewport);
    await logIn(client, NEW_CLIENT);
    await client.goto('/company');
    await client.getByText(NEW_CLIENT.name, { exact: true }).waitFor();
    await screenshot(client, `company-${label}`);
    await expectAccessible(client, `company-${label}`);
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(pageErrors(client)).toEqual([]);
    await client.context().close();
  }, 90_000);

  /** The lowest client id (the list sorted by id, ascending). */
  async function firstClientId(): Promise<number> {
    const list = await suite.product.api<{ data: { id: number }[] }>('POST', '/api/app/v1/client/list', {
      token: adminToken,
      body: { order: [{ column: 'id', dir: 'asc' }], length: 1 },
    });
    return list.body.data[0]!.id;
  }
});

/** The names of the table's rows, top to bottom. */
async function names(page: Page): Promise<string[]> {
  return clientsTable(page).locator('tbody tr td:nth-child(2)').allTextContents();
}
