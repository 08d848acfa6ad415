import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClientWithLogin } from './harness/clients.js';
import { createShipment, type CreatedShipment } from './harness/shipments.js';
import {
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  PHONE,
  productAndBrowser,
  screenshot,
  SEEDED,
  settled,
  type Viewport,
} from './harness/index.js';

const VIEWPORTS: [string, Viewport][] = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A figure of the dashboard: a link named by its text, "label: count". */
const figure = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${escaped(label)}\\s*:\\s*\\d+$`) });
/** The figure's count (0 when it is not shown: a group with none is left out). */
const figureCount = async (page: Page, label: string) =>
  (await figure(page, label).count()) === 0 ? 0 : Number(await figure(page, label).getAttribute('data-count'));
/** The page is no wider than the screen (no sideways scroll). */
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** The listing's "from–to z filtered". */
const shown = async (page: Page) => ((await page.getByText(/^\d+–\d+ z \d+/).textContent()) ?? '').split(' (')[0];

interface ClientData {
  readonly login: { email: string; password: string };
  readonly token: string;
  readonly shipment: CreatedShipment;
}

/**
 * /dashboard (issue 14 part 3): each role's figures on desktop and phone, axe
 * clean, no sideways scroll; a figure's link opens the list with its filter
 * applied; a change made through the API shows on the open dashboard without
 * a reload; a client sees nothing of another client.
 */
describe('the dashboard', () => {
  const suite = productAndBrowser();
  const pages: Page[] = [];
  let adminToken: string;
  let workerToken: string;
  let desk: string;
  const shop = new Map<string, ClientData>();
  const other = new Map<string, CreatedShipment>();

  const api = <T = any>(token: string, method: string, path: string, body?: unknown) =>
    suite.product.api<T>(method, path, { token, body }).then((answer) => {
      if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    });
  const scan = (barcode: string, status: number, sector?: number) =>
    api(workerToken, 'POST', '/api/app/v1/parcel/scan', {
      barcode,
      id_status_type: status,
      scan_id: randomUUID(),
      ...(sector ? { id_problematic_sector: sector } : {}),
    });
  const board = (token: string) => api(token, 'GET', '/api/app/v1/dashboard');

  beforeAll(async () => {
    adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    workerToken = await suite.product.login(SEEDED.worker.email, SEEDED.worker.password);
    desk = `PUL-${String.fromCharCode(65 + (Date.now() % 26))}`;
    await api(adminToken, 'POST', '/api/app/v1/warehouse/workstation/store', { code: desk, workstation_type_id: 1, warehouse_id: 1 });
    await api(workerToken, 'POST', '/api/app/v1/warehouse/workstation/workflow', { code: desk });
    for (const [label] of VIEWPORTS) {
      const login = { email: `pulpit-${label}-${randomUUID().slice(0, 6)}@sklep.pl`, password: 'Pulpit-123' };
      const shopId = await createClientWithLogin(suite.product, adminToken, login, { name: `Sklep Pulpit ${label}` });
      const otherLogin = { email: `obcy-${label}-${randomUUID().slice(0, 6)}@sklep.pl`, password: 'Obcy-1234' };
      const otherId = await createClientWithLogin(suite.product, adminToken, otherLogin, { name: `Obcy ${label}` });
      const shipment = await createShipment(suite.product, adminToken, shopId, 3);
      const foreign = await createShipment(suite.product, adminToken, otherId, 1);
      // The worker received the shop's first two parcels, put the second in the damaged-parcels sector; and the other's.
      await scan(shipment.parcels[0]!, 55);
      await scan(shipment.parcels[1]!, 55);
      await scan(shipment.parcels[1]!, 90, 2);
      await scan(foreign.parcels[0]!, 55);
      shop.set(label, { login, token: await suite.product.login(login.email, login.password), shipment });
      other.set(label, foreign);
    }
    const deadline = Date.now() + 20_000;
    while ((await board(adminToken)).received_today.total < 2 * VIEWPORTS.length) {
      if (Date.now() > deadline) throw new Error('the dashboard did not show the received parcels');
      await new Promise((done) => setTimeout(done, 200));
    }
  }, 240_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') for (const [i, page] of pages.entries()) await screenshot(page, `dashboard-failed-${i}`);
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`an admin sees today's figures, live, and a figure opens the list it counts (${label})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      pages.push(page);
      await logIn(page, SEEDED.admin);
      await page.getByRole('heading', { name: 'Przyjęte dziś w magazynie', level: 2 }).waitFor();
      const expected = await board(adminToken);
      const inWarehouse = expected.received_today.groups.find((g: { status_group_id: number }) => g.status_group_id === 2).count;
      await figure(page, 'W magazynie').waitFor();
      expect(await figureCount(page, 'W magazynie')).toBe(inWarehouse);
      expect(await figureCount(page, 'Wszystkie przyjęte dziś')).toBe(expected.received_today.total);
      await figure(page, '2 · Uszkodzona przesyłka').waitFor();
      expect(await figureCount(page, 'Nieudana rejestracja u kuriera')).toBe(expected.problems.registration_failed);
      expect(await figureCount(page, 'Klienci bez danych dostępowych kuriera')).toBe(expected.clients.without_courier_credentials);
      await page.getByRole('button', { name: /^Raporty w przygotowaniu\s*:\s*\d+$/ }).waitFor();
      await page.getByRole('navigation', { name: 'Na skróty' }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await settled(page);
      await expectAccessible(page, `dashboard-admin-${label}`);
      await screenshot(page, `dashboard-admin-${label}`);

      // Live: the shop's third parcel received through the API shows without a reload.
      const before = await figureCount(page, 'Wszystkie przyjęte dziś');
      await scan(shop.get(label)!.shipment.parcels[2]!, 55);
      await expect.poll(() => figureCount(page, 'Wszystkie przyjęte dziś'), { timeout: 15_000 }).toBe(before + 1);
      await expect.poll(() => figureCount(page, 'W magazynie'), { timeout: 10_000 }).toBe(inWarehouse + 1);

      // The figure opens the listing with its filter applied (and taken out of the address).
      await figure(page, 'W magazynie').click();
      await page.waitForURL((url) => url.pathname === '/parcels' && url.search === '');
      await page.getByRole('heading', { name: 'Przesyłki', level: 1 }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Rodzaj daty', exact: true }).inputValue()).toBe('Data przyjęcia w magazynie');
      await expect.poll(() => page.getByRole('combobox', { name: 'Grupa statusów', exact: true }).inputValue()).toBe('W magazynie');
      expect(await page.getByLabel('Data od', { exact: true }).inputValue()).toBe(expected.today);
      expect(await page.getByLabel('Data do', { exact: true }).inputValue()).toBe(expected.today);
      await expect.poll(() => shown(page), { timeout: 15_000 }).toBe(`1–${inWarehouse + 1} z ${inWarehouse + 1}`);
      await page.getByRole('table', { name: 'Lista przesyłek' }).getByText(shop.get(label)!.shipment.parcels[2]!).waitFor();
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 120_000);

    it(`a warehouse worker sees their workstation, their scans and the waiting sector (${label})`, async () => {
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      pages.push(page);
      await logIn(page, SEEDED.worker);
      await page.getByRole('heading', { name: 'Twoje stanowisko', level: 2 }).waitFor();
      expect(await page.getByTestId('dashboard-workstation').textContent()).toBe(desk);
      await page.getByText('Skanowanie przesyłek · Magazyn TYCHY').waitFor();
      const expected = await board(workerToken);
      expect(await figureCount(page, 'Skany')).toBe(expected.activity_today.scans);
      expect(expected.activity_today.scans).toBeGreaterThanOrEqual(4);
      await figure(page, '2 · Uszkodzona przesyłka').waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await settled(page);
      await expectAccessible(page, `dashboard-worker-${label}`);
      await screenshot(page, `dashboard-worker-${label}`);

      // Live: a scan through the API counts at once.
      const scans = await figureCount(page, 'Skany');
      await scan(other.get(label)!.parcels[0]!, 56);
      await expect.poll(() => figureCount(page, 'Skany'), { timeout: 15_000 }).toBe(scans + 1);

      // The sector's figure opens the problem screen of that sector, the shop's parcel waiting there.
      await figure(page, '2 · Uszkodzona przesyłka').click();
      await page.waitForURL(/\/resolve-problematic\?.*sector=2/);
      await page.getByText(shop.get(label)!.shipment.parcels[1]!).first().waitFor();
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 120_000);

    it(`a client sees only its own parcels on the way, its problems and latest statuses, live (${label})`, async () => {
      const mine = shop.get(label)!;
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      pages.push(page);
      await logIn(page, mine.login);
      await page.getByRole('heading', { name: 'Twoje paczki w drodze', level: 2 }).waitFor();
      // Received: the first parcel (and the third, when the admin's test received it); the second waits in a sector.
      const expected = await board(mine.token);
      const inWarehouse = expected.on_the_way.groups.find((g: { status_group_id: number }) => g.status_group_id === 2)?.count ?? 0;
      expect(expected.on_the_way.groups).toEqual([{ status_group_id: 2, name: 'W magazynie', count: inWarehouse }]);
      expect(inWarehouse).toBeGreaterThanOrEqual(1);
      expect(await figureCount(page, 'W magazynie')).toBe(inWarehouse);
      expect(await figureCount(page, 'Paczki z problemem')).toBe(1);
      const statuses = page.getByRole('region', { name: 'Ostatnie zmiany statusów' });
      for (const parcel of mine.shipment.parcels.slice(0, 2)) await statuses.getByRole('link', { name: parcel }).waitFor();
      // Nothing of the other client, nor of the other viewport's shop.
      const text = (await page.locator('main').textContent()) ?? '';
      for (const [otherLabel, shipment] of other) expect(text, otherLabel).not.toContain(shipment.parcels[0]!);
      for (const [otherLabel, data] of shop) if (otherLabel !== label) expect(text).not.toContain(data.shipment.parcels[0]!);
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await settled(page);
      await expectAccessible(page, `dashboard-client-${label}`);
      await screenshot(page, `dashboard-client-${label}`);

      // Live: the first parcel handed to the courier (through the API) moves to "W drodze" without a reload.
      await scan(mine.shipment.parcels[0]!, 57);
      await figure(page, 'W drodze').waitFor({ timeout: 15_000 });
      expect(await figureCount(page, 'W drodze')).toBe(1);
      await expect.poll(() => figureCount(page, 'W magazynie'), { timeout: 10_000 }).toBe(inWarehouse - 1);

      // The figure opens the client's list of that status group.
      await figure(page, 'W drodze').click();
      await page.waitForURL((url) => url.pathname === '/parcels' && url.search === '');
      // The select names the group once the groups are loaded.
      await expect.poll(() => page.getByRole('combobox', { name: 'Grupa statusów', exact: true }).inputValue()).toBe('W drodze');
      expect(await page.getByLabel('Data od', { exact: true }).inputValue()).toBe('');
      await expect.poll(() => shown(page), { timeout: 15_000 }).toBe('1–1 z 1');
      await page.getByRole('table', { name: 'Lista przesyłek' }).getByText(mine.shipment.parcels[0]!).waitFor();
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
