import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelBarcode, parseInternalNumber } from '@parcel/domain';
import { productWithFloorEvents, type FloorActor } from './harness/floor-events.js';
import { createClient } from './harness/clients.js';
import { DESKTOP, expectAccessible, logIn, newPage, pageErrors, PHONE, SEEDED, type Viewport } from './harness/index.js';
import { createShipment, type CreatedShipment } from './harness/shipments.js';

const table = (page: Page) => page.getByRole('table', { name: 'Paczki w sektorach' });
const rowOf = (page: Page, number: string) => table(page).getByRole('row').filter({ hasText: number });
const feedback = (page: Page, kind: 'success' | 'warning' | 'error') => page.locator(`[data-scan-feedback="${kind}"]`);

/** A wedge scanner: the code's characters 5 ms apart, then nothing (the screen's pause ends the code). */
async function scan(page: Page, code: string): Promise<void> {
  await page.locator('[data-scan-input]').focus();
  await page.keyboard.type(code, { delay: 5 });
}

const labelOf = (parcelId: number) => labelBarcode({ parcelId, position: 1, count: 2, countryId: 1, service: 1 });
const shipmentIdOf = (shipment: CreatedShipment) => parseInternalNumber(shipment.number)!.id;

/**
 * /resolve-problematic (issue 11 §3): parcels put in problematic sectors wait
 * in the table (oldest first, with the wait); the worker scans one like a
 * wedge scanner, or picks a row, chooses how it leaves the sector and resolves
 * it; a parcel put in a sector meanwhile appears live; one not waiting is
 * refused. A worker on a desktop, an admin on a phone.
 */
describe('problem parcels', () => {
  const suite = productWithFloorEvents();
  const actors = new Map<string, FloorActor & { token: string; email: string; password: string }>();
  let shipments: CreatedShipment[];

  beforeAll(async () => {
    const { product } = suite;
    const adminToken = await product.login(SEEDED.admin.email, SEEDED.admin.password);
    const clientId = await createClient(product, adminToken);
    shipments = [await createShipment(product, adminToken, clientId, 2), await createShipment(product, adminToken, clientId, 2)];
    for (const [label, who, code] of [
      ['desktop', SEEDED.worker, 'PRB-D'],
      ['phone', SEEDED.admin, 'PRB-P'],
    ] as const) {
      const created = await product.api('POST', '/api/app/v1/warehouse/workstation/store', {
        token: adminToken,
        body: { code, workstation_type_id: 5, warehouse_id: 1 },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const login = await product.api<{ token: string; id: string }>('POST', '/api/user/login', { body: who });
      const claimed = await product.api('POST', '/api/app/v1/warehouse/workstation/workflow', { token: login.body.token, body: { code } });
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
      actors.set(label, { userId: login.body.id, workstation: code, token: login.body.token, ...who });
    }
    // Desktop: both parcels of the first shipment; phone: of the second.
    const worker = actors.get('desktop')!;
    // Two days and more ago, half an hour apart.
    const ago = (minutes: number) => new Date(Date.now() - 3 * 86_400_000 + minutes * 60_000).toISOString();
    await suite.putInSector(shipments[0]!.parcelIds[0]!, shipmentIdOf(shipments[0]!), 2, worker, ago(0));
    await suite.putInSector(shipments[0]!.parcelIds[1]!, shipmentIdOf(shipments[0]!), 1, worker, ago(30));
    await suite.putInSector(shipments[1]!.parcelIds[0]!, shipmentIdOf(shipments[1]!), 6, worker, ago(60));
    await suite.putInSector(shipments[1]!.parcelIds[1]!, shipmentIdOf(shipments[1]!), 3, worker, ago(90));
  }, 180_000);

  async function openScreen(viewport: Viewport, label: string): Promise<Page> {
    const actor = actors.get(label)!;
    const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
    await logIn(page, actor);
    // The shell reads whoami: the stored session learns the workstation claimed over the API.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.workstation?.code), { timeout: 10_000 })
      .toBe(actor.workstation);
    await page.goto('/resolve-problematic');
    await page.getByRole('heading', { name: 'Paczki w sektorach problematycznych' }).waitFor();
    return page;
  }

  it('a worker on a desktop scans a label, resolves it with a note and a status; picks a row; a parcel put in a sector shows up live', async () => {
    const page = await openScreen(DESKTOP, 'desktop');
    const [first, second] = shipments[0]!.parcels as [string, string];
    await rowOf(page, first).waitFor();
    await rowOf(page, second).waitFor();
    // Oldest first, with the sector and the wait (three days).
    const rows = table(page).locator('tbody tr');
    expect(await rows.count()).toBe(4);
    expect(await rows.first().textContent()).toContain(first);
    expect(await rowOf(page, first).textContent()).toMatch(/2 · Uszkodzona przesyłka/);
    expect(await rowOf(page, first).textContent()).toMatch(/3 dni 0 godz\./);
    expect(await rowOf(page, first).textContent()).toContain('worker@example.com · PRB-D');
    await page.mouse.move(DESKTOP.width - 2, DESKTOP.height - 2);
    await expectAccessible(page, 'resolve-problematic-desktop');

    // A wedge scanner types the first parcel's label: the form opens for it.
    const label = labelOf(shipments[0]!.parcelIds[0]!);
    await scan(page, label);
    const form = page.getByRole('form', { name: `Obsłuż paczkę ${label}` });
    await form.waitFor();
    await form.getByRole('radio', { name: 'Ponownie oklejona' }).check();
    await form.getByRole('textbox', { name: 'Notatka' }).fill('Nowa etykieta');
    await form.getByRole('combobox', { name: 'Status do nadania (opcjonalnie)' }).click();
    await page.getByRole('option').first().click();
    await expectAccessible(page, 'resolve-problematic-form-desktop');
    await form.getByRole('button', { name: 'Obsłuż paczkę' }).click();
    await feedback(page, 'success')
      .filter({ hasText: `Paczka ${label}: Ponownie oklejona` })
      .waitFor();
    await rowOf(page, first).waitFor({ state: 'detached' });

    // A row click picks the second one.
    await rowOf(page, second).click();
    const secondForm = page.getByRole('form', { name: `Obsłuż paczkę ${second}` });
    await secondForm.getByRole('radio', { name: 'Zwrot do klienta' }).check();
    await secondForm.getByRole('button', { name: 'Obsłuż paczkę' }).click();
    await feedback(page, 'success')
      .filter({ hasText: `Paczka ${second}: Zwrot do klienta` })
      .waitFor();
    await rowOf(page, second).waitFor({ state: 'detached' });

    // The first parcel again: it waits nowhere any more.
    await scan(page, label);
    await page
      .getByRole('form', { name: `Obsłuż paczkę ${label}` })
      .getByRole('radio', { name: 'Zutylizowana' })
      .check();
    await page
      .getByRole('form', { name: `Obsłuż paczkę ${label}` })
      .getByRole('button', { name: 'Obsłuż paczkę' })
      .click();
    await feedback(page, 'error').filter({ hasText: 'Ta paczka nie czeka w żadnym sektorze problematycznym.' }).waitFor();
    await page.getByRole('button', { name: 'Anuluj' }).click();

    // Put back in a sector by someone else meanwhile: the row comes without a reload (live notice of problem_parcels).
    await suite.putInSector(shipments[0]!.parcelIds[0]!, shipmentIdOf(shipments[0]!), 2, actors.get('phone')!);
    await rowOf(page, first).waitFor({ timeout: 15_000 });

    // The resolved ones, with how and by whom.
    await page.getByRole('combobox', { name: 'Stan' }).click();
    await page.getByRole('option', { name: 'Obsłużone' }).click();
    await table(page).getByRole('row').filter({ hasText: 'Ponownie oklejona: Nowa etykieta' }).waitFor();
    expect(await rowOf(page, second).textContent()).toContain('Zwrot do klienta');
    expect(pageErrors(page).filter((e) => !e.includes('409'))).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('an admin on a phone filters one sector and resolves the parcel scanned by its number', async () => {
    const page = await openScreen(PHONE, 'phone');
    const [, fourth] = shipments[1]!.parcels as [string, string];
    await page.getByRole('combobox', { name: 'Sektor', exact: true }).click();
    await page.getByRole('option', { name: '3 · Duplikat etykiety', exact: true }).click();
    await page.waitForURL(/sector=3/);
    await expect.poll(() => table(page).locator('tbody tr').count(), { timeout: 10_000 }).toBe(1);
    await rowOf(page, fourth).waitFor();
    await expectAccessible(page, 'resolve-problematic-phone');

    await scan(page, fourth);
    const form = page.getByRole('form', { name: `Obsłuż paczkę ${fourth}` });
    await form.getByRole('radio', { name: 'Przywrócona do obiegu' }).check();
    await expectAccessible(page, 'resolve-problematic-form-phone');
    await form.getByRole('button', { name: 'Obsłuż paczkę' }).click();
    await feedback(page, 'success')
      .filter({ hasText: `Paczka ${fourth}: Przywrócona do obiegu` })
      .waitFor();
    await rowOf(page, fourth).waitFor({ state: 'detached' });
    // An EAN scanned by mistake only warns.
    await scan(page, '5901234123457');
    await feedback(page, 'warning').filter({ hasText: 'Zeskanowano nieprawidłowy kod - wykryto EAN13' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  }, 90_000);
});
