import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  choose,
  confirmYes,
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  PHONE,
  productAndBrowser,
  recordCalls,
  screenshot,
  SEEDED,
  toastWith,
  type Viewport,
} from './harness/index.js';
import { acceptClientInvitation, createClient, createClientWithLogin, defineParameter } from './harness/clients.js';

const NEW_CLIENT = { name: 'Sklep Ania & Syn', email: 'biuro@sklep-ania.pl' };
const SHIPMENT_COUNT_VOLUME = 9;
const ACCOUNT_PERIOD = 10;
const EMAG_NAME = 16;
const FILTER_COOKIE = 'clients-filters';

const clientsTable = (page: Page) => page.getByRole('table', { name: 'Klienci' });
const rowOf = (page: Page, name: string) => clientsTable(page).getByRole('row').filter({ hasText: name });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name });
/** A name no other test uses (the list is shared by every test of the run). */
const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

/** The client management screens end to end against the real API: list, new client, card, /company, the shell's check. */
describe('client management', () => {
  const suite = productAndBrowser();
  let admin: Page;
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    admin = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(admin, SEEDED.admin);
  });

  // Every test starts without the list's kept filters.
  beforeEach(async () => {
    await admin.context().clearCookies({ name: FILTER_COOKIE });
  });

  // A failed step leaves the admin's screen as it was, for whoever reads the failure.
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(admin, `clients-failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  const newClient = (overrides: Record<string, unknown> = {}) => createClient(suite.product, adminToken, overrides);
  const filterCookie = async () => (await admin.context().cookies()).find((cookie) => cookie.name === FILTER_COOKIE);

  it('given the new-client screen, then the defaults show; filled in and added, the client is in the list', async () => {
    await menuLink(admin, 'Klienci').click();
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
    // The message speaks the form's own way of writing the prefix.
    await textbox(admin, 'Prefiks telefonu').fill('+4812');
    await admin.getByText('Prefiks to znak + i najwyżej dwie cyfry, np. +48.').waitFor();
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
    const login = { email: `zaproszenie-${randomUUID().slice(0, 8)}@sklep.pl`, password: 'haslo-klienta-1' };
    const name = unique('Sklep Zaproszony');
    await newClient({ name, email: login.email, phone_number: '600700800', shipment_note: 'Szkło – ostrożnie', allowed_countries: [1, 3, 4, 10] });
    const client = await newPage(suite.browser, suite.product.baseUrl);
    await acceptClientInvitation(client, suite.product, login.email, login.password);
    await logIn(client, login);
    expect(await menuLink(client, 'Klienci').count()).toBe(0);
    expect(await client.getByRole('button', { name: 'Sprawdź dostęp kuriera' }).count()).toBe(0);
    await menuLink(client, 'Moja firma').click();
    await client.waitForURL('**/company');
    await client.getByRole('heading', { name: 'Moja firma' }).waitFor();
    await client.getByText(name, { exact: true }).waitFor();
    await client.getByText('+48 600700800', { exact: true }).waitFor();
    await client.getByText('Rumunia, Węgry, Bułgaria, Czechy', { exact: true }).waitFor();
    await client.getByText('Szkło – ostrożnie', { exact: true }).waitFor();

    // The list is an admin screen: the guard sends to the dashboard, with a warning, instead of showing it.
    await client.goto('/clients');
    await toastWith(client, /Brak dostępu do tego ekranu/).waitFor();
    await client.waitForURL('**/dashboard');
    expect(await clientsTable(client).count()).toBe(0);
    expect(pageErrors(client)).toEqual([]);
    await client.context().close();

    // The list shows the e-mail as confirmed now.
    await admin.goto(`/clients?name=${encodeURIComponent(name)}`);
    await rowOf(admin, name).waitFor();
    await expect.poll(async () => (await rowOf(admin, name).textContent()) ?? '').not.toContain('Niepotwierdzony');
  }, 60_000);

  it('given the card, when dispatch is blocked and unblocked, then the toasts name the client and go after about 4 s', async () => {
    const name = unique('Sklep Nadawca');
    const id = await newClient({ name });
    await admin.goto(`/clients?name=${encodeURIComponent(name)}`);
    await rowOf(admin, name).click();
    await admin.waitForURL(`**/client/${id}`);
    await admin.getByRole('heading', { name }).waitFor();
    await admin.getByText('Brak okresu rozliczeniowego').waitFor();
    await expect.poll(() => admin.getByRole('tab', { name: 'Dane klienta' }).getAttribute('aria-selected')).toBe('true');

    await admin.getByRole('button', { name: 'Zablokuj nadawanie' }).click();
    await confirmYes(admin);
    const blocked = toastWith(admin, 'Nadawanie zostało zablokowane dla klienta');
    await blocked.waitFor();
    const shownAt = Date.now();
    expect(await blocked.locator('b').textContent()).toBe(name);
    // spec/01 §9: the block-dispatch message stays 3950 ms.
    await blocked.waitFor({ state: 'detached', timeout: 8_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(3_000);
    expect(shownFor).toBeLessThan(5_500);
    await admin.getByText('Nadawanie zablokowane', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Odblokuj nadawanie' }).waitFor();
    await expectAccessible(admin, 'client-card-dispatch-blocked');

    await admin.getByRole('button', { name: 'Odblokuj nadawanie' }).click();
    await confirmYes(admin);
    const unblocked = toastWith(admin, 'Nadawanie zostało odblokowane dla klienta');
    await unblocked.waitFor();
    expect(await unblocked.locator('b').textContent()).toBe(name);
    await admin.getByRole('button', { name: 'Zablokuj nadawanie' }).waitFor();
    expect(await admin.getByText('Nadawanie zablokowane', { exact: true }).count()).toBe(0);
  }, 60_000);

  it('given an account period, then the card shows the billing period', async () => {
    const id = await newClient();
    await defineParameter(suite.product, adminToken, id, ACCOUNT_PERIOD, 'monthly');
    await admin.goto(`/client/${id}`);
    const period = admin.getByTestId('billing-period');
    await expect.poll(() => period.textContent()).toMatch(/^Okres rozliczeniowy: \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
    expect(await period.textContent()).toMatch(/^Okres rozliczeniowy: 01\./);
  });

  it('given the data tab, when saved, then the change is kept; a refused save shows each field message as a toast', async () => {
    const email = `dane-${randomUUID().slice(0, 8)}@sklep.pl`;
    const id = await newClient({ email });
    await admin.goto(`/client/${id}`);
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
    await textbox(admin, 'E-mail').fill(email);
  }, 60_000);

  it('given a confirmation, when the client is blocked and restored, then the toasts say so and the blocked list shows it', async () => {
    const name = unique('Sklep Blokowany');
    const id = await newClient({ name });
    await admin.goto(`/client/${id}`);
    await admin.getByRole('heading', { name }).waitFor();

    // "Nie": nothing is sent, nothing changes.
    const calls = recordCalls(admin);
    await admin.getByRole('button', { name: 'Zablokuj klienta' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Potwierdzenie' });
    await dialog.getByRole('button', { name: 'Nie', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(calls.sent.filter((call) => call === 'DELETE /api/client')).toEqual([]);
    await admin.getByRole('button', { name: 'Zablokuj klienta' }).waitFor();
    expect(await admin.getByText('Klient zablokowany', { exact: true }).count()).toBe(0);

    await admin.getByRole('button', { name: 'Zablokuj klienta' }).click();
    await confirmYes(admin);
    await toastWith(admin, 'Klient został zablokowany.').waitFor();
    await admin.getByText('Klient zablokowany', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Odblokuj klienta' }).waitFor();
    expect(calls.sent.filter((call) => call === 'DELETE /api/client')).toHaveLength(1);

    // Not in the list of all clients; in the blocked list.
    await admin.goto(`/clients?name=${encodeURIComponent(name)}`);
    await admin.getByText('Brak danych do wyświetlenia.').waitFor();
    await choose(admin, 'Lista', 'Zablokowani klienci');
    await admin.waitForURL(/list=deleted/);
    await rowOf(admin, name).click();
    await admin.waitForURL(`**/client/${id}`);

    await admin.getByRole('button', { name: 'Odblokuj klienta' }).click();
    await confirmYes(admin);
    await toastWith(admin, 'Klient został odblokowany.').waitFor();
    await admin.getByRole('button', { name: 'Zablokuj klienta' }).waitFor();
    expect(await admin.getByText('Klient zablokowany', { exact: true }).count()).toBe(0);
    await admin.goto(`/clients?list=deleted&name=${encodeURIComponent(name)}`);
    await admin.getByText('Brak danych do wyświetlenia.').waitFor();
  }, 60_000);

  it('given filters, then they are kept after a reload and on a later visit, until reset', async () => {
    const ids = {
      a: await newClient({ name: 'Filtr Alfa' }),
      b: await newClient({ name: 'Filtr Beta' }),
      c: await newClient({ name: 'Inny Gamma' }),
    };
    await defineParameter(suite.product, adminToken, ids.a, SHIPMENT_COUNT_VOLUME, 'B');
    await defineParameter(suite.product, adminToken, ids.b, SHIPMENT_COUNT_VOLUME, 'A');
    // The marketplace name counts as an alias too.
    await defineParameter(suite.product, adminToken, ids.c, EMAG_NAME, 'filtr-emag');

    await admin.goto('/clients');
    await rowOf(admin, 'Inny Gamma').waitFor();
    await textbox(admin, 'Alias klienta lub nazwa w eMAG').fill('filtr');
    await admin.getByRole('button', { name: 'Filtruj' }).click();
    await admin.waitForURL(/name=filtr/);
    await expect.poll(() => names(admin)).toEqual(['Inny Gamma', 'Filtr Beta', 'Filtr Alfa']);
    await choose(admin, 'Klasa wolumenu', 'Klasa B');
    await admin.getByRole('button', { name: 'Filtruj' }).click();
    await admin.waitForURL(/volume=B/);
    await expect.poll(() => names(admin)).toEqual(['Filtr Alfa']);

    const cookie = await filterCookie();
    expect(cookie).toBeDefined();
    const secondsLeft = cookie!.expires - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(86_400 - 120);
    expect(secondsLeft).toBeLessThanOrEqual(86_400 + 5);

    await admin.reload();
    await expect.poll(() => names(admin)).toEqual(['Filtr Alfa']);
    expect(await textbox(admin, 'Alias klienta lub nazwa w eMAG').inputValue()).toBe('filtr');

    // Later, from the menu (no filters in the address): the kept filters apply again.
    await admin.goto('/dashboard');
    await menuLink(admin, 'Klienci').click();
    await admin.waitForURL(/\/clients\?.*volume=B/);
    await expect.poll(() => names(admin)).toEqual(['Filtr Alfa']);
    expect(await admin.getByRole('combobox', { name: 'Klasa wolumenu' }).inputValue()).toBe('Klasa B');

    // A typed text not applied goes when the list selector applies another list.
    await textbox(admin, 'Alias klienta lub nazwa w eMAG').fill('niezastosowany');
    await choose(admin, 'Lista', 'Zablokowani klienci');
    await admin.waitForURL(/list=deleted/);
    await expect.poll(() => textbox(admin, 'Alias klienta lub nazwa w eMAG').inputValue()).toBe('filtr');

    await admin.getByRole('button', { name: 'Wyczyść filtry' }).click();
    await expect.poll(() => new URL(admin.url()).search).not.toMatch(/name=|volume=|list=/);
    await rowOf(admin, 'Inny Gamma').waitFor();
    expect(await textbox(admin, 'Alias klienta lub nazwa w eMAG').inputValue()).toBe('');
    expect(await filterCookie()).toBeUndefined();
    await admin.goto('/dashboard');
    await menuLink(admin, 'Klienci').click();
    await rowOf(admin, 'Inny Gamma').waitFor();
    expect(new URL(admin.url()).search).not.toMatch(/name=|volume=|list=/);
  }, 60_000);

  it('given a filtered list, when "Klienci" in the menu is clicked, then the filters and their cookie stay', async () => {
    const name = unique('Sklep Menu');
    await newClient({ name });
    await admin.goto(`/clients?name=${encodeURIComponent(name)}`);
    await expect.poll(() => names(admin)).toEqual([name]);
    expect(await filterCookie()).toBeDefined();

    // The menu's link is /clients without filters: the list puts the kept ones back in the address.
    const entries = await admin.evaluate(() => history.length);
    await menuLink(admin, 'Klienci').click();
    await expect.poll(() => admin.evaluate(() => history.length)).toBe(entries + 1);
    await admin.waitForURL((url) => url.searchParams.get('name') === name);
    await expect.poll(() => names(admin)).toEqual([name]);
    expect(await textbox(admin, 'Alias klienta lub nazwa w eMAG').inputValue()).toBe(name);
    expect(decodeURIComponent((await filterCookie())?.value ?? '')).toContain(name);

    // Only the reset button clears them.
    await admin.getByRole('button', { name: 'Wyczyść filtry' }).click();
    await expect.poll(async () => (await filterCookie()) === undefined).toBe(true);
    expect(new URL(admin.url()).searchParams.get('name')).toBeNull();
    await menuLink(admin, 'Klienci').click();
    await clientsTable(admin).locator('tbody tr').first().waitFor();
    expect(new URL(admin.url()).searchParams.get('name')).toBeNull();
  });

  it('given the card, then previous and next open the neighbouring clients on the same tab, each with its own data', async () => {
    const first = await firstClientId();
    await admin.goto(`/client/${first}`);
    await admin.getByRole('heading', { level: 1 }).waitFor();
    const navigation = admin.getByRole('navigation', { name: 'Poprzedni i następny klient' });
    await expect.poll(() => navigation.getByRole('button', { name: '← Poprzedni klient' }).isDisabled()).toBe(true);

    // Two clients made one after the other are neighbours.
    const one = await newClient({ name: unique('Sklep Pierwszy'), city: 'Gdańsk' });
    const two = await newClient({ name: unique('Sklep Drugi'), city: 'Gdynia' });
    await admin.goto(`/client/${one}`);
    await expect.poll(() => textbox(admin, 'Miasto').inputValue()).toBe('Gdańsk');
    // An edit of the first client does not travel to the next one (leaving it asks first).
    await textbox(admin, 'Miasto').fill('Sopot');
    await navigation.getByRole('link', { name: 'Następny klient →' }).click();
    await confirmYes(admin, 'Masz niezapisane zmiany. Opuścić formularz?');
    await admin.waitForURL(new RegExp(`/client/${two}$`));
    await expect.poll(() => textbox(admin, 'Miasto').inputValue()).toBe('Gdynia');
    const saved = admin.waitForResponse((response) => response.url().endsWith('/api/app/v1/client') && response.request().method() === 'PUT');
    await admin.getByRole('button', { name: 'Zapisz', exact: true }).click();
    expect((await saved).request().postDataJSON()).toMatchObject({ id: two, city: 'Gdynia' });
    await toastWith(admin, 'Dane klienta zostały zapisane.').waitFor();

    await admin.getByRole('tab', { name: 'Cennik', exact: true }).click();
    await admin.waitForURL(new RegExp(`/client/${two}/card/pricing$`));
    await expect.poll(() => admin.getByRole('tab', { name: 'Cennik', exact: true }).getAttribute('aria-selected')).toBe('true');
    await navigation.getByRole('link', { name: '← Poprzedni klient' }).click();
    await admin.waitForURL(new RegExp(`/client/${one}/card/pricing$`));
    await admin.getByRole('tab', { name: 'Dane klienta' }).click();
    await admin.waitForURL(new RegExp(`/client/${one}$`));
    await expect.poll(() => textbox(admin, 'Miasto').inputValue()).toBe('Gdańsk');

    // A card the console does not have opens the data tab; the new external credentials card opens its form.
    await admin.goto(`/client/${one}/card/nieznana_karta`);
    await admin.waitForURL(new RegExp(`/client/${one}$`));
    await admin.goto(`/client/${one}/card/new_external_api_credentials`);
    await admin.waitForURL(new RegExp(`/client/${one}/external_api_credentials$`));
    await admin.getByRole('heading', { name: 'Nowe dane dostępowe zewnętrznego API' }).waitFor();
    await admin.goto('/client/999999');
    await admin.getByRole('alert').filter({ hasText: 'Nie znaleziono klienta.' }).waitFor();
    await admin.goto(`/client/${one}/card/api`);
    await expect.poll(() => admin.getByRole('tab', { name: 'Dane dostępowe API' }).getAttribute('aria-selected')).toBe('true');
  }, 60_000);

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
    const clientId = await newClient({ name: 'Sklep Platforma' });
    // The operator's defaults (GET ask/credentials/DPD) the page reads: without a configured one, each answer has its own iai_password.
    const defaults = admin.waitForResponse((response) => response.url().endsWith('/api/ask/credentials/DPD'));
    await admin.goto(`/client/${clientId}`);
    const section = admin.getByRole('group', { name: 'Hasło platformy sklepowej (IdoSell)' });
    await section.getByText('Hasło nie jest ustawione.').waitFor();
    const save = section.getByRole('button', { name: 'Zapisz hasło' });
    expect(await save.isDisabled()).toBe(true);
    const field = section.getByRole('textbox', { name: 'Nowe hasło platformy sklepowej' });

    // The operator's default can be taken as it is.
    const { iai_password: defaultPassword } = await (await defaults).json();
    expect(defaultPassword).not.toBe('');
    await section.getByRole('button', { name: 'Użyj domyślnego' }).click();
    await expect.poll(() => field.inputValue()).toBe(defaultPassword);

    const generated = admin.waitForResponse((response) => response.url().endsWith('/api/client/iai/password'));
    await section.getByRole('button', { name: 'Generuj' }).click();
    const { password } = await (await generated).json();
    expect(password).toHaveLength(16);
    // Shown in clear, to be copied into the shop platform.
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
    const login = { email: `ekran-${label}-${randomUUID().slice(0, 8)}@sklep.pl`, password: 'haslo-klienta-1' };
    const name = unique('Sklep Ekran');
    const clientId = await createClientWithLogin(suite.product, adminToken, login, { name });
    // With a billing period, so the card's period lookup answers 200 (a 404 would be a console error).
    await defineParameter(suite.product, adminToken, clientId, ACCOUNT_PERIOD, 'monthly');
    const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
    const check = async (screen: string) => {
      await screenshot(page, `${screen}-${label}`);
      await expectAccessible(page, `${screen}-${label}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    };
    await logIn(page, SEEDED.admin);

    await page.goto('/clients');
    await clientsTable(page).locator('tbody tr').first().waitFor();
    await check('clients');
    await page.goto(`/clients?list=deleted&name=${encodeURIComponent(name)}`);
    await page.getByText('Brak danych do wyświetlenia.').waitFor();
    await check('clients-deleted-empty');
    await page.goto('/clients/new');
    await page.getByRole('heading', { name: 'Nowy klient' }).waitFor();
    await check('clients-new');
    await page.goto(`/client/${clientId}`);
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
    await logIn(client, login);
    await client.goto('/company');
    await client.getByText(name, { exact: true }).waitFor();
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
