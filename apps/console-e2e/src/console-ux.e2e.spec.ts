import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  confirmation,
  confirmYes,
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  NOTICE_CLOSED_KEY,
  openLogin,
  pageErrors,
  PHONE,
  productAndBrowser,
  SEEDED,
  toastWith,
  type Viewport,
} from './harness/index.js';
import { createClient } from './harness/clients.js';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const UNSAVED = 'Masz niezapisane zmiany. Opuścić formularz?';

/** Pastes `text` into a field as the browser does (a paste event carrying the clipboard's text). */
async function paste(page: Page, name: string, text: string): Promise<void> {
  const field = textbox(page, name);
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The accessible name of the focused element. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** What a new user trips over (issue 9 §4): each behaviour as an operator meets it. */
describe('console: what a new user trips over', () => {
  const suite = productAndBrowser();
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
  });

  it('the modernization notice shows once per browser (not per session), and the e-mail field then has the focus', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: 'Modernizacja systemu' });
    await notice.getByRole('button', { name: 'Rozumiem' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(await page.evaluate((key) => localStorage.getItem(key), NOTICE_CLOSED_KEY)).toBe('true');

    // Another tab of the same browser, and a reload: no notice, the e-mail field focused at once.
    const second = await page.context().newPage();
    await second.goto('/');
    await second.getByRole('heading', { name: 'Logowanie' }).waitFor();
    await expect.poll(() => second.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('username');
    expect(await second.getByRole('dialog', { name: 'Modernizacja systemu' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.keyboard.type('admin@example.com');
    expect(await textbox(page, 'E-mail').inputValue()).toBe('admin@example.com');
    await page.context().close();
  });

  it('toasts do not outlive a logout or a login', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(page, SEEDED.admin);
    await menuLink(page, 'Użytkownicy').click();
    await page.getByRole('link', { name: 'Dodaj użytkownika' }).click();
    await textbox(page, 'E-mail').fill(`toast-${randomUUID().slice(0, 8)}@firma.pl`);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await toastWith(page, 'Dodano użytkownika').waitFor();

    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await page.waitForURL(`${suite.product.baseUrl}/`);
    await toastWith(page, 'Wylogowano.').waitFor();
    expect(await toastWith(page, 'Dodano użytkownika').count()).toBe(0);

    // Logging in at once on the same page (the logout toast still on screen): the dashboard starts without it.
    await textbox(page, 'E-mail').fill(SEEDED.admin.email);
    await page.getByLabel('Hasło').fill(SEEDED.admin.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByRole('heading', { name: 'Witaj w panelu operatora' }).waitFor();
    await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBe(0);
    await page.context().close();
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, Viewport][]) {
    it(`leaving a form with edits asks first ("Nie" focused keeps them); a saved form leaves without asking (${name})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, SEEDED.admin);
      await page.goto('/users');
      await page.getByRole('link', { name: 'Dodaj użytkownika' }).click();
      await page.waitForURL('**/users/new');
      const email = `nowy-${randomUUID().slice(0, 8)}@firma.pl`;
      await textbox(page, 'E-mail').fill(email);

      // The browser's back button asks too.
      void page.goBack().catch(() => undefined);
      const dialog = confirmation(page);
      await dialog.getByText(UNSAVED).waitFor();
      expect(await focusedText(page)).toBe('Nie');
      await expectAccessible(page, `unsaved-changes-${name}`);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      expect(pathOf(page)).toBe('/users/new');
      expect(await textbox(page, 'E-mail').inputValue()).toBe(email);

      await page.getByRole('link', { name: '← Wróć do listy' }).click();
      await confirmYes(page, UNSAVED);
      await page.waitForURL(/\/users(\?|$)/);

      // Saved: the next screen opens without a question.
      await page.goto('/users/new');
      await textbox(page, 'E-mail').fill(email);
      await page.getByRole('button', { name: 'Dodaj' }).click();
      await page.waitForURL('**/users/user/**');
      await toastWith(page, 'Dodano użytkownika').waitFor();
      expect(await confirmation(page).count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 60_000);
  }

  it('switching a tab of the client card with unsaved client data asks first', async () => {
    const name = `Sklep Karta ${randomUUID().slice(0, 6)}`;
    const id = await createClient(suite.product, adminToken, { name });
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(page, SEEDED.admin);
    await page.goto(`/client/${id}`);
    await textbox(page, 'Miasto').fill('Gdańsk');
    await page.getByRole('tab', { name: 'Cennik', exact: true }).click();
    await confirmation(page).getByText(UNSAVED).waitFor();
    await confirmation(page).getByRole('button', { name: 'Nie' }).click();
    expect(pathOf(page)).toBe(`/client/${id}`);
    expect(await textbox(page, 'Miasto').inputValue()).toBe('Gdańsk');

    // Saved: the tab opens at once.
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await toastWith(page, 'Dane klienta zostały zapisane.').waitFor();
    await expect.poll(() => textbox(page, 'Miasto').inputValue()).toBe('Gdańsk');
    await page.getByRole('tab', { name: 'Cennik', exact: true }).click();
    await page.waitForURL(`**/client/${id}/card/pricing`);
    expect(await confirmation(page).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('confirmations name what they do and focus "Nie"; an admin is not offered blocking their own account', async () => {
    const name = `Sklep Ania ${randomUUID().slice(0, 6)}`;
    const id = await createClient(suite.product, adminToken, { name });
    const other = { email: `jan-${randomUUID().slice(0, 6)}@firma.pl` };
    const created = await suite.product.api('POST', '/api/user', { token: adminToken, body: { email: other.email, role: 1 } });
    expect(created.status).toBe(201);
    const otherId = (created.body as { id: string }).id;
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(page, SEEDED.admin);

    await page.goto(`/client/${id}`);
    await page.getByRole('button', { name: 'Zablokuj klienta' }).click();
    await confirmation(page).getByText(`Zablokować klienta ${name}?`).waitFor();
    expect(await focusedText(page)).toBe('Nie');
    await page.keyboard.press('Enter');
    await confirmation(page).waitFor({ state: 'detached' });
    expect(await page.getByText('Klient zablokowany').count()).toBe(0);

    await page.goto(`/users/user/${otherId}`);
    await page.getByRole('button', { name: 'Zablokuj' }).click();
    await confirmation(page).getByText(`Zablokować użytkownika ${other.email}?`).waitFor();
    expect(await focusedText(page)).toBe('Nie');
    await confirmation(page).getByRole('button', { name: 'Nie' }).click();

    const me = (await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))) as { id: string };
    await page.goto(`/users/user/${me.id}`);
    const block = page.getByRole('button', { name: 'Zablokuj' });
    await block.waitFor();
    expect(await block.isDisabled()).toBe(true);
    await page.getByText('To Twoje konto: nie możesz go zablokować.', { exact: false }).waitFor();
    await page.context().close();
  }, 60_000);

  it('a disabled submit lists what is missing or wrong; pasted phone, NIP and post code are normalised; a wrong NIP checksum is refused', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(page, SEEDED.admin);
    await page.goto('/clients/new');
    await page.getByRole('heading', { name: 'Nowy klient' }).waitFor();
    const add = page.getByRole('button', { name: 'Dodaj klienta' });
    expect(await add.isDisabled()).toBe(true);
    const reasons = page.getByText('Aby zapisać, uzupełnij lub popraw:').locator('..');
    await reasons.getByText('Nazwa firmy – To pole jest wymagane.').waitFor();
    await reasons.getByText('NIP – To pole jest wymagane.').waitFor();
    expect(await add.getAttribute('aria-describedby')).toBeTruthy();

    await paste(page, 'Numer telefonu', '+48 601 234 567');
    expect(await textbox(page, 'Prefiks telefonu').inputValue()).toBe('+48');
    expect(await textbox(page, 'Numer telefonu').inputValue()).toBe('601234567');
    await paste(page, 'Numer telefonu', '+40 712 345 678');
    expect(await textbox(page, 'Prefiks telefonu').inputValue()).toBe('+40');
    expect(await textbox(page, 'Numer telefonu').inputValue()).toBe('712345678');

    await textbox(page, 'NIP').fill('5250000000');
    await page.getByText('NIP ma 10 cyfr, a ostatnia musi zgadzać się z sumą kontrolną', { exact: false }).first().waitFor();
    // Shown under the field, so the list points there instead of repeating it.
    await reasons.getByText('NIP – popraw (opis przy polu)').waitFor();
    await paste(page, 'NIP', '525-000-00-09');
    expect(await textbox(page, 'NIP').inputValue()).toBe('5250000009');
    await expect.poll(() => reasons.getByText(/^NIP – /).count()).toBe(0);

    await textbox(page, 'Kod pocztowy').fill('1234');
    await page.getByText('Kod pocztowy w Polsce ma postać NN-NNN, np. 00-950.').first().waitFor();
    await paste(page, 'Kod pocztowy', '00950');
    expect(await textbox(page, 'Kod pocztowy').inputValue()).toBe('00-950');
    await expectAccessible(page, 'new-client-with-reasons');

    // The same rule holds on the API: a wrong checksum is a 422 on nip.
    const refused = await suite.product.api('POST', '/api/client', { token: adminToken, body: { nip: '5250000000' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.nip).toEqual(['invalid_nip']);
    await page.context().close();
  }, 60_000);

  it('a screen the role may not open sends to / and so to the dashboard, with a warning naming the address (desktop and phone, accessible)', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as [string, Viewport][]) {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, SEEDED.worker);
      await page.goto('/clients');
      await toastWith(page, 'Brak dostępu do tego ekranu: /clients').waitFor();
      expect(pathOf(page)).toBe('/dashboard');
      // The shell stays: the menu of the role is there.
      await page.getByRole('navigation', { name: 'Menu główne' }).waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectAccessible(page, `no-access-${name}`);
      await page.context().close();
    }
  }, 60_000);

  it('on a phone the client card tabs show that they scroll; on a desktop they all fit', async () => {
    const id = await createClient(suite.product, adminToken, { name: `Sklep Zakładki ${randomUUID().slice(0, 6)}` });
    const phone = await newPage(suite.browser, suite.product.baseUrl, PHONE);
    await logIn(phone, SEEDED.admin);
    await phone.goto(`/client/${id}`);
    await phone.getByRole('tab', { name: 'Dane klienta' }).waitFor();
    await phone.locator('[data-scroll-hint]').waitFor();
    // Scrolled to the end, the hint goes.
    await phone.getByRole('tablist').evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await phone.locator('[data-scroll-hint]').waitFor({ state: 'detached' });
    await phone.context().close();

    const desktop = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await logIn(desktop, SEEDED.admin);
    await desktop.goto(`/client/${id}`);
    await desktop.getByRole('tab', { name: 'Dane klienta' }).waitFor();
    expect(await desktop.locator('[data-scroll-hint]').count()).toBe(0);
    await desktop.context().close();
  }, 60_000);

  it('every accessible name and title on the main screens is Polish (no Mantine defaults in English)', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, PHONE);
    await openLogin(page);
    await logIn(page, SEEDED.admin);
    const english = /\b(close|open|next|previous|first|last|page|toggle|show|hide|password|search|clear)\b/i;
    for (const path of ['/dashboard', '/users', '/clients', '/clients/new', '/profile']) {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      const names = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-label], [title]')].flatMap((element) => [
          element.getAttribute('aria-label') ?? '',
          element.getAttribute('title') ?? '',
        ]),
      );
      expect(
        names.filter((text) => english.test(text)),
        path,
      ).toEqual([]);
    }
    await page.context().close();
  }, 60_000);
});
