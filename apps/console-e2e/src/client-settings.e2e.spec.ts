import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  choose,
  confirmYes,
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
} from './harness/index.js';
import { addCourierCredential, addPriceBand, createClient } from './harness/clients.js';

/** Sandbox courier logins (docs/sandbox-couriers.md): 'sandbox-*' with 'sandbox-pass*' pass, others are refused (406). */
const GOOD_LOGIN = 'sandbox-zielony';
const GOOD_PASSWORD = 'sandbox-pass';

const table = (page: Page, name: string) => page.getByRole('table', { name });
const rowWith = (page: Page, tableName: string, text: string | RegExp) => table(page, tableName).getByRole('row').filter({ hasText: text });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Both a screenshot and axe for a screen as it is now. */
async function record(page: Page, name: string): Promise<void> {
  await screenshot(page, `client-settings-${name}`);
  await expectAccessible(page, `client-settings-${name}`);
}

/** The client card's settings tabs and their forms, as an admin sets a client up: each test on a client of its own. */
describe('client settings: courier credentials, price bands, parameters, external API', () => {
  const suite = productAndBrowser();
  let page: Page;
  let token: string;
  let calls: ReturnType<typeof recordCalls>;

  beforeAll(async () => {
    token = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    page = await newPage(suite.browser, suite.product.baseUrl);
    calls = recordCalls(page);
    await logIn(page, SEEDED.admin);
  });

  const newClient = () => createClient(suite.product, token);

  describe('courier credentials', () => {
    it('given a new credential, then Save waits for a passing check of the current login, password and service', async () => {
      const clientId = await newClient();
      await page.goto(`/client/${clientId}/card/api`);
      await page.getByText('Klient nie ma jeszcze danych dostępowych.').waitFor();
      await record(page, 'api-tab-empty');

      await page.getByRole('link', { name: 'Dodaj dane dostępowe' }).click();
      await page.waitForURL(`**/client/${clientId}/credentail`);
      await heading(page, 'Nowe dane dostępowe kuriera').waitFor();
      // The operator's DPD defaults (GET ask/credentials/DPD) fill the form of the default courier.
      expect(await page.getByRole('combobox', { name: 'Kurier', exact: true }).inputValue()).toBe('DPD');
      expect(await field(page, 'Login').inputValue()).not.toBe('');
      expect(await field(page, 'Usługa').inputValue()).not.toBe('');
      const add = button(page, 'Dodaj');
      expect(await add.isDisabled()).toBe(true);
      await page.getByText('Sprawdź login, hasło i usługę u kuriera, zanim zapiszesz.').waitFor();
      await record(page, 'credential-new');

      // A login the courier refuses: the error toast, still no Save.
      await field(page, 'Login').fill('nieznany-login');
      await page.getByLabel('Hasło').fill('zle-haslo');
      await button(page, 'Sprawdź').click();
      await toastWith(page, 'Kurier odrzucił podane dane dostępowe.').waitFor();
      await page.getByText('Kurier nie potwierdził danych dostępowych.').waitFor();
      expect(await add.isDisabled()).toBe(true);

      // A good one: the courier's answer, and Save.
      await field(page, 'Login').fill(GOOD_LOGIN);
      await page.getByLabel('Hasło').fill(GOOD_PASSWORD);
      await field(page, 'Usługa').fill('DPD Classic');
      await button(page, 'Sprawdź').click();
      const passed = page.getByRole('status').filter({ hasText: 'Kurier potwierdził dane dostępowe.' });
      await passed.waitFor();
      for (const label of ['ID klienta u kuriera', 'E-mail', 'Numer telefonu']) await passed.getByText(label, { exact: false }).waitFor();
      await expect.poll(() => add.isDisabled()).toBe(false);
      // The contract number the courier answered fills the empty field.
      expect(await field(page, 'Numer umowy').inputValue()).not.toBe('');
      await record(page, 'credential-checked');

      // The service changed after the check: checked again before Save.
      await field(page, 'Usługa').fill('DPD Express');
      await page.getByText('zmieniły się od ostatniego sprawdzenia', { exact: false }).waitFor();
      expect(await add.isDisabled()).toBe(true);
      await button(page, 'Sprawdź').click();
      await passed.waitFor();
      await expect.poll(() => add.isDisabled()).toBe(false);

      await page.getByLabel('Komentarz').fill('Konto klienta w DPD');
      await add.click();
      await toastWith(page, 'Pomyślnie dodano nowe dane uwierzytelniające').waitFor();
      await page.waitForURL(`**/client/${clientId}/card/api`);
      const row = rowWith(page, 'Dane dostępowe API kurierów', 'Konto klienta w DPD');
      await row.waitFor();
      expect(await row.getByRole('cell').first().textContent()).toBe('1');
      await record(page, 'api-tab');
    });

    it('given the saved credential, when its password changes, then it needs a new check before Save', async () => {
      const clientId = await newClient();
      await addCourierCredential(suite.product, token, clientId, { username: GOOD_LOGIN, password: GOOD_PASSWORD, service: 'DPD Classic', comment: 'Konto klienta w DPD' });
      await page.goto(`/client/${clientId}/card/api`);
      await rowWith(page, 'Dane dostępowe API kurierów', 'Konto klienta w DPD').click();
      await page.waitForURL(`**/client/${clientId}/credentail/*`);
      await heading(page, 'Dane dostępowe kuriera').waitFor();
      expect(await field(page, 'Login').inputValue()).toBe(GOOD_LOGIN);
      expect(await page.getByLabel('Hasło').inputValue()).toBe('');
      const save = button(page, 'Zapisz');
      // Unchanged login, password and service: no check needed.
      await page.getByText('zapis nie wymaga ponownego sprawdzenia', { exact: false }).waitFor();
      expect(await save.isDisabled()).toBe(false);
      await record(page, 'credential-edit');

      await page.getByLabel('Hasło').fill('sandbox-pass-2');
      await page.getByText('Sprawdź login, hasło i usługę u kuriera, zanim zapiszesz.').waitFor();
      expect(await save.isDisabled()).toBe(true);
      await button(page, 'Sprawdź').click();
      await page.getByRole('status').filter({ hasText: 'Kurier potwierdził dane dostępowe.' }).waitFor();
      await expect.poll(() => save.isDisabled()).toBe(false);
      await save.click();
      await toastWith(page, 'Dane zostały zapisane').waitFor();
      // Saved: the password field is empty again and nothing waits for a check.
      await expect.poll(() => page.getByLabel('Hasło').inputValue()).toBe('');
      await page.getByText('zapis nie wymaga ponownego sprawdzenia', { exact: false }).waitFor();
    });

    it('given the credential pinned as main, then its form is locked with only Unpin; unpinned, it can be deleted', async () => {
      const clientId = await newClient();
      const credentialId = await addCourierCredential(suite.product, token, clientId, { username: GOOD_LOGIN, password: GOOD_PASSWORD, comment: 'Konto klienta w DPD' });
      const credentialUrl = `/client/${clientId}/credentail/${credentialId}`;
      await page.goto(credentialUrl);
      await heading(page, 'Dane dostępowe kuriera').waitFor();
      await button(page, 'Przypnij jako główne').click();
      await toastWith(page, 'Pomyślnie podpięto główne dane dostępowe!').waitFor();
      await page.getByText('Te dane dostępowe są przypięte jako główne', { exact: false }).waitFor();
      await button(page, 'Odepnij').waitFor();
      expect(await button(page, 'Usuń').count()).toBe(0);
      expect(await button(page, 'Zapisz').count()).toBe(0);
      expect(await button(page, 'Sprawdź').count()).toBe(0);
      expect(await field(page, 'Login').getAttribute('readonly')).not.toBeNull();
      await record(page, 'credential-locked');

      await page.getByRole('link', { name: 'Wróć do karty klienta' }).click();
      await page.waitForURL(`**/client/${clientId}/card/api`);
      await rowWith(page, 'Dane dostępowe API kurierów', 'Konto klienta w DPD').getByText('Główne', { exact: true }).waitFor();

      await page.goto(credentialUrl);
      await button(page, 'Odepnij').click();
      await confirmYes(page);
      await toastWith(page, 'Odpięto główne dane dostępowe.').waitFor();
      await page.waitForURL(new RegExp(`/client/${clientId}$`));

      await page.goto(credentialUrl);
      await heading(page, 'Dane dostępowe kuriera').waitFor();
      await button(page, 'Usuń').click();
      await confirmYes(page);
      await toastWith(page, 'Dane uwierzytelniające zostały pomyślnie usunięte!').waitFor();
      await page.waitForURL(`**/client/${clientId}/card/api`);
      await page.getByText('Klient nie ma jeszcze danych dostępowych.').waitFor();
    });
  });

  describe('price bands', () => {
    it('given a band, then it is listed; an overlapping one is refused at its field; a band changes and goes', async () => {
      const clientId = await newClient();
      await page.goto(`/client/${clientId}/card/pricing`);
      await page.getByText('Klient nie ma jeszcze przedziałów cenowych.').waitFor();
      await record(page, 'pricing-tab-empty');
      await page.getByRole('link', { name: 'Dodaj cenę' }).click();
      await page.waitForURL(`**/client/${clientId}/price`);
      await heading(page, 'Nowy przedział cenowy').waitFor();
      expect(await field(page, 'Usługa').inputValue()).toBe('2505');
      expect(await field(page, 'Usługa').getAttribute('readonly')).not.toBeNull();
      const add = button(page, 'Dodaj');
      expect(await add.isDisabled()).toBe(true);

      // A maximum not above the minimum is caught before it is sent.
      await field(page, 'Cena netto (PLN)').fill('12,5');
      await field(page, 'Waga minimalna (kg)').fill('10');
      await field(page, 'Waga maksymalna (kg)').fill('5');
      await page.getByText('Waga maksymalna musi być większa od minimalnej.').waitFor();
      expect(await add.isDisabled()).toBe(true);
      await record(page, 'price-new-invalid');

      await field(page, 'Waga minimalna (kg)').fill('0');
      await expect.poll(() => add.isDisabled()).toBe(false);
      await add.click();
      await toastWith(page, 'Dodano przedział cenowy.').waitFor();
      await page.waitForURL(`**/client/${clientId}/card/pricing`);
      const band = rowWith(page, 'Przedziały cenowe klienta', '12,50');
      await band.waitFor();
      expect(await band.textContent()).toContain('23%');
      await record(page, 'pricing-tab');

      // Overlapping [4, 10] with [0, 5]: the API refuses it at the minimum weight.
      await page.getByRole('link', { name: 'Dodaj cenę' }).click();
      await heading(page, 'Nowy przedział cenowy').waitFor();
      await field(page, 'Cena netto (PLN)').fill('20');
      await field(page, 'Waga minimalna (kg)').fill('4');
      await field(page, 'Waga maksymalna (kg)').fill('10');
      await add.click();
      await page.getByText('Przedział wagi nakłada się na istniejący przedział.').waitFor();
      expect(page.url()).toMatch(new RegExp(`/client/${clientId}/price$`));
      // Touching ends are fine.
      await field(page, 'Waga minimalna (kg)').fill('5');
      await add.click();
      await toastWith(page, 'Dodano przedział cenowy.').waitFor();
      await page.waitForURL(`**/client/${clientId}/card/pricing`);
      await rowWith(page, 'Przedziały cenowe klienta', '20,00').waitFor();

      await band.click();
      await page.waitForURL(`**/client/${clientId}/price/*`);
      await heading(page, 'Przedział cenowy').waitFor();
      await record(page, 'price-edit');
      await field(page, 'Cena netto (PLN)').fill('13');
      await button(page, 'Zapisz').click();
      await toastWith(page, 'Zmieniono przedział cenowy.').waitFor();
      await button(page, 'Usuń').click();
      await confirmYes(page);
      await toastWith(page, 'Usunięto przedział cenowy.').waitFor();
      await page.waitForURL(`**/client/${clientId}/card/pricing`);
      await rowWith(page, 'Przedziały cenowe klienta', '20,00').waitFor();
      expect(await rowWith(page, 'Przedziały cenowe klienta', '13,00').count()).toBe(0);
    });
  });

  describe('additional parameters', () => {
    it('given a select type, then it is defined with the chosen option, no longer offered, and removed after a confirmation', async () => {
      const clientId = await newClient();
      await page.goto(`/client/${clientId}/card/parameters`);
      await page.getByText('Klient nie ma jeszcze parametrów dodatkowych.').waitFor();
      await record(page, 'parameters-tab-empty');
      await page.getByRole('link', { name: 'Dodaj parametr' }).click();
      await page.waitForURL(`**/client/${clientId}/parameter`);
      await heading(page, 'Nowy parametr').waitFor();
      await choose(page, 'Typ parametru', 'Okres rozliczeniowy');
      const value = page.getByRole('combobox', { name: 'Wartość', exact: true });
      expect(await value.inputValue()).toBe('Miesięczny');
      await choose(page, 'Wartość', 'Tygodniowy');
      await record(page, 'parameter-new-select');
      await button(page, 'Dodaj').click();
      await toastWith(page, 'Zdefiniowano parametr.').waitFor();
      await page.waitForURL(`**/client/${clientId}/card/parameters`);
      const row = rowWith(page, 'Parametry dodatkowe klienta', 'Okres rozliczeniowy');
      expect(await row.getByRole('cell').nth(1).textContent()).toBe('Tygodniowy');

      // One parameter per type: the type is no longer offered.
      await page.getByRole('link', { name: 'Dodaj parametr' }).click();
      await heading(page, 'Nowy parametr').waitFor();
      await page.getByRole('combobox', { name: 'Typ parametru', exact: true }).click();
      await page.getByRole('option', { name: 'Waluta faktury', exact: true }).waitFor();
      expect(await page.getByRole('option', { name: 'Okres rozliczeniowy', exact: true }).count()).toBe(0);
      // Dispatch is blocked with the card's header button, never as a yes/no parameter.
      expect(await page.getByRole('option', { name: 'Blokada nadawania przesyłek', exact: true }).count()).toBe(0);
      await page.keyboard.press('Escape');

      await page.goto(`/client/${clientId}/card/parameters`);
      await row.getByRole('button', { name: 'Usuń: Okres rozliczeniowy' }).click();
      await confirmYes(page);
      await toastWith(page, 'Usunięto parametr.').waitFor();
      await page.getByText('Klient nie ma jeszcze parametrów dodatkowych.').waitFor();
    });

    it('given a contact type, then the contact is marked until one is picked from the search, and is stored with its id', async () => {
      const clientId = await newClient();
      await page.goto(`/client/${clientId}/parameter`);
      await heading(page, 'Nowy parametr').waitFor();
      await choose(page, 'Typ parametru', 'Kontakt Sameday – Rumunia');
      const contact = page.getByRole('combobox', { name: 'Kontakt', exact: true });
      // Untouched: already marked.
      await page.getByText('Wybierz kontakt z listy wyników wyszukiwania.').waitFor();
      expect(await contact.getAttribute('aria-invalid')).toBe('true');
      expect(await button(page, 'Dodaj').isDisabled()).toBe(true);
      await record(page, 'parameter-new-contact-untouched');

      await contact.fill('cluj');
      await page.getByRole('option', { name: 'Depozit Cluj-Napoca', exact: true }).click();
      await expect.poll(() => page.getByText('Wybierz kontakt z listy wyników wyszukiwania.').count()).toBe(0);
      await page.getByText('Wybrany kontakt: Depozit Cluj-Napoca (ID SD-1002)').waitFor();
      await record(page, 'parameter-new-contact-picked');
      await button(page, 'Dodaj').click();
      await toastWith(page, 'Zdefiniowano parametr.').waitFor();
      await page.waitForURL(`**/client/${clientId}/card/parameters`);
      const row = rowWith(page, 'Parametry dodatkowe klienta', 'Kontakt Sameday – Rumunia');
      expect(await row.getByRole('cell').nth(1).textContent()).toBe('Depozit Cluj-Napoca');

      await row.click();
      await page.waitForURL(`**/client/${clientId}/parameter/*`);
      await heading(page, 'Parametr dodatkowy').waitFor();
      expect(await field(page, 'Typ parametru').getAttribute('readonly')).not.toBeNull();
      await record(page, 'parameter-edit-contact');
      await button(page, 'Usuń').click();
      await confirmYes(page);
      await toastWith(page, 'Usunięto parametr.').waitFor();
      await page.waitForURL(`**/client/${clientId}/card/parameters`);
    });
  });

  describe('external API', () => {
    it('given an eMAG Romania credential, then the generated login and password are shown once and on its edit screen', async () => {
      const clientId = await newClient();
      await page.goto(`/client/${clientId}/card/external_api_credentials`);
      await page.getByText('Klient nie ma jeszcze danych dostępowych zewnętrznego API.').waitFor();
      const addresses = page.getByRole('list', { name: 'Adresy serwerów' });
      await expect.poll(() => addresses.getByRole('listitem').count()).toBe(2);
      await record(page, 'external-api-tab-empty');

      await page.getByRole('link', { name: 'Dodaj dane dostępowe API' }).click();
      await page.waitForURL(`**/client/${clientId}/external_api_credentials`);
      await heading(page, 'Nowe dane dostępowe zewnętrznego API').waitFor();
      expect(await button(page, 'Dodaj').isDisabled()).toBe(true);
      await choose(page, 'Typ', 'eMAG Rumunia');
      // The login is the server's to make: nothing in the field, the field says so.
      expect(await field(page, 'Login').inputValue()).toBe('');
      expect(await field(page, 'Login').getAttribute('placeholder')).toBe('Zostanie wygenerowany przy zapisie');
      expect(await field(page, 'Login').getAttribute('readonly')).not.toBeNull();
      await record(page, 'external-api-new');
      await button(page, 'Dodaj').click();

      const generated = page.getByRole('dialog', { name: 'Wygenerowane dane logowania' });
      await generated.waitFor();
      const [username, password] = await generated.getByTestId('copyable-value').allTextContents();
      expect(username).toMatch(/^sklep-zielony-og[a-z-]*@api\.paczki\.example$/);
      expect(password).toMatch(/^[A-Za-z0-9!@#$%&*]{16}$/);
      await toastWith(page, 'Dodano dane dostępowe zewnętrznego API.').waitFor();
      await record(page, 'external-api-generated');
      await generated.getByRole('button', { name: 'Gotowe' }).click();
      await generated.waitFor({ state: 'detached' });

      await page.waitForURL(new RegExp(`/client/${clientId}/external_api_credentials/[0-9a-f-]{36}$`));
      await heading(page, 'Dane dostępowe zewnętrznego API').waitFor();
      expect(await field(page, 'Login').inputValue()).toBe(username);
      expect(await page.getByLabel('Hasło').inputValue()).toBe(password);
      await record(page, 'external-api-edit');

      await page.getByRole('link', { name: 'Wróć do karty klienta' }).click();
      await page.waitForURL(`**/client/${clientId}/card/external_api_credentials`);
      const row = rowWith(page, 'Dane dostępowe zewnętrznego API', username!);
      await row.waitFor();
      await record(page, 'external-api-tab');
      await row.getByRole('button', { name: /^Usuń/ }).click();
      await confirmYes(page);
      await toastWith(page, 'Usunięto dane dostępowe zewnętrznego API.').waitFor();
      await page.getByText('Klient nie ma jeszcze danych dostępowych zewnętrznego API.').waitFor();
    });

    it('given a login type without its login, then the field says so and nothing is sent', async () => {
      const clientId = await newClient();
      await page.goto(`/client/${clientId}/external_api_credentials`);
      await heading(page, 'Nowe dane dostępowe zewnętrznego API').waitFor();
      const sentBefore = calls.sent.length;
      await choose(page, 'Typ', 'BaseLinker');
      await page.getByLabel('Hasło').fill('tajne-haslo');
      await field(page, 'Login').fill('sklep');
      await field(page, 'Login').fill('');
      await page.getByText('To pole jest wymagane.').first().waitFor();
      expect(await field(page, 'Login').getAttribute('aria-invalid')).toBe('true');
      expect(await button(page, 'Dodaj').isDisabled()).toBe(true);
      // Enter in a field submits the form: still nothing goes to the API (a sent call would be on its way well within the wait).
      await page.getByLabel('Hasło').press('Enter');
      await page.waitForTimeout(500);
      expect(calls.sent.slice(sentBefore).filter((call) => call.includes('external_api_credentials'))).toEqual([]);
      expect(await field(page, 'Login').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('given a phone, then every settings tab and new form fits the screen and passes axe', async () => {
    const clientId = await newClient();
    await addPriceBand(suite.product, token, clientId, { net_price: 20, vat_percentage: 23, min_weight_value: 5, max_weight_value: 10 });
    const phone = await newPage(suite.browser, suite.product.baseUrl, PHONE);
    await logIn(phone, SEEDED.admin);
    const screens: [string, string, (p: Page) => Promise<unknown>][] = [
      ['api-tab', `/client/${clientId}/card/api`, (p) => p.getByRole('link', { name: 'Dodaj dane dostępowe' }).waitFor()],
      ['pricing-tab', `/client/${clientId}/card/pricing`, (p) => rowWith(p, 'Przedziały cenowe klienta', '20,00').waitFor()],
      ['parameters-tab', `/client/${clientId}/card/parameters`, (p) => p.getByRole('link', { name: 'Dodaj parametr' }).waitFor()],
      ['external-api-tab', `/client/${clientId}/card/external_api_credentials`, (p) => p.getByRole('list', { name: 'Adresy serwerów' }).waitFor()],
      ['credential-new', `/client/${clientId}/credentail`, (p) => heading(p, 'Nowe dane dostępowe kuriera').waitFor()],
      ['price-new', `/client/${clientId}/price`, (p) => heading(p, 'Nowy przedział cenowy').waitFor()],
      ['parameter-new', `/client/${clientId}/parameter`, (p) => heading(p, 'Nowy parametr').waitFor()],
      ['external-api-new', `/client/${clientId}/external_api_credentials`, (p) => heading(p, 'Nowe dane dostępowe zewnętrznego API').waitFor()],
    ];
    for (const [name, path, ready] of screens) {
      await phone.goto(path);
      await ready(phone);
      await record(phone, `${name}-phone`);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(PHONE.width);
    }
    await phone.context().close();
  });

  it('left no errors in the page but the refusals the tests asked for', () => {
    // The calls refused on purpose: the courier refusing a login, the overlapping band; and the card's billing period of
    // clients without one (spec/01 §8: 404 -> 'Brak okresu rozliczeniowego'). Nothing read a deleted item.
    const noPeriod = /^GET \/api\/app\/v1\/client\/findPeriod\/\d+ 404$/;
    expect(calls.failed.filter((call) => !noPeriod.test(call)).sort()).toEqual(['POST /api/client/prices 422', 'PUT /api/credential/check 406']);
    // The browser logs each refused call, and nothing else.
    const refused = /^console\.error: Failed to load resource: the server responded with a status of (404|406|422) /;
    expect(pageErrors(page).filter((error) => !refused.test(error))).toEqual([]);
    // (Chromium may skip the log line of a refused call whose page moved on meanwhile: at most one line per refusal.)
    expect(pageErrors(page).length).toBeGreaterThan(0);
    expect(pageErrors(page).length).toBeLessThanOrEqual(calls.failed.length);
  });
});
