import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { choose, logIn, newPage, productAndBrowser, SEEDED } from './harness/index.js';
import { createClient } from './harness/clients.js';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** The list of what stops the save, under the disabled submit button. */
const reasons = (page: Page) => page.getByText('Aby zapisać, uzupełnij lub popraw:').locator('..');

/** A disabled submit says why on the client's settings forms: the missing field, and a save still waiting for the courier's check. */
describe('client settings forms: a disabled submit lists why', () => {
  const suite = productAndBrowser();
  let token: string;

  beforeAll(async () => {
    token = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
  });

  it('given a blank required field, then the courier credential, parameter and external API forms list it under the disabled button', async () => {
    const clientId = await createClient(suite.product, token);
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(page, SEEDED.admin);

    // Courier credential: the login emptied, and the check not done yet.
    await page.goto(`/client/${clientId}/credentail`);
    await heading(page, 'Nowe dane dostępowe kuriera').waitFor();
    await field(page, 'Login').fill('');
    const add = button(page, 'Dodaj');
    expect(await add.isDisabled()).toBe(true);
    await reasons(page).getByText(/^Login – /).waitFor();
    expect(await add.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText('Zapis czeka na sprawdzenie: kliknij „Sprawdź”', { exact: false }).waitFor();

    // Parameter: no type chosen yet.
    await page.goto(`/client/${clientId}/parameter`);
    await heading(page, 'Nowy parametr').waitFor();
    expect(await button(page, 'Dodaj').isDisabled()).toBe(true);
    await reasons(page).getByText('Typ parametru – To pole jest wymagane.').waitFor();

    // External API: a login type without its login (nothing typed yet).
    await page.goto(`/client/${clientId}/external_api_credentials`);
    await heading(page, 'Nowe dane dostępowe zewnętrznego API').waitFor();
    await reasons(page).getByText('Typ – To pole jest wymagane.').waitFor();
    await choose(page, 'Typ', 'BaseLinker');
    expect(await button(page, 'Dodaj').isDisabled()).toBe(true);
    await reasons(page).getByText('Login – To pole jest wymagane.').waitFor();
    await page.context().close();
  }, 60_000);
});
