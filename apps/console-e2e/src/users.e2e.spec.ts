import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, logIn, newPage, productAndBrowser, SEEDED, toastWith } from './harness/index.js';

const SECOND_ADMIN = { email: 'druga.admin@firma.pl', password: 'haslo-admina-2', role: 0 as const };
const NEW_USER = 'jan.nowak@firma.pl';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Użytkownicy' });
const rowOf = (page: Page, email: string) => usersTable(page).getByRole('row').filter({ hasText: email });

/** The users screens end to end, with a second admin watching live. */
describe('users administration', () => {
  const suite = productAndBrowser();
  let admin: Page;
  let watcher: Page;

  beforeAll(async () => {
    await createStaffUser(suite.product, await suite.product.login(SEEDED.admin.email, SEEDED.admin.password), SECOND_ADMIN);
    [admin, watcher] = await Promise.all([newPage(suite.browser, suite.product.baseUrl), newPage(suite.browser, suite.product.baseUrl)]);
    await Promise.all([logIn(admin, SEEDED.admin), logIn(watcher, SECOND_ADMIN)]);
  });

  it('given the users list open elsewhere, when an admin adds a user, then it appears there without a reload', async () => {
    await watcher.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Użytkownicy' }).click();
    await rowOf(watcher, SECOND_ADMIN.email).waitFor();
    expect(await rowOf(watcher, NEW_USER).count()).toBe(0);

    await admin.goto('/users');
    await admin.getByRole('link', { name: 'Dodaj użytkownika' }).click();
    await admin.waitForURL('**/users/new');
    await admin.getByRole('heading', { name: 'Nowy użytkownik' }).waitFor();
    const add = admin.getByRole('button', { name: 'Dodaj' });
    await admin.getByRole('textbox', { name: 'E-mail', exact: true }).fill('to-nie-jest-email');
    await admin.getByText('Podaj prawidłowy adres e-mail', { exact: false }).waitFor();
    expect(await add.isDisabled()).toBe(true);
    await admin.getByRole('textbox', { name: 'E-mail', exact: true }).fill(NEW_USER);
    await add.click();
    const added = toastWith(admin, 'Dodano użytkownika');
    await added.waitFor();
    expect(await added.locator('b').textContent()).toBe(NEW_USER);
    await admin.waitForURL('**/users/user/*');

    await rowOf(watcher, NEW_USER).waitFor({ timeout: 5_000 });
  });

  it('given an e-mail that looks like markup, then the HTML toast shows it as text and runs nothing', async () => {
    const hostile = '<img/src=x/onerror=window.__xss=1>@zly.pl';
    await admin.goto('/users/new');
    await admin.getByRole('heading', { name: 'Nowy użytkownik' }).waitFor();
    await admin.getByRole('textbox', { name: 'E-mail', exact: true }).fill(hostile);
    await admin.getByRole('button', { name: 'Dodaj' }).click();
    const added = toastWith(admin, hostile);
    await added.waitFor();
    expect(await added.locator('img').count()).toBe(0);
    expect(await admin.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });

  it('given the same e-mail again, then the field says it is taken', async () => {
    await admin.goto('/users/new');
    await admin.getByRole('heading', { name: 'Nowy użytkownik' }).waitFor();
    await admin.getByRole('textbox', { name: 'E-mail', exact: true }).fill(NEW_USER.toUpperCase());
    await admin.getByRole('button', { name: 'Dodaj' }).click();
    await admin.getByText('Ten adres e-mail jest już zajęty.').waitFor();
    expect(admin.url()).toContain('/users/new');
  });

  it('given the user open elsewhere, when an admin changes the role, then the open form shows the new role', async () => {
    await rowOf(watcher, NEW_USER).click();
    await watcher.waitForURL('**/users/user/*');
    const watcherRole = watcher.getByRole('combobox', { name: 'Rola' });
    await expect.poll(() => watcherRole.inputValue()).toBe('Pracownik magazynu');

    await admin.goto(watcher.url().replace(/^https?:\/\/[^/]+/, ''));
    await admin.getByRole('combobox', { name: 'Rola' }).click();
    await admin.getByRole('option', { name: 'Administrator' }).click();
    await admin.getByRole('button', { name: 'Zapisz' }).click();
    await toastWith(admin, 'Dane użytkownika zostały zapisane.').waitFor();

    await expect.poll(() => watcherRole.inputValue(), { timeout: 5_000 }).toBe('Administrator');

    // Saving again while the first toast is still up does not stack a second copy.
    const saved = admin.waitForResponse((response) => response.url().endsWith('/api/user') && response.request().method() === 'PUT');
    await admin.getByRole('button', { name: 'Zapisz' }).click();
    expect((await saved).status()).toBe(200);
    await admin.waitForTimeout(300);
    expect(await toastWith(admin, 'Dane użytkownika zostały zapisane.').count()).toBe(1);
  });

  it('given a confirmation, when the admin blocks the user, then it is blocked and listed with the blocked users only', async () => {
    // "Nie" leaves the user as it is.
    await admin.getByRole('button', { name: 'Zablokuj' }).click();
    await admin.getByText(`Zablokować użytkownika ${NEW_USER}?`).waitFor();
    await admin.getByRole('button', { name: 'Nie' }).click();
    expect(await admin.getByText('Konto zablokowane').count()).toBe(0);

    await admin.getByRole('button', { name: 'Zablokuj' }).click();
    await admin.getByRole('button', { name: 'Tak' }).click();
    await toastWith(admin, 'Użytkownik został zablokowany.').waitFor();
    await admin.getByText('Konto zablokowane').waitFor();

    await admin.getByRole('link', { name: 'Wróć do listy' }).click();
    await admin.waitForURL(/\/users\?.*deleted=true/);
    await rowOf(admin, NEW_USER).waitFor();
    await admin.getByText('Wszyscy', { exact: true }).click();
    await rowOf(admin, SEEDED.admin.email).waitFor();
    expect(await rowOf(admin, NEW_USER).count()).toBe(0);
  });

  it('given the blocked list searched, then the state survives a reload and back, and the user can be restored', async () => {
    await admin.getByText('Zablokowani', { exact: true }).click();
    await admin.getByRole('searchbox', { name: 'Szukaj' }).fill('jan.now');
    await admin.waitForURL(/q=jan\.now/);
    await admin.reload();
    await rowOf(admin, NEW_USER).waitFor();
    expect(await admin.getByRole('searchbox', { name: 'Szukaj' }).inputValue()).toBe('jan.now');
    expect(await admin.getByRole('radio', { name: 'Zablokowani' }).isChecked()).toBe(true);

    await rowOf(admin, NEW_USER).click();
    await admin.waitForURL('**/users/user/*');
    await admin.goBack();
    await rowOf(admin, NEW_USER).waitFor();
    // A row opens from the keyboard too.
    await rowOf(admin, NEW_USER).focus();
    await admin.keyboard.press('Enter');
    await admin.waitForURL('**/users/user/*');

    await admin.getByRole('button', { name: 'Odblokuj' }).click();
    await admin.getByRole('button', { name: 'Tak' }).click();
    await toastWith(admin, 'Użytkownik został odblokowany.').waitFor();
    await admin.getByRole('button', { name: 'Zablokuj' }).waitFor();
    await admin.goto('/users');
    await rowOf(admin, NEW_USER).waitFor();
  });

  it('given a click on a column header, then the rows are ordered by it and the order is in the URL', async () => {
    await admin.goto('/users');
    await rowOf(admin, NEW_USER).waitFor();
    const header = admin.getByRole('button', { name: 'Sortuj według: E-mail', exact: true });
    await header.click();
    await admin.waitForURL(/sort=email&dir=asc|dir=asc&sort=email/);
    await expect.poll(() => emails(admin)).toContain(SEEDED.worker.email);
    const ascending = await emails(admin);
    await header.click();
    await admin.waitForURL(/dir=desc/);
    await expect.poll(() => emails(admin)).toEqual([...ascending].reverse());
    expect(ascending.length).toBeGreaterThan(2);
    expect(await admin.getByRole('columnheader', { name: /E-mail$/ }).first().getAttribute('aria-sort')).toBe('descending');
  });
  it('given an admin watching the users list, when another admin makes them a warehouse worker, then their console follows at once', async () => {
    await watcher.goto('/users');
    await rowOf(watcher, NEW_USER).waitFor();

    await admin.goto('/users');
    await rowOf(admin, SECOND_ADMIN.email).click();
    await admin.waitForURL('**/users/user/*');
    await admin.getByRole('combobox', { name: 'Rola' }).click();
    await admin.getByRole('option', { name: 'Pracownik magazynu' }).click();
    await admin.getByRole('button', { name: 'Zapisz' }).click();
    await toastWith(admin, 'Dane użytkownika zostały zapisane.').waitFor();

    // The users screen is not for the new role: it is left for the dashboard at once, with a warning.
    await toastWith(watcher, /Brak dostępu do tego ekranu/).waitFor({ timeout: 5_000 });
    await watcher.waitForURL('**/dashboard');
    // The users table goes once the dashboard (its loader first) takes the screen.
    await watcher.getByRole('table', { name: 'Użytkownicy' }).waitFor({ state: 'detached' });
    const menu = watcher.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Zmiana hasła' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Użytkownicy' }).count()).toBe(0);
    expect(await watcher.getByText('Pracownik magazynu').count()).toBeGreaterThan(0);
  });
});

/** The e-mails of the table's rows, top to bottom. */
async function emails(page: Page): Promise<string[]> {
  return usersTable(page).locator('tbody tr td:nth-child(2)').allTextContents();
}
