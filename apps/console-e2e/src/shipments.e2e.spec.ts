import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
  screenshot,
  SEEDED,
  toastWith,
  type Viewport,
} from './harness/index.js';
import { createClientWithLogin } from './harness/clients.js';

/** The shipment screens (/shipment/new, /shipment/{number}) against the real API, the sandbox courier and the shipped address registers. */

const textbox = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name, exact: typeof name === 'string' });
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

/** axe on the page as it rests: the pointer off the last button it clicked (a hovered button is not what is checked). */
async function accessible(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? DESKTOP;
  await page.mouse.move(size.width - 5, size.height - 5);
  await expectAccessible(page, name);
}

/** Types into a search select (3+ characters) and picks the first option whose text matches. */
async function pick(page: Page, label: string, typed: string, option: RegExp): Promise<void> {
  const field = combobox(page, label);
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The party the sender fills in: a private person in Cluj-Napoca (the address from the locality and street pickers), or a locker. */
async function fillParty(page: Page, name: string, place: 'home' | 'locker'): Promise<void> {
  await textbox(page, 'Imię i nazwisko lub nazwa firmy').fill(name);
  await textbox(page, 'Numer telefonu').fill('723456789');
  await textbox(page, 'E-mail').fill('ana.popescu@example.ro');
  if (place === 'home') {
    await pick(page, 'Miejscowość', 'Cluj-Nap', /^Cluj-Napoca/);
    // Picking the locality filled its main postal code.
    expect(await textbox(page, 'Kod pocztowy').inputValue()).toMatch(/^\d{6}$/);
    const street = combobox(page, 'Ulica');
    await street.fill('Memorandumului');
    await page
      .getByRole('option', { name: /Memorandumului/ })
      .first()
      .click();
    expect(await textbox(page, 'Adres').inputValue()).toMatch(/Memorandumului $/);
    // The picker moved to the address with the caret after the street: the number is typed there.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('id')))
      .toBe(await textbox(page, 'Adres').getAttribute('id'));
    await page.keyboard.type('28');
    expect(await textbox(page, 'Adres').inputValue()).toMatch(/Memorandumului 28$/);
  } else {
    await pick(page, 'Automat paczkowy', 'Cluj', /Sandbox Cluj-Napoca/);
  }
}

async function fillContent(page: Page, content: string): Promise<void> {
  await textbox(page, 'Zawartość').fill(content);
  await textbox(page, 'Deklarowana wartość').fill('150');
}

async function fillParcel(page: Page, position: number, weight: string, [height, width, length]: [string, string, string]): Promise<void> {
  await textbox(page, `Waga (kg), paczka ${position}`).fill(weight);
  await textbox(page, `Wysokość (cm), paczka ${position}`).fill(height);
  await textbox(page, `Szerokość (cm), paczka ${position}`).fill(width);
  await textbox(page, `Długość (cm), paczka ${position}`).fill(length);
}

/** Creates the shipment with the form's button: the toast, then the shipment's page; answers its number. */
async function submitNew(page: Page): Promise<string> {
  const created = page.waitForResponse((r) => r.url().endsWith('/api/app/v2/shipment/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Utwórz przesyłkę' }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  const { internal_waybill: number } = (await answer.json()) as { internal_waybill: string };
  await toastWith(page, 'Przesyłka została utworzona poprawnie!').waitFor();
  await page.waitForURL(`**/shipment/${number}`);
  await page.getByRole('heading', { name: `Przesyłka ${number}` }).waitFor();
  return number;
}

/** The sandbox courier registers a new shipment within a second or two: the page shows it without a reload. */
async function registered(page: Page): Promise<void> {
  await page.getByTestId('registration').filter({ hasText: 'Zarejestrowana u kuriera' }).waitFor({ timeout: 20_000 });
  await page.getByTestId('courier-waybill').waitFor();
}

async function openNew(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Nowa przesyłka/ }).click();
  await page.waitForURL('**/shipment/new');
  await page.getByRole('heading', { name: 'Utwórz przesyłkę', level: 1 }).waitFor();
}

/** A shipment body for setup over the API: home delivery to Cluj-Napoca. */
const apiShipment = (name: string) => ({
  delivery_service: 1,
  client_id: null,
  sender: null,
  recipient: {
    name,
    private_person: true,
    contact_name: null,
    email: null,
    phone: { prefix: '+40', number: '723456789' },
    country: { id: 1 },
    address: { locality: { id: 54984 }, postal_code: '400335', details: 'Strada Memorandumului 28' },
    locker: null,
  },
  content: { declared_content: 'Książki', declared_value: 150, cash_on_delivery_value: 0 },
  additional_data: { note: null, first_reference_number: null, second_reference_number: null },
  parcels: [{ weight: { declared: 1.5 }, dimensions: { declared: { height: 10, width: 20, length: 30 } } }],
});

describe('shipment screens', () => {
  const suite = productAndBrowser();
  let adminToken: string;
  const client = { email: `nadawca-${randomUUID().slice(0, 8)}@sklep.pl`, password: 'haslo-nadawcy-1', name: unique('Sklep Nadawca') };
  let clientToken: string;
  const pages: Page[] = [];
  const open = async (viewport: Viewport = DESKTOP) => {
    const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
    pages.push(page);
    return page;
  };

  beforeAll(async () => {
    adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    await createClientWithLogin(suite.product, adminToken, client, {
      name: client.name,
      cod_enabled: 1,
      allowed_countries: [1, 3, 4, 10, 11],
    });
    clientToken = await suite.product.login(client.email, client.password);
    // The sandbox lockers are synced at the product's first start (in the background): wait for them.
    const deadline = Date.now() + 30_000;
    const lockers = () => suite.product.api<unknown[]>('GET', '/api/app/v2/locker/search?country_id=1&query=Cluj', { token: clientToken });
    while ((await lockers()).body.length === 0) {
      if (Date.now() > deadline) throw new Error('no sandbox lockers in Cluj-Napoca after 30 s');
      await new Promise((done) => setTimeout(done, 500));
    }
  }, 120_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      for (const [i, page] of pages.entries())
        await screenshot(page, `shipments-failed-${context.task.name.slice(0, 30).replace(/\W+/g, '-')}-${i}`);
    }
    for (const page of pages.splice(0)) await page.context().close();
  });

  it('a client creates a multi-parcel home delivery (locality and street pickers, cash on delivery), sees it registered and downloads its label', async () => {
    const page = await open();
    await logIn(page, client);
    await openNew(page);
    // The client has no client picker: its own side is filled by the server.
    expect(await combobox(page, 'Klient').count()).toBe(0);
    expect(await combobox(page, 'Kraj odbiorcy').inputValue()).toBe('Rumunia');
    expect(await textbox(page, 'Waluta').inputValue()).toBe('RON');
    const create = page.getByRole('button', { name: 'Utwórz przesyłkę' });
    expect(await create.isDisabled()).toBe(true);
    // The street waits for a locality.
    expect(await combobox(page, 'Ulica').isDisabled()).toBe(true);

    await fillParty(page, 'Ana Popescu', 'home');
    await fillContent(page, 'Książki i zeszyty');
    await page.locator('label', { hasText: 'Pobranie (COD)' }).click();
    expect(await page.getByRole('switch', { name: 'Pobranie (COD)' }).isChecked()).toBe(true);
    await textbox(page, 'Kwota pobrania').fill('99,5');
    await fillParcel(page, 1, '2,5', ['20', '30', '40']);
    // The first row cannot be removed; a new one defaults to 0 and must be filled in.
    expect(await page.getByRole('button', { name: 'Usuń paczkę 1' }).count()).toBe(0);
    for (const position of [2, 3]) {
      await page.getByRole('button', { name: 'Dodaj paczkę' }).click();
      expect(await textbox(page, `Waga (kg), paczka ${position}`).inputValue()).toBe('0');
      await fillParcel(page, position, '1', ['10', '10', '10']);
    }
    await page.getByRole('button', { name: 'Dodaj paczkę' }).click();
    await page.getByRole('button', { name: 'Usuń paczkę 4' }).click();
    await accessible(page, 'shipment-new-client');
    await screenshot(page, 'shipment-new-client');
    expect(await create.isDisabled()).toBe(false);

    const number = await submitNew(page);
    expect(number).toMatch(/^\dWRO\d{10}$/);
    await registered(page);
    // A client sees only the data tab; its own side read-only.
    expect(await page.getByRole('tab').allTextContents()).toContain('Dane przesyłki');
    expect(await page.getByRole('tab', { name: 'Historia' }).count()).toBe(0);
    await page.getByTestId('client-party').getByText(client.name).waitFor();
    await page.getByRole('tab', { name: 'Paczka 3' }).click();
    await page.getByTestId('read-only').waitFor();
    expect(await page.getByRole('button', { name: 'Zapisz zmiany' }).count()).toBe(0);
    await accessible(page, 'shipment-view-client');
    await screenshot(page, 'shipment-view-client');

    await page.getByRole('button', { name: 'Drukuj etykietę' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pobierz etykiety' });
    await dialog.getByRole('radio', { name: '297 x 210 mm' }).check();
    const downloaded = page.waitForEvent('download');
    const label = page.waitForResponse((r) => r.url().includes(`/labels/dl?`));
    await dialog.getByRole('button', { name: 'Pobierz etykiety' }).click();
    const answer = await label;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.url()).toMatch(/_public_token=/);
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    const shipment = (await suite.product.api('GET', `/api/app/v2/shipment/${number}`, { token: clientToken })).body.shipment;
    expect(shipment).toMatchObject({
      delivery_service: 1,
      content: { cash_on_delivery_value: 99.5, currency: 'RON' },
      recipient: { name: 'Ana Popescu' },
    });
    expect(shipment.parcels).toHaveLength(3);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('a client creates a home return, a locker delivery and a locker return; each is registered', async () => {
    const page = await open();
    await logIn(page, client);
    for (const [service, place, countryLabel] of [
      ['Zwrot z domu', 'home', 'Kraj nadawcy'],
      ['Dostawa do automatu paczkowego', 'locker', 'Kraj odbiorcy'],
      ['Zwrot z automatu paczkowego', 'locker', 'Kraj nadawcy'],
    ] as const) {
      await openNew(page);
      await choose(page, 'Usługa', service);
      // The country is the sender's for returns, the recipient's otherwise.
      await combobox(page, countryLabel).waitFor();
      await page.getByRole('group', { name: countryLabel === 'Kraj nadawcy' ? 'Nadawca' : 'Odbiorca' }).waitFor();
      if (place === 'locker') {
        expect(await page.getByRole('button', { name: 'Dodaj paczkę' }).isDisabled()).toBe(true);
        expect(await textbox(page, 'Adres').count()).toBe(0);
      }
      await fillParty(page, unique('Ion Ionescu'), place);
      await fillContent(page, 'Buty');
      await fillParcel(page, 1, '1,25', ['10', '20', '30']);
      const number = await submitNew(page);
      await registered(page);
      const shipment = (await suite.product.api('GET', `/api/app/v2/shipment/${number}`, { token: clientToken })).body.shipment;
      const party = service.startsWith('Zwrot') ? shipment.sender : shipment.recipient;
      expect(party.name).toMatch(/^Ion Ionescu/);
      if (place === 'locker') expect(party.locker.name).toMatch(/Sandbox Cluj-Napoca/);
      else expect(party.address.locality.name).toBe('Cluj-Napoca');
    }
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('a locker service refuses a second parcel, and a 422 puts its message under the field until it is clicked', async () => {
    const page = await open();
    await logIn(page, client);
    await openNew(page);
    await page.getByRole('button', { name: 'Dodaj paczkę' }).click();
    await choose(page, 'Usługa', 'Dostawa do automatu paczkowego');
    await page.getByText('Nie można nadać wielopaka z i do automatu paczkowego!').first().waitFor();
    await page.getByRole('button', { name: 'Usuń paczkę 2' }).click();
    expect(await page.getByText('Nie można nadać wielopaka z i do automatu paczkowego!').count()).toBe(0);

    // The server's field map (here: an e-mail the server refuses) shows under its field and goes on click.
    await choose(page, 'Usługa', 'Dostawa do domu');
    await fillParty(page, 'Ana Popescu', 'home');
    await fillContent(page, 'Książki');
    await fillParcel(page, 1, '1', ['10', '10', '10']);
    await page.route('**/api/app/v2/shipment/', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'validation_failed', errors: { 'recipient.email': ['invalid_email'] } }),
      }),
    );
    await page.getByRole('button', { name: 'Utwórz przesyłkę' }).click();
    await toastWith(page, 'Dane przesyłki są nieprawidłowe').waitFor();
    const message = page.getByText(/Podaj prawidłowy adres e-mail/);
    await message.waitFor();
    await textbox(page, 'E-mail').click();
    await message.waitFor({ state: 'detached' });
    await page.unroute('**/api/app/v2/shipment/');
    await page.route('**/api/app/v2/shipment/', (route) =>
      route.fulfill({ status: 451, contentType: 'application/json', body: JSON.stringify({ code: 'shipment_country_not_allowed' }) }),
    );
    await page.getByRole('button', { name: 'Utwórz przesyłkę' }).click();
    await toastWith(page, 'Nadawanie do tego kraju jest niedozwolone!').waitFor();
  }, 60_000);

  it('an admin creates a shipment for a client picked in the picker, sets a status, deletes it from the history, reads the staff tabs and marks the shipment deleted', async () => {
    const page = await open();
    await logIn(page, SEEDED.admin);
    await openNew(page);
    const create = page.getByRole('button', { name: 'Utwórz przesyłkę' });
    await fillParty(page, 'Maria Ionescu', 'home');
    await fillContent(page, 'Zabawki');
    await fillParcel(page, 1, '3', ['15', '25', '35']);
    // Everything but the client: Save says what is missing.
    expect(await create.isDisabled()).toBe(true);
    await page.getByText('Klient – To pole jest wymagane.').waitFor();
    await pick(page, 'Klient', client.name.slice(0, 12), new RegExp(client.name));
    await accessible(page, 'shipment-new-admin');
    const number = await submitNew(page);
    await registered(page);
    await page.getByText(`Klient: ${client.name}`, { exact: false }).waitFor();

    // Set a status on the parcel.
    await page.getByRole('button', { name: 'Nadaj status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nadaj nowy status' });
    expect(await dialog.getByRole('textbox', { name: 'Miejsce' }).inputValue()).toBe('Tychy');
    expect(await dialog.getByLabel('Data i godzina').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Przyjęta w magazynie' }).click();
    await dialog.getByRole('button', { name: 'Nadaj status' }).click();
    await toastWith(page, 'Pomyślnie nadano status!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // History: one parcel, so its tab holds the shipment's rows and the new one; the staff row can be deleted.
    await page.getByRole('tab', { name: 'Historia' }).click();
    const history = page.getByRole('table', { name: 'Historia statusów' });
    const row = history.getByRole('row').filter({ hasText: 'Przyjęta w magazynie' });
    await row.waitFor();
    expect(await history.getByRole('row').filter({ hasText: 'Utworzona' }).count()).toBe(1);
    await accessible(page, 'shipment-history-admin');
    await row.getByRole('button', { name: 'Usuń status Przyjęta w magazynie' }).click();
    await confirmYes(page, /Usunąć status „Przyjęta w magazynie”/);
    await toastWith(page, 'Pomyślnie usunięto status!').waitFor();
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Informacje wewnętrzne' }).click();
    await page.getByText('Formularz w panelu').waitFor();
    await page.getByRole('tab', { name: 'Rozliczenie' }).click();
    // Received once (the status above), it was accounted: no price list exists in this product, so both sides failed.
    await page.getByTestId('settlement-failure').first().waitFor();
    expect(await page.getByTestId('settlement-failure').first().textContent()).toBe(
      'Brak możliwości rozliczenia: żaden cennik nie obejmuje tej przesyłki.',
    );
    await page.getByRole('tab', { name: 'Audyt' }).click();
    const events = page.getByRole('table', { name: 'Zdarzenia' });
    await events.getByText('Utworzenie przesyłki').waitFor();
    await events.getByText('Nadanie statusu paczce').waitFor();
    await events.getByText('Usunięcie statusu paczki').waitFor();
    await events.getByText(SEEDED.admin.email).first().waitFor();
    await page.getByTestId('audit-state').getByText('Zarejestrowana u kuriera').waitFor();
    await accessible(page, 'shipment-audit-admin');
    await screenshot(page, 'shipment-audit-admin');

    // Copy the tracking link.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Kopiuj link do śledzenia' }).click();
    await toastWith(page, 'Skopiowano link').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${suite.product.baseUrl}/tracking/${number}`);

    await page.getByRole('button', { name: 'Oznacz jako usuniętą' }).click();
    await confirmYes(page, `Oznaczyć przesyłkę ${number} jako usuniętą?`);
    await toastWith(page, 'Przesyłka została oznaczona jako usunięte!').waitFor();
    await page.waitForURL('**/parcels');
    const deleted = (await suite.product.api('GET', `/api/app/v2/shipment/${number}`, { token: adminToken })).body.shipment;
    expect(deleted.deleted_at).not.toBeNull();
    expect(deleted.client_id).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('a shipment the courier refused shows its message; a retry that fails says so; the client corrects it and saves, and the courier registers it', async () => {
    const created = await suite.product.api<{ internal_waybill: string }>('POST', '/api/app/v2/shipment/', {
      token: clientToken,
      body: apiShipment('Ana SANDBOX-REJECT'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const number = created.body.internal_waybill;
    const page = await open();
    await logIn(page, client);
    await page.goto(`/shipment/${number}`);
    await page.getByTestId('registration').filter({ hasText: 'Rejestracja u kuriera nieudana' }).waitFor({ timeout: 20_000 });
    await page
      .getByTestId('registration-error')
      .getByText(/Validation Failed|SANDBOX-REJECT/)
      .waitFor();

    // No labels before the courier registered it.
    await page.getByRole('button', { name: 'Drukuj etykietę' }).click();
    await page.getByRole('dialog', { name: 'Pobierz etykiety' }).getByRole('button', { name: 'Pobierz etykiety' }).click();
    await toastWith(page, 'Twoja etykieta nie jest jeszce gotowa!').waitFor();
    await page.getByRole('button', { name: 'Anuluj' }).click();

    await page.getByRole('button', { name: 'Ponów rejestrację u kuriera' }).click();
    await toastWith(page, 'Nie udało się zarejestrować przesyłki u kuriera zewnętrzengo').waitFor();

    // A failed registration leaves the form editable: the name is corrected and saved with PUT.
    const name = textbox(page, 'Imię i nazwisko lub nazwa firmy');
    expect(await name.isDisabled()).toBe(false);
    await name.fill('Ana Popescu');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/app/v2/shipment/') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    expect((await saved).status()).toBe(200);
    await toastWith(page, 'Pomyślnie zapisano zmiany!').waitFor();
    await registered(page);
    await page.getByTestId('read-only').waitFor();
    expect(await page.getByTestId('registration-error').count()).toBe(0);
    expect(await name.inputValue()).toBe('Ana Popescu');
  }, 60_000);

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`a warehouse worker sees the shipment read-only, may set a status, has no staff tabs and cannot open /shipment/new (${name})`, async () => {
      const created = await suite.product.api<{ internal_waybill: string }>('POST', '/api/app/v2/shipment/', {
        token: clientToken,
        body: apiShipment(unique('Elena Stan')),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const number = created.body.internal_waybill;
      const page = await open(viewport);
      await logIn(page, SEEDED.worker);
      await page.goto(`/shipment/${number}`);
      await page.getByRole('heading', { name: `Przesyłka ${number}` }).waitFor();
      await page.getByTestId('read-only').waitFor();
      for (const field of ['Imię i nazwisko lub nazwa firmy', 'Zawartość', 'Waga (kg), paczka 1'])
        expect(await textbox(page, field).isDisabled()).toBe(true);
      expect(await combobox(page, 'Usługa').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: /Zapisz zmiany|Utwórz przesyłkę|Dodaj paczkę/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Nadaj status' }).waitFor();
      expect(await page.getByRole('button', { name: 'Oznacz jako usuniętą' }).count()).toBe(0);
      expect(await page.getByRole('tab', { name: 'Historia' }).count()).toBe(0);
      await page.getByTestId('destination').getByText('RO').waitFor();
      await accessible(page, `shipment-view-worker-${name}`);
      await screenshot(page, `shipment-view-worker-${name}`);

      await page.goto('/shipment/new');
      await toastWith(page, /Brak dostępu do tego ekranu/).waitFor();
      await page.waitForURL('**/dashboard');
      expect(pageErrors(page)).toEqual([]);
    }, 60_000);
  }

  it('a client on a phone fills the new-shipment form (axe clean); a number that does not exist says so', async () => {
    const page = await open(PHONE);
    await logIn(page, client);
    await page.goto('/shipment/new');
    await page.getByRole('heading', { name: 'Utwórz przesyłkę', level: 1 }).waitFor();
    await fillParty(page, 'Ana Popescu', 'home');
    await fillContent(page, 'Książki');
    await fillParcel(page, 1, '1', ['10', '10', '10']);
    expect(await page.getByRole('button', { name: 'Utwórz przesyłkę' }).isDisabled()).toBe(false);
    await accessible(page, 'shipment-new-client-phone');
    await screenshot(page, 'shipment-new-client-phone');
    const number = await submitNew(page);
    await registered(page);
    await accessible(page, 'shipment-view-client-phone');
    await screenshot(page, 'shipment-view-client-phone');
    expect(number).toMatch(/^\dWRO\d{10}$/);

    await page.goto('/shipment/1WRO0000000000');
    await page.getByText('Taka przesylka nie istnieje').waitFor();
  }, 90_000);
});
