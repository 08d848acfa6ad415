import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClientWithLogin } from './harness/clients.js';
import { DESKTOP, logIn, newPage, openLogin, productAndBrowser, SEEDED, toastWith } from './harness/index.js';
import { createShipment } from './harness/shipments.js';

type Who = 'admin' | 'worker' | 'client';
const EVERYONE: readonly Who[] = ['admin', 'worker', 'client'];

/**
 * The route table of spec/03 §2 ("Route access"), as the spec gives it, with
 * the aliases it has "also seen". `{client}`, `{user}` and `{shipment}` are
 * filled with a real client, the seeded worker and a shipment of that client;
 * other ids need not exist (the screen then says so), the route must.
 */
const ROUTE_TABLE: readonly { readonly group: string; readonly roles: readonly Who[]; readonly paths: readonly string[] }[] = [
  {
    group: 'admin only',
    roles: ['admin'],
    paths: [
      '/users',
      '/users/new',
      '/users/user/{user}',
      '/clients',
      '/clients/new',
      '/client/{client}',
      '/client/{client}/card/pricing',
      '/client/{client}/credentail',
      '/client/{client}/credentail/1',
      '/client/{client}/parameter',
      '/client/{client}/parameter/1',
      '/client/{client}/price',
      '/client/{client}/price/1',
      '/client/{client}/external_api_credentials',
      '/client/{client}/external_api_credentials/1',
      '/prices',
      '/prices/price/1',
      '/statuses',
      '/statuses/status/1',
      '/status/new',
      '/stats',
      '/calendar',
      '/operational-price-list/income/list',
      '/operational-price-list/cost/form',
      '/operational-price-list/income/form/1',
      '/operational-price-list/income/client_form/{client}',
      '/operational-price-list/cost/client_form/{client}/1',
      '/parcel-reported-resignations',
      '/parcel-reported-resignation',
      '/parcel-reported-resignation/1',
      '/unknown-client-aliases',
      '/unknown-client-aliases/1',
      '/invoices',
      '/invoices/1',
      '/downloads',
      '/workstations-list',
      '/workstation/new',
      '/workstation/1',
    ],
  },
  {
    group: 'admin and warehouse worker',
    roles: ['admin', 'worker'],
    paths: [
      '/parcels-list',
      '/parcel-list',
      '/parcel-from-number',
      '/parcel-from-number-and-assign-to-client',
      '/parcel-classification',
      '/tags',
      '/external_inbound/scan',
      '/external_inbound',
      '/external_inbound/1',
      '/set-workstation',
      '/resolve-problematic',
      '/problematic-sector/new',
      '/problematic-sector/list',
    ],
  },
  { group: 'all three roles', roles: EVERYONE, paths: ['/profile', '/dashboard', '/parcels', '/parcel-search', '/shipment/{shipment}'] },
  { group: 'admin and client', roles: ['admin', 'client'], paths: ['/company', '/shipment/new'] },
  {
    group: 'client only',
    roles: ['client'],
    paths: [
      '/my-parcel-reported-resignations',
      '/my-parcel-reported-resignation',
      '/my-parcel-reported-resignation/1',
      '/my/external-shops',
      '/my/external-shop',
      '/my/external-shop/1',
      '/my/external-shop/1/courier',
      '/my/external-shop/1/courier/1',
    ],
  },
];

/** Public: the login page (home), and the pages anyone may open. */
const PUBLIC = [
  '/find-my-postal-code',
  '/password-recover',
  '/tracking',
  '/tracking/PL0000000000',
  '/email/check/nieprawidlowy-link-0000000000',
];

/** Screens that need a workstation: a user at none is sent to /set-workstation first (spec/02 §4), which is the route working. */
const NEED_A_WORKSTATION = new Set([
  '/parcel-from-number',
  '/parcel-from-number-and-assign-to-client',
  '/parcel-classification',
  '/external_inbound/scan',
  '/resolve-problematic',
]);

/** The sidebars of spec/01 §6 per role (Polish labels, in the spec's order); "workstation set/leave" is the sidebar's workstation block. */
const SIDEBARS: Record<Who, readonly string[]> = {
  admin: [
    'Przesyłki',
    'Użytkownicy',
    'Klienci',
    'Cenniki operacyjne',
    'Statusy',
    'Utwórz paczkę z numeru',
    'Klasyfikacja',
    'Przyjmij od kurierów',
    'Tagi',
    'Kalendarz',
    'Statystyki',
    'Wyszukiwanie paczki',
    'Zgłoszone rezygnacje',
    'Faktury',
    'Nieznane aliasy klientów',
    'Zmiana hasła',
    'Pobieranie',
    'Sektory problematyczne',
    'Stanowiska',
  ],
  worker: [
    'Przesyłki',
    'Utwórz paczkę z numeru',
    'Klasyfikacja',
    'Wyszukiwanie paczki',
    'Przyjmij od kurierów',
    'Obsługa problematycznych',
    'Tagi',
    'Zmiana hasła',
  ],
  client: ['Moje przesyłki', 'Moja firma', 'Zgłoszone rezygnacje', 'Moje platformy sklepowe', 'Zmiana hasła'],
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Opens `path` by address and waits until a screen stands (its heading, or the router's "not found"), after any redirect: where it landed. */
async function open(page: Page, path: string): Promise<string> {
  await page.goto(path);
  // A detail screen of an id that does not exist stands as its alert ("not found"), the route working.
  const stands = page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).or(page.getByText('Nie znaleziono strony.')).first();
  const stood = await stands.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  return stood ? pathOf(page) : `${pathOf(page)} (no heading)`;
}

describe('every route of spec/03 §2 per role, and each role sidebar of spec/01 §6', () => {
  const suite = productAndBrowser();
  const accounts = {} as Record<Who, { email: string; password: string }>;
  const fill = {} as Record<'client' | 'user' | 'shipment', string>;

  beforeAll(async () => {
    const token = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    const client = { email: 'trasy-klient@sklep.pl', password: 'Klient-trasy-1' };
    const clientId = await createClientWithLogin(suite.product, token, client);
    const users = await suite.product.api<{ data: { id: string; email: string }[] }>('POST', '/api/users/data', { token, body: {} });
    fill.client = String(clientId);
    fill.user = users.body.data.find((user) => user.email === SEEDED.worker.email)!.id;
    fill.shipment = (await createShipment(suite.product, token, clientId)).number;
    Object.assign(accounts, { admin: SEEDED.admin, worker: SEEDED.worker, client });
  }, 120_000);

  const concrete = (path: string) => path.replace(/\{(client|user|shipment)\}/g, (_, key: keyof typeof fill) => fill[key]);

  it('the public pages open without a login; a screen behind the login sends to / (the login)', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    for (const path of PUBLIC) {
      await page.goto(path);
      await page.locator('h1, h2, [role="alert"]').first().waitFor();
      expect(pathOf(page), path).toBe(path);
      expect(await page.getByText('Nie znaleziono strony.').count(), path).toBe(0);
    }
    await openLogin(page);
    for (const path of ['/dashboard', '/users', '/my/external-shops', `/shipment/${fill.shipment}`]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Zaloguj się' }).waitFor();
    }
    await page.context().close();
  }, 120_000);

  it.each(EVERYONE)(
    'as %s: each route of the table opens when the role is listed, and sends to / (then the dashboard) otherwise',
    async (who) => {
      const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
      await logIn(page, accounts[who]);
      const wrong: string[] = [];
      for (const { group, roles, paths } of ROUTE_TABLE) {
        for (const pattern of paths) {
          const path = concrete(pattern);
          const landed = await open(page, path);
          const notFound = (await page.getByText('Nie znaleziono strony.').count()) > 0;
          if (roles.includes(who)) {
            const expected = NEED_A_WORKSTATION.has(path) && landed === '/set-workstation' ? '/set-workstation' : path;
            if (landed !== expected || notFound)
              wrong.push(`${group}: ${path} should open, landed on ${landed}${notFound ? ' (not found)' : ''}`);
          } else {
            if (landed !== '/dashboard') wrong.push(`${group}: ${path} should be refused, landed on ${landed}`);
            else await toastWith(page, `Brak dostępu do tego ekranu: ${path}`).waitFor();
          }
        }
      }
      expect(wrong).toEqual([]);
      await page.context().close();
    },
    300_000,
  );

  it('the alias /parcel/{internal_number} opens the shipment screen of that number, for every role', async () => {
    for (const who of EVERYONE) {
      const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
      await logIn(page, accounts[who]);
      expect(await open(page, `/parcel/${fill.shipment}`)).toBe(`/shipment/${fill.shipment}`);
      await page.getByText(fill.shipment).first().waitFor();
      await page.context().close();
    }
  }, 120_000);

  it.each(EVERYONE)(
    'as %s: the sidebar lists the spec items in order, and every item leads to a screen of its own',
    async (who) => {
      const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
      await logIn(page, accounts[who]);
      const menu = page.getByRole('navigation', { name: 'Menu główne' });
      await menu.getByRole('link').first().waitFor();
      const links = await menu
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => ({ label: (anchor.textContent ?? '').trim(), href: anchor.getAttribute('href') ?? '' })),
        );
      const labels = links.map((link) => link.label);
      // The spec's items appear in its order (the product's own extra entries may sit between them).
      expect(labels.filter((label) => SIDEBARS[who].includes(label))).toEqual(SIDEBARS[who]);
      // Staff: the workstation block sets one (or leaves it); everyone: the logout.
      if (who !== 'client') await page.getByRole('link', { name: 'Ustaw stanowisko' }).first().waitFor();
      await page.getByRole('button', { name: 'Wyloguj' }).waitFor();
      // Somewhere real: a screen of its own (its address, or where that address leads by design), never the refusal or "not found".
      const wrong: string[] = [];
      for (const link of links) {
        const landed = await open(page, link.href);
        const notFound = (await page.getByText('Nie znaleziono strony.').count()) > 0;
        const refused = link.href !== '/dashboard' && landed === '/dashboard';
        if (refused || notFound || landed === '/')
          wrong.push(`${link.label} (${link.href}) landed on ${landed}${notFound ? ' (not found)' : ''}`);
      }
      expect(wrong).toEqual([]);
      await page.context().close();
    },
    180_000,
  );
});
