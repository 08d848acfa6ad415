import { describe, expect, it } from 'vitest';
import { logIn, mailLink, mailTo, newPage, openLogin, productAndBrowser, SEEDED, toastWith } from './harness/index.js';

/** Password recovery, setting a password by link, the mail check and the profile, through the screens. */
describe('passwords and mail check', () => {
  const suite = productAndBrowser();

  it('given a forgotten password, when recovery is asked, then the mailed link sets a new one that logs in', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await openLogin(page);
    await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
    await page.waitForURL('**/password-recover');
    const submit = page.getByRole('button', { name: 'Odzyskaj hasło' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(SEEDED.worker.email);
    await submit.click();
    await page.waitForURL(`${suite.product.baseUrl}/`);
    await toastWith(page, 'wysłaliśmy na podany adres link').waitFor();

    const link = mailLink(await mailTo(suite.product, SEEDED.worker.email), '/password-reset/', suite.product.baseUrl);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Ustaw hasło' }).waitFor();
    await page.getByLabel(/^Nowe hasło/).fill('nowe-haslo-1');
    await page.getByLabel('Powtórz nowe hasło').fill('inne-haslo-1');
    await page.getByText('Hasła muszą być takie same.').waitFor();
    expect(await page.getByRole('button', { name: 'Ustaw hasło' }).isDisabled()).toBe(true);
    await page.getByLabel('Powtórz nowe hasło').fill('nowe-haslo-1');
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await toastWith(page, 'Hasło zostało ustawione.').waitFor();
    await page.waitForURL(`${suite.product.baseUrl}/`);

    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(SEEDED.worker.email);
    await page.getByLabel('Hasło').fill('nowe-haslo-1');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL('**/dashboard');

    // The link is spent: opening it again and submitting says so.
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await page.waitForURL(`${suite.product.baseUrl}/`);
    await page.goto(link);
    await page.getByLabel(/^Nowe hasło/).fill('jeszcze-inne-1');
    await page.getByLabel('Powtórz nowe hasło').fill('jeszcze-inne-1');
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await page.getByRole('alert').filter({ hasText: 'Link jest nieprawidłowy lub został już użyty.' }).waitFor();
    await page.context().close();
  });

  it('given a mail-check link, then success with a link to log in; a wrong link shows the invalid-mail message', async () => {
    const email = 'nadawca@sklep.pl';
    const registered = await suite.product.api('POST', '/api/user/register', {
      body: { email, password: 'haslo-nadawcy', password_confirmation: 'haslo-nadawcy' },
    });
    expect(registered.status).toBe(201);
    const link = mailLink(await mailTo(suite.product, email), '/email/check/', suite.product.baseUrl);

    const page = await newPage(suite.browser, suite.product.baseUrl);
    await page.goto(link);
    await page.getByText('Adres e-mail został potwierdzony.').waitFor();
    await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
    await page.waitForURL(`${suite.product.baseUrl}/`);

    await page.goto('/email/check/nieprawidlowy-token-0000000000');
    await page.getByRole('alert').filter({ hasText: 'Nieprawidłowy lub nieaktualny link potwierdzający adres e-mail.' }).waitFor();
    await page.context().close();
  });

  it('given the profile, when the password is changed, then a toast and the new password logs in', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl);
    await logIn(page, SEEDED.admin);
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Zmiana hasła' }).click();
    await page.waitForURL('**/profile');
    await page.getByLabel('Obecne hasło').fill(SEEDED.admin.password);
    await page.getByLabel(/^Nowe hasło/).fill('12345');
    await page.getByText('Hasło musi mieć co najmniej 6 znaków.').waitFor();
    await page.getByLabel(/^Nowe hasło/).fill('admin-nowe-1');
    await page.getByLabel('Powtórz nowe hasło').fill('admin-nowe-1');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await toastWith(page, 'Hasło zostało zmienione.').waitFor();
    expect(await page.getByLabel(/^Nowe hasło/).inputValue()).toBe('');

    expect((await suite.product.api('POST', '/api/user/login', { body: { email: SEEDED.admin.email, password: 'admin-nowe-1' } })).status).toBe(200);
    await page.context().close();
  });
});
