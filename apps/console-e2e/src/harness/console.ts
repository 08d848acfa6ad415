import type { Page } from 'playwright-core';
import { PHONE, type Viewport } from './browser.js';
import { mailLink, type Product } from './product.js';

/** The console's own steps, as a user takes them (Polish labels, as on screen). */

/** Where the console remembers (per browser) that the modernization notice was closed. */
export const NOTICE_CLOSED_KEY = 'modernization-notice-closed';

/** Opens the login page and closes the modernization notice when it greets this browser (it shows until closed once). */
export async function openLogin(page: Page): Promise<void> {
  await page.goto('/');
  const closedBefore = await page.evaluate((key) => localStorage.getItem(key) === 'true', NOTICE_CLOSED_KEY);
  if (!closedBefore) {
    await page.getByRole('dialog', { name: 'Modernizacja systemu' }).getByRole('button', { name: 'Rozumiem' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
}

/** Logs in through the login form and waits for the dashboard. */
export async function logIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await openLogin(page);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(credentials.email);
  await page.getByLabel('Hasło').fill(credentials.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL('**/dashboard');
}

/** The toast with this text (bottom left). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** The value of the stored session (local storage `user`), parsed. */
export function storedSession(page: Page): Promise<{ token: string; email: string; role: number } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
}

/** The next mail to `email` the product sends (or has sent). */
export function mailTo(product: Product, email: string) {
  return product.sink.waitFor((mail) => mail.to.some((to) => to.toLowerCase() === email.toLowerCase()), 10_000);
}

/** A staff user made over the API, with the password set through the mailed invitation link. */
export async function createStaffUser(
  product: Product,
  adminToken: string,
  user: { email: string; password: string; role: 0 | 1 },
): Promise<void> {
  const created = await product.api('POST', '/api/user', { token: adminToken, body: { email: user.email, role: user.role } });
  if (created.status !== 201) throw new Error(`create ${user.email}: ${created.status} ${JSON.stringify(created.body)}`);
  await setPasswordByMail(product, user.email, user.password);
}

/** Sets a new login's password through the link mailed to it (over the API). */
export async function setPasswordByMail(product: Product, email: string, password: string): Promise<void> {
  const token = new URL(mailLink(await mailTo(product, email), '/password-reset/')).pathname.split('/').pop();
  const reset = await product.api('POST', '/api/user/password/reset', { body: { token, password, password_confirmation: password } });
  if (reset.status !== 200) throw new Error(`set password of ${email}: ${reset.status} ${JSON.stringify(reset.body)}`);
}

/** Picks an option of a Mantine select by its label (the select is found by its accessible name). */
export async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The confirmation dialog (its question names what it does; "Nie" has the focus). */
export function confirmation(page: Page) {
  return page.getByRole('dialog', { name: 'Potwierdzenie' });
}

/** Answers "Tak" in the confirmation dialog, after checking its question when one is given. */
export async function confirmYes(page: Page, question?: string | RegExp): Promise<void> {
  const dialog = confirmation(page);
  await dialog.getByRole('button', { name: 'Tak' }).waitFor();
  if (question) await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: 'Tak' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The API calls a page makes from now on, as 'METHOD /api/path', and the ones answered with an error as 'METHOD /api/path STATUS'. */
export function recordCalls(page: Page): { readonly sent: string[]; readonly failed: string[] } {
  const calls = { sent: [] as string[], failed: [] as string[] };
  const name = (method: string, url: string) => `${method} ${new URL(url).pathname}`;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.sent.push(name(request.method(), request.url()));
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) {
      calls.failed.push(`${name(response.request().method(), response.url())} ${response.status()}`);
    }
  });
  return calls;
}

/** Closes a toast as a user would (bottom left, 10 s: on a phone it covers what is beneath). */
export async function closeToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = toastWith(page, text);
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Zamknij' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** Opens a sidebar entry (on a phone the menu is a drawer, opened first). */
export async function openFromMenu(page: Page, viewport: Viewport, entry: string): Promise<void> {
  if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: entry }).click();
}
