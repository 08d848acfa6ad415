import { describe, expect, it } from 'vitest';
import { logIn, newPage, openLogin, pageErrors, productAndBrowser, SEEDED, storedSession, toastWith } from './harness/index.js';

/** Login, the session and the route guard, as a user meets them. */
describe('login and session', () => {
  const suite = productAndBrowser();

  it('given a wrong password, then the red login_error alert and no session', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await openLogin(page);
    const submit = page.getByRole('button', { name: 'Zaloguj się' });
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('admin@example');
    await page.getByLabel('Hasło').fill('123');
    expect(await submit.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Hasło musi mieć co najmniej 6 znaków.').count()).toBe(1);

    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(SEEDED.admin.email);
    await page.getByLabel('Hasło').fill('zlehaslo');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Nieprawidłowy e-mail lub hasło.' });
    await alert.waitFor();
    expect(await storedSession(page)).toBeNull();
    expect(page.url()).toBe(`${suite.product.baseUrl}/`);
    await page.context().close();
  });

  it('given no session, when a screen behind the login is opened, then the login page', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    for (const path of ['/dashboard', '/users', '/users/new', '/profile']) {
      await page.goto(path);
      await page.waitForURL(`${suite.product.baseUrl}/`);
      await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    }
    await page.context().close();
  });

  it('given the keyboard only, when the admin logs in, then the dashboard; the login page then redirects; logout returns to it', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await openLogin(page);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).focus();
    await page.keyboard.type(SEEDED.admin.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(SEEDED.admin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Witaj w panelu operatora' }).waitFor();
    expect(await page.getByTestId('session-email').textContent()).toBe(SEEDED.admin.email);
    expect((await storedSession(page))?.role).toBe(0);

    // The session survives a reload, and a logged-in user on / goes to the dashboard.
    await page.reload();
    await page.getByRole('heading', { name: 'Witaj w panelu operatora' }).waitFor();
    await page.goto('/');
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await page.waitForURL(`${suite.product.baseUrl}/`);
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    await toastWith(page, 'Wylogowano.').waitFor();
    expect(await storedSession(page)).toBeNull();
    expect(pageErrors(page).filter((e) => !e.includes('401'))).toEqual([]);
    await page.context().close();
  });

  it('given a warehouse worker, then no users screen in the menu or on the dashboard, and by address the dashboard with a warning', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(page, SEEDED.worker);
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Zmiana hasła' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Użytkownicy' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Użytkownicy/ }).count()).toBe(0);
    for (const path of ['/users', '/users/new', '/dead-letters']) {
      await page.goto(path);
      // Sent to / (spec/03 §2), which takes a logged-in user to the dashboard; the warning names the refused address.
      await toastWith(page, `Brak dostępu do tego ekranu: ${path}`).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      expect(await page.getByRole('table', { name: 'Użytkownicy' }).count()).toBe(0);
    }
    await page.context().close();
  });

  it('given a session the server ended elsewhere, then the open console logs out by itself with the auto_logout notice', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(page, SEEDED.worker);
    await page.locator('[data-live-state="connected"]').waitFor();
    const token = (await storedSession(page))!.token;
    // As after a logout on another device: the live channel is refused and the console ends its session.
    expect((await suite.product.api('POST', '/api/user/logout', { token })).status).toBe(200);
    await page.waitForURL(`${suite.product.baseUrl}/`);
    await toastWith(page, 'Sesja wygasła lub została zakończona. Zaloguj się ponownie.').waitFor();
    expect(await storedSession(page)).toBeNull();
    await page.context().close();
  });

  it('given a stored session the API does not know, when a screen calls the API and gets 401, then logout with the auto_logout notice', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await page.goto('/password-recover');
    await page.evaluate(() =>
      localStorage.setItem(
        'user',
        JSON.stringify({ token: 'nieznany-token', id: 'x', email: 'ktos@firma.pl', role: 1, workstation: null }),
      ),
    );
    await page.goto('/profile');
    await page.waitForURL(`${suite.product.baseUrl}/`);
    await toastWith(page, 'Sesja wygasła lub została zakończona. Zaloguj się ponownie.').waitFor();
    expect(await storedSession(page)).toBeNull();
    await page.context().close();
  });

  it('given another language in the browser or in storage, then the console is still Polish', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, undefined, { locale: 'en-US' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    await page.context().close();
  });
});
