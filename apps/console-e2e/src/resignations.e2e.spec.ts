import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClientWithLogin } from './harness/clients.js';
import {
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
import { createShipment, setParcelStatus, type CreatedShipment } from './harness/shipments.js';

const table = (page: Page) => page.getByRole('table', { name: 'Zgłoszone rezygnacje' });
const rowOf = (page: Page, number: string) => table(page).getByRole('row').filter({ hasText: number });

/**
 * Reported resignations (spec/03 §2 "Resignation reports", §4, §8): an admin
 * creates, edits and deletes a report of any client's shipment; a client
 * reports its own shipment, sees it read-only and deletes it. Desktop and
 * phone, axe on every screen.
 */
describe('reported resignations', () => {
  const suite = productAndBrowser();
  const alice = { email: 'alice-resignations@example.com', password: 'secret123' };
  const shipments: CreatedShipment[] = [];

  beforeAll(async () => {
    const { product } = suite;
    const adminToken = await product.login(SEEDED.admin.email, SEEDED.admin.password);
    const aliceId = await createClientWithLogin(product, adminToken, alice, { name: 'Sklep Alicji' });
    for (let i = 0; i < 4; i++) shipments.push(await createShipment(product, adminToken, aliceId, 1));
    // The first two are at the warehouse: their acceptance date comes from the reception.
    const workerToken = await product.login(SEEDED.worker.email, SEEDED.worker.password);
    for (const shipment of shipments.slice(0, 2)) await setParcelStatus(product, workerToken, shipment.parcelIds[0]!, 55);
  }, 180_000);

  for (const [label, viewport, index] of [
    ['desktop', DESKTOP, 0],
    ['phone', PHONE, 1],
  ] as [string, Viewport, number][]) {
    it(`an admin reports a resignation of a client's shipment, changes it and deletes it (${label})`, async () => {
      const { number } = shipments[index]!;
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, SEEDED.admin);
      await openFromMenu(page, viewport, 'Zgłoszone rezygnacje');
      await page.waitForURL(/\/parcel-reported-resignations(\?|$)/);
      await page.getByRole('heading', { name: 'Zgłoszone rezygnacje', level: 1 }).waitFor();
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `resignations-${label}`);

      // The plus button: a new report; Zgłoś waits for the waybill number.
      await page.getByRole('link', { name: 'Zgłoś rezygnację' }).click();
      await page.waitForURL(/\/parcel-reported-resignation(\?|$)/);
      await page.getByRole('heading', { name: 'Nowe zgłoszenie rezygnacji', level: 1 }).waitFor();
      const submit = page.getByRole('button', { name: 'Zgłoś', exact: true });
      expect(await submit.isDisabled()).toBe(true);
      await expectAccessible(page, `resignation-new-${label}`);
      // A number we do not know: the API's 422 in a toast (5 s) and under the field.
      await page.getByRole('textbox', { name: 'Numer listu przewozowego' }).fill('1WRO0000000000');
      await expect.poll(() => submit.isDisabled()).toBe(false);
      await submit.click();
      await page.getByText('Nie znamy przesyłki o tym numerze.').first().waitFor();
      await closeToast(page, 'Numer listu przewozowego: Nie znamy przesyłki o tym numerze.');
      await page.getByRole('textbox', { name: 'Numer listu przewozowego' }).fill(number);
      await page.getByRole('textbox', { name: 'Uwagi' }).fill(`Odbiorca odmówił (${label})`);
      await submit.click();
      await toastWith(page, 'Utworzono pomyślnie!').waitFor();
      await page.waitForURL(/\/parcel-reported-resignations(\?|$)/);
      await rowOf(page, number).waitFor();
      const row = (await rowOf(page, number).textContent()) ?? '';
      expect(row).toContain('Sklep Alicji');
      // Received at the warehouse: an acceptance date (not "not yet"); no resend date yet.
      expect(row).not.toContain('Jeszcze nie przyjęta');
      await closeToast(page, 'Utworzono pomyślnie!');
      await screenshot(page, `resignations-${label}`);

      // The row opens the form: the waybill stays, the acceptance date comes from the warehouse unless entered.
      await rowOf(page, number).click();
      await page.waitForURL(/\/parcel-reported-resignation\/\d+$/);
      await page.getByRole('heading', { name: `Zgłoszenie rezygnacji ${number}`, level: 1 }).waitFor();
      const waybill = page.getByRole('textbox', { name: 'Numer listu przewozowego' });
      expect(await waybill.inputValue()).toBe(number);
      expect(await waybill.isEditable()).toBe(false);
      await page.getByText(/^Bez wpisu: data przyjęcia w magazynie, \d/).waitFor();
      expect(await page.getByLabel('Data ponownej wysyłki').inputValue()).toBe('');
      await expectAccessible(page, `resignation-edit-${label}`);
      await page.getByRole('textbox', { name: 'Uwagi' }).fill(`Odesłać do nadawcy (${label})`);
      // Saved without a resend date: it becomes now (spec/03 §4).
      await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
      await toastWith(page, 'Zaktualizowano pomyślnie!').waitFor();
      await page.waitForURL(/\/parcel-reported-resignations(\?|$)/);
      await expect
        .poll(async () => (await rowOf(page, number).textContent()) ?? '', { timeout: 10_000 })
        .toMatch(/\d{2}\.\d{2}\.\d{4}.*\d{2}\.\d{2}\.\d{4}/);
      await closeToast(page, 'Zaktualizowano pomyślnie!');
      await rowOf(page, number).click();
      await page.getByRole('heading', { name: `Zgłoszenie rezygnacji ${number}`, level: 1 }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Uwagi' }).inputValue()).toBe(`Odesłać do nadawcy (${label})`);
      expect(await page.getByLabel('Data ponownej wysyłki').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

      // Deleting asks first; "Nie" keeps it.
      await page.getByRole('button', { name: 'Usuń zgłoszenie' }).click();
      await confirmation(page).getByText(`Usunąć zgłoszenie rezygnacji przesyłki ${number}?`).waitFor();
      await confirmation(page).getByRole('button', { name: 'Nie' }).click();
      await confirmation(page).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Usuń zgłoszenie' }).click();
      await confirmYes(page, `Usunąć zgłoszenie rezygnacji przesyłki ${number}?`);
      await toastWith(page, 'Usunięto pomyślnie!').waitFor();
      await page.waitForURL(/\/parcel-reported-resignations(\?|$)/);
      await expect.poll(() => rowOf(page, number).count(), { timeout: 10_000 }).toBe(0);
      // The one refused call is the unknown number (the browser logs its 422).
      expect(pageErrors(page)).toEqual([
        'console.error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
      ]);
      await page.context().close();
    }, 120_000);
  }

  for (const [label, viewport, index] of [
    ['desktop', DESKTOP, 2],
    ['phone', PHONE, 3],
  ] as [string, Viewport, number][]) {
    it(`a client reports its own shipment, sees the report read-only and deletes it (${label})`, async () => {
      const { number } = shipments[index]!;
      const page = await newPage(suite.browser, suite.product.baseUrl, viewport);
      await logIn(page, alice);
      await openFromMenu(page, viewport, 'Zgłoszone rezygnacje');
      await page.waitForURL(/\/my-parcel-reported-resignations(\?|$)/);
      await page.getByRole('heading', { name: 'Moje zgłoszone rezygnacje', level: 1 }).waitFor();
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
      await expectAccessible(page, `my-resignations-${label}`);

      await page.getByRole('link', { name: 'Zgłoś rezygnację' }).click();
      await page.waitForURL(/\/my-parcel-reported-resignation(\?|$)/);
      await page.getByRole('heading', { name: 'Nowe zgłoszenie rezygnacji', level: 1 }).waitFor();
      // A client enters no dates: only the number and a note.
      expect(await page.getByLabel('Data przyjęcia (skanu)').count()).toBe(0);
      await expectAccessible(page, `my-resignation-new-${label}`);
      await page.getByRole('textbox', { name: 'Numer listu przewozowego' }).fill(number.toLowerCase());
      await page.getByRole('textbox', { name: 'Uwagi' }).fill('Klient odstąpił od umowy');
      await page.getByRole('button', { name: 'Zgłoś', exact: true }).click();
      await toastWith(page, 'Utworzono pomyślnie!').waitFor();
      await page.waitForURL(/\/my-parcel-reported-resignations(\?|$)/);
      await rowOf(page, number).waitFor();
      const row = (await rowOf(page, number).textContent()) ?? '';
      expect(row).toContain('Jeszcze nie przyjęta');
      expect(row).toMatch(/\d{2}\.\d{2}\.\d{4}/);
      await expectAccessible(page, `my-resignations-row-${label}`);
      await closeToast(page, 'Utworzono pomyślnie!');
      await screenshot(page, `my-resignations-${label}`);

      // The report opens read-only: no save, every field read-only; only delete.
      await rowOf(page, number).click();
      await page.waitForURL(/\/my-parcel-reported-resignation\/\d+$/);
      await page.getByRole('heading', { name: `Zgłoszenie rezygnacji ${number}`, level: 1 }).waitFor();
      await page.getByText('Zgłoszenia nie można zmienić po utworzeniu: można je tylko usunąć.').waitFor();
      for (const name of ['Numer listu przewozowego', 'Uwagi', 'Data przyjęcia (skanu)', 'Data ponownej wysyłki']) {
        const field = page.getByRole('textbox', { name, exact: true });
        expect(await field.isEditable(), name).toBe(false);
      }
      expect(await page.getByRole('textbox', { name: 'Uwagi' }).inputValue()).toBe('Klient odstąpił od umowy');
      expect(await page.getByRole('button', { name: 'Zapisz' }).count()).toBe(0);
      await expectAccessible(page, `my-resignation-view-${label}`);

      await page.getByRole('button', { name: 'Usuń zgłoszenie' }).click();
      await confirmYes(page, `Usunąć zgłoszenie rezygnacji przesyłki ${number}?`);
      await toastWith(page, 'Usunięto pomyślnie!').waitFor();
      await page.waitForURL(/\/my-parcel-reported-resignations(\?|$)/);
      await expect.poll(() => rowOf(page, number).count(), { timeout: 10_000 }).toBe(0);
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
