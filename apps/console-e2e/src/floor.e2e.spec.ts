import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  logIn,
  newPage,
  pageErrors,
  productAndBrowser,
  screenshot,
  SEEDED,
  type Viewport,
} from './harness/index.js';
import { createClient } from './harness/clients.js';
import { createShipment, type CreatedShipment } from './harness/shipments.js';

/** A wall TV: full HD. */
const TV: Viewport = { width: 1920, height: 1080 };

const stationRow = (page: Page, code: string) => page.locator(`tr[data-workstation="${code}"]`);

/**
 * The live floor (/floor, issue 11 §6): an admin watches while a worker claims
 * a workstation and scans (over the API); the page follows without a reload,
 * on a desktop and in the TV mode.
 */
describe('the live floor view', () => {
  const suite = productAndBrowser();
  let adminToken: string;
  let workerToken: string;
  let shipment: CreatedShipment;

  beforeAll(async () => {
    adminToken = await suite.product.login(SEEDED.admin.email, SEEDED.admin.password);
    workerToken = await suite.product.login(SEEDED.worker.email, SEEDED.worker.password);
    const clientId = await createClient(suite.product, adminToken);
    shipment = await createShipment(suite.product, adminToken, clientId, 2);
    for (const code of ['FL-DESK', 'FL-TV']) {
      const created = await suite.product.api('POST', '/api/app/v1/warehouse/workstation/store', {
        token: adminToken,
        body: { code, workstation_type_id: 1, warehouse_id: 1 },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
  });

  const claim = async (code: string) => {
    const claimed = await suite.product.api('POST', '/api/app/v1/warehouse/workstation/workflow', { token: workerToken, body: { code } });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  };
  /** The page is the same document throughout: a marker set before the change is still there after it. */
  const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { floorMarker: number }).floorMarker = 1));
  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { floorMarker?: number }).floorMarker === 1);

  const watchesLive = async (page: Page, code: string, parcel: { id: number; number: string }) => {
    const row = stationRow(page, code);
    await row.waitFor();
    expect(await row.textContent()).toContain('wolne');
    expect(await row.locator('[data-scans]').textContent()).toBe('0');
    await markDocument(page);
    await claim(code);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(SEEDED.worker.email);
    // The worker scans the parcel at the workstation (POST parcel/scan, status 55 by default).
    const scanned = await suite.product.api('POST', '/api/app/v1/parcel/scan', { token: workerToken, body: { barcode: parcel.number } });
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
    await expect.poll(() => row.locator('[data-scans]').textContent(), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => row.textContent()).toContain(parcel.number);
    expect(await row.textContent()).toContain('Przyjęta w magazynie');
    expect(await sameDocument(page)).toBe(true);
  };

  it('an admin watches /floor on a desktop while a worker claims a workstation and scans: the row follows live', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, DESKTOP);
    await logIn(page, SEEDED.admin);
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Hala na żywo' }).click();
    await page.waitForURL(/\/floor$/);
    await page.getByRole('heading', { name: 'Hala na żywo: TYCHY' }).waitFor();
    await watchesLive(page, 'FL-DESK', { id: shipment.parcelIds[0]!, number: shipment.parcels[0]! });
    await page.mouse.move(DESKTOP.width - 2, DESKTOP.height - 2);
    await expectAccessible(page, 'floor-desktop');
    await screenshot(page, 'floor-desktop');
    expect(pageErrors(page)).toEqual([]);
  });

  it('the TV mode covers the whole window (no sidebar, big type) and follows live too', async () => {
    const page = await newPage(suite.browser, suite.product.baseUrl, TV);
    await logIn(page, SEEDED.admin);
    await page.goto(`${suite.product.baseUrl}/floor`);
    await page.getByRole('link', { name: 'Tryb TV' }).click();
    await page.waitForURL(/\/floor\?tv=1$/);
    const tv = page.getByTestId('floor-tv');
    await tv.waitFor();
    expect(await tv.boundingBox()).toEqual({ x: 0, y: 0, width: TV.width, height: TV.height });
    // The sidebar is under the TV frame: the point where its menu is belongs to the frame.
    const menu = (await page.getByRole('navigation', { name: 'Menu główne' }).boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-testid="floor-tv"]'),
      [menu.x + menu.width / 2, menu.y + 20],
    );
    expect(onTop).toBe(true);
    const fontSize = await stationRow(page, 'FL-DESK')
      .locator('td')
      .first()
      .evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(26);
    await watchesLive(page, 'FL-TV', { id: shipment.parcelIds[1]!, number: shipment.parcels[1]! });
    // The worker moved on: the first workstation is free again and keeps its scan.
    await expect.poll(() => stationRow(page, 'FL-DESK').textContent()).toContain('wolne');
    expect(await stationRow(page, 'FL-DESK').locator('[data-scans]').textContent()).toBe('1');
    await expectAccessible(page, 'floor-tv');
    await screenshot(page, 'floor-tv');
    await page.getByRole('link', { name: 'Zamknij tryb TV' }).click();
    await page.waitForURL(/\/floor$/);
    expect(await tv.count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
