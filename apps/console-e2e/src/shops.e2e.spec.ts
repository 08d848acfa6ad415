import { beforeAll, describe, expect, it } from 'vitest';
import { createClientWithLogin } from './harness/clients.js';
import {
  choose,
  confirmation,
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
  closeToast,
  openFromMenu,
} from './harness/index.js';

/**
 * The client's shop platforms (spec/03 §2 "Client shop integrations", §8):
 * a client connects its IdoSell shop (THE SANDBOX: a "demo" shop has orders
 * waiting), maps a courier of the shop to Romania from the platform's list,
 * synchronises, sees the imported shipment, the last synchronisation and the
 * order it could not take, opens the shipment, and deletes the shop. Desktop
 * and phone, axe on every screen.
 */
describe('client shop platforms', () => {
  const suite = productAndBrowser();
  const clients = {
    desktop: { email: 'sklep-desktop@example.com', password: 'secret123' },
    phone: { email: 'sklep-phone@example.com', password: 'secret123' },
  };

  beforeAll(async () => {
    const adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    for (const [label, login] of Object.entries(clients))
      await createClientWithLogin(suite.product, adminToken, login, { name: `Sklep ${label}` });
  }, 180_000);

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [keyof typeof clients, Viewport][]) {
    it(`a client connects a shop, maps a courier, synchronises and sees the imported shipment, then deletes the shop (${label})`, async () => {
      const domain = `demo-${label}.sklep-testowy.pl`;
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, clients[label]);
      await openFromMenu(page, viewport, 'Moje platformy sklepowe');
      await page.waitForURL('**/my/external-shops');
      await page.getByRole('heading', { name: 'Moje platformy sklepowe', level: 1 }).waitFor();
      await page.getByText('Nie masz jeszcze połączonej platformy sklepowej.').waitFor();
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `shops-empty-${label}`);

      // The plus button: the shop form; Dodaj waits for the address and the key.
      await page.getByRole('link', { name: 'Dodaj platformę' }).click();
      await page.waitForURL('**/my/external-shop');
      await page.getByRole('heading', { name: 'Nowa platforma sklepowa', level: 1 }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Platforma' }).inputValue()).toBe('IdoSell');
      const add = page.getByRole('button', { name: 'Dodaj', exact: true });
      expect(await add.isDisabled()).toBe(true);
      await page.getByRole('textbox', { name: 'Adres API (base_url)' }).fill(`http://${domain}`);
      await page.getByLabel('Klucz API').fill(`klucz-${label}-0123456789`);
      await page.getByText('Nieprawidłowa wartość.').first().waitFor();
      expect(await add.isDisabled()).toBe(true);
      await expectAccessible(page, `shop-new-${label}`);
      await page.getByRole('textbox', { name: 'Adres API (base_url)' }).fill(`${domain}/api/admin/v6`);
      await expect.poll(() => add.isDisabled()).toBe(false);
      await add.click();
      await toastWith(page, 'Utworzono pomyślnie!').waitFor();
      await page.waitForURL(/\/my\/external-shop\/\d+$/);
      const shopUrl = page.url();
      await page.getByRole('heading', { name: `Platforma ${domain}`, level: 1 }).waitFor();
      // The key is stored and never shown: the field is empty, a note says so; the address is normalised.
      expect(await page.getByLabel('Klucz API').inputValue()).toBe('');
      await page.getByText('Klucz API jest zapisany (nie pokazujemy go).', { exact: false }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Adres API (base_url)' }).inputValue()).toBe(`https://${domain}`);
      await page.getByText('Platforma nie była jeszcze synchronizowana.').waitFor();
      await closeToast(page, 'Utworzono pomyślnie!');
      await expectAccessible(page, `shop-${label}`);

      // A courier of the shop for Romania, picked from the platform's list.
      await page.getByRole('link', { name: 'Dodaj kuriera' }).click();
      await page.waitForURL(/\/my\/external-shop\/\d+\/courier$/);
      await page.getByRole('heading', { name: `Nowy kurier platformy ${domain}`, level: 1 }).waitFor();
      await choose(page, 'Kraj', 'Rumunia');
      await choose(page, 'Kurier sklepu', 'Sameday Kurier (RO) (11)');
      expect(await page.getByRole('textbox', { name: 'Kurier w sklepie (identyfikator)' }).inputValue()).toBe('11');
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `shop-courier-new-${label}`);
      await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
      await toastWith(page, 'Utworzono pomyślnie!').waitFor();
      await page.waitForURL(shopUrl);
      const couriers = page.getByRole('table', { name: 'Kurierzy platformy' });
      await couriers.getByRole('row').filter({ hasText: 'Rumunia' }).waitFor();
      expect(await couriers.getByRole('row').filter({ hasText: 'Rumunia' }).textContent()).toContain('jeszcze nie');
      await closeToast(page, 'Utworzono pomyślnie!');

      // Synchronise now: the order to Cluj-Napoca becomes a shipment, the one to an unknown town is shown as failed.
      await page.getByRole('button', { name: 'Synchronizuj teraz' }).click();
      await closeToast(page, 'Synchronizacja zakończona: zaimportowano 1, zamówień z błędem: 1.');
      const failures = page.getByRole('table', { name: 'Zamówienia z błędem' });
      await failures.getByRole('row').filter({ hasText: '1002' }).waitFor();
      expect(await failures.getByRole('row').filter({ hasText: '1002' }).textContent()).toContain(
        'nie znaleziono miejscowości w bazie adresów',
      );
      await page.getByText('Udana', { exact: true }).first().waitFor();
      const orders = page.getByRole('table', { name: 'Zaimportowane zamówienia' });
      const imported = orders.getByRole('row').filter({ hasText: '1001' });
      await imported.waitFor();
      const shipmentLink = imported.getByRole('link');
      const number = (await shipmentLink.textContent())!.trim();
      expect(number).toMatch(/^\w{8,}$/);
      expect(await couriers.getByRole('row').filter({ hasText: 'Rumunia' }).textContent()).not.toContain('jeszcze nie');
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `shop-synchronised-${label}`);
      await screenshot(page, `shop-synchronised-${label}`);

      // The imported shipment is the client's own.
      await shipmentLink.click();
      await page.waitForURL(`**/shipment/${number}`);
      await page.getByText(number).first().waitFor();
      await page.goBack();
      await page.waitForURL(shopUrl);

      // Deleting asks first; "Nie" keeps it.
      await page.getByRole('button', { name: 'Usuń platformę' }).click();
      await confirmation(page).getByText(`Usunąć platformę ${domain}?`, { exact: false }).waitFor();
      await confirmation(page).getByRole('button', { name: 'Nie' }).click();
      await confirmation(page).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Usuń platformę' }).click();
      await confirmYes(page, /Usunąć platformę/);
      await toastWith(page, 'Usunięto pomyślnie!').waitFor();
      await page.waitForURL('**/my/external-shops');
      await page.getByText('Nie masz jeszcze połączonej platformy sklepowej.').waitFor();
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 180_000);
  }
});
