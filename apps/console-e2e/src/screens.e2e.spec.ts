import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, logIn, newPage, pageErrors, PHONE, productAndBrowser, screenshot, SEEDED, type Viewport } from './harness/index.js';

interface Screen {
  readonly name: string;
  readonly path: string;
  /** What shows the screen is ready. */
  readonly ready: (page: Page) => Promise<unknown>;
}

/** Inside the viewport (the phone's closed menu is slid off screen, not hidden). */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return !!box && box.x + box.width > 0 && box.x < PHONE.width;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name }).waitFor();

const PUBLIC_SCREENS: readonly Screen[] = [
  { name: 'password-recover', path: '/password-recover', ready: heading('Odzyskiwanie hasła') },
  { name: 'password-reset', path: '/password-reset/link-do-ustawienia-hasla-0000', ready: heading('Ustaw hasło') },
  { name: 'email-check-failed', path: '/email/check/nieprawidlowy-link-0000000000', ready: (page) => page.getByRole('alert').waitFor() },
];

const ADMIN_SCREENS = (userId: string): readonly Screen[] => [
  { name: 'dashboard-admin', path: '/dashboard', ready: heading('Witaj w panelu operatora') },
  { name: 'users', path: '/users', ready: (page) => page.getByRole('table', { name: 'Użytkownicy' }).locator('tbody tr').first().waitFor() },
  { name: 'users-deleted-empty', path: '/users?deleted=true', ready: (page) => page.getByText('Brak danych do wyświetlenia.').waitFor() },
  { name: 'users-new', path: '/users/new', ready: heading('Nowy użytkownik') },
  { name: 'profile', path: '/profile', ready: heading('Zmiana hasła') },
  // Last: the test goes on with its block button.
  { name: 'users-edit', path: `/users/user/${userId}`, ready: heading('Edycja użytkownika') },
];

/** Every screen at 1280x800 and on a 390x844 phone: a screenshot, and no serious or critical axe violation. */
describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, Viewport][])('screens on %s', (label, viewport) => {
  const suite = productAndBrowser();
  let workerId: string;

  beforeAll(async () => {
    const token = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    const users = await suite.product.api<{ data: { id: string; email: string }[] }>('POST', '/api/users/data', { token, body: {} });
    workerId = users.body.data.find((user) => user.email === SEEDED.worker.email)!.id;
  });

  const check = async (page: Page, screen: Screen) => {
    await page.goto(screen.path);
    await screen.ready(page);
    await screenshot(page, `${screen.name}-${label}`);
    await expectAccessible(page, `${screen.name}-${label}`);
    // Nothing wider than the screen (no sideways scrolling of the page itself).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  };

  it('the login page with the modernization notice, then without it', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Modernizacja systemu' }).getByText('6-13 września', { exact: false }).waitFor();
    await screenshot(page, `login-notice-${label}`);
    await expectAccessible(page, `login-notice-${label}`);
    await page.getByRole('button', { name: 'Rozumiem' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Closed for the rest of the browser session.
    await page.reload();
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, `login-${label}`);
    await expectAccessible(page, `login-${label}`);
    await page.context().close();
  });

  it('the public pages', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
    for (const screen of PUBLIC_SCREENS) await check(page, screen);
    await page.context().close();
  });

  it("the admin's screens, with no page error", async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
    await logIn(page, SEEDED.admin);
    for (const screen of ADMIN_SCREENS(workerId)) await check(page, screen);
    // The confirmation dialog before a destructive action.
    await page.getByRole('button', { name: 'Zablokuj' }).click();
    await page.getByRole('dialog', { name: 'Potwierdzenie' }).waitFor();
    await screenshot(page, `confirm-${label}`);
    await expectAccessible(page, `confirm-${label}`);
    await page.getByRole('button', { name: 'Nie' }).click();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it("the warehouse worker's dashboard", async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
    await logIn(page, SEEDED.worker);
    await check(page, { name: 'dashboard-worker', path: '/dashboard', ready: heading('Witaj w panelu operatora') });
    await page.context().close();
  });

  it('the menu: a sidebar on the desktop, a toggled drawer on the phone', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
    await logIn(page, SEEDED.admin);
    const menuLink = page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Użytkownicy' });
    const toggle = page.getByRole('button', { name: 'Pokaż lub ukryj menu' });
    if (viewport === PHONE) {
      expect(await onScreen(menuLink)).toBe(false);
      await toggle.click();
      await expect.poll(() => onScreen(menuLink)).toBe(true);
      await screenshot(page, `menu-open-${label}`);
      await expectAccessible(page, `menu-open-${label}`);
      await menuLink.click();
      await page.waitForURL(/\/users(\?|$)/);
      await expect.poll(() => onScreen(menuLink)).toBe(false);
    } else {
      expect(await toggle.isVisible()).toBe(false);
      await menuLink.click();
      await page.waitForURL(/\/users(\?|$)/);
    }
    await page.context().close();
  });
});
