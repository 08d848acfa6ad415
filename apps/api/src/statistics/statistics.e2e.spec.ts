import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDateIn } from '@parcel/domain';
import type { Caller } from '../testing/index.js';
import { parcel, recipient, shipmentBody, startShipmentsHarness, type ShipmentsHarness } from '../testing/shipments-harness.js';

type Client = { id: number; as: Caller; email: string; token: string };

/**
 * Statistics through the API: counts from shipments created and statuses set
 * through the API, the windows of the table, the chart's days, the Excel file
 * read back, admins only.
 */
describe('statistics (HTTP)', () => {
  let h: ShipmentsHarness;
  let alice: Client;
  let bob: Client;
  let today: string;
  const at = (daysAgo: number) => `${addDays(today, -daysAgo)}T10:00:00.000Z`;

  const parcelsOf = async (as: Caller, body: Record<string, unknown>) => {
    const created = await as.post('/api/app/v2/shipment/', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return ((await h.settled(as, created.body.internal_waybill)).parcels as { id: number }[]).map((p) => p.id);
  };
  const setStatus = async (parcelId: number, statusTypeId: number, when: string) => {
    const set = await h.worker.post('/api/app/v2/parcel/history', [{ parcel_id: parcelId, status_type_id: statusTypeId, when }]);
    expect(set.status, JSON.stringify(set.body)).toBe(201);
  };
  const rowOf = (body: any, id: number | null) => body.data.find((r: any) => r.client.id === id);

  beforeAll(async () => {
    h = await startShipmentsHarness();
    today = calendarDateIn(h.clock.now());
    alice = await h.newClient({ name: 'Alicja Sklep' });
    bob = await h.newClient({ name: '=HYPERLINK("http://evil.example","Bob")' });
    // Alice: three home deliveries received today, yesterday and 20 days ago; the first also sorted today
    // (still one parcel) and, much later, back in our warehouse as a return.
    const [a1, a2, a3] = await parcelsOf(alice.as, shipmentBody({ parcels: [parcel(), parcel(), parcel()] }));
    await setStatus(a1!, 55, at(0));
    await setStatus(a1!, 56, at(0));
    await setStatus(a2!, 55, at(1));
    await setStatus(a3!, 56, at(20));
    await setStatus(a1!, 72, at(0));
    // Bob: deliveries received the day before yesterday and 100 days ago; a delivered parcel counts no more;
    // a home return received in our warehouse today is back in Poland.
    const [b1, b2] = await parcelsOf(bob.as, shipmentBody({ parcels: [parcel(), parcel()] }));
    await setStatus(b1!, 55, at(2));
    await setStatus(b2!, 57, at(100));
    await setStatus(b1!, 62, at(0));
    const [r1] = await parcelsOf(
      bob.as,
      shipmentBody({ delivery_service: 2, sender: recipient({ name: 'Ion Ionescu' }), recipient: null }),
    );
    await setStatus(r1!, 55, at(0));
  }, 180_000);
  afterAll(async () => {
    await h?.api.close();
  });

  it('the client shipments: a row per client with the windows, by ever descending, the all-shipments row last', async () => {
    await expect
      .poll(async () => rowOf((await h.admin.get('/api/app/v1/statistics/client-shipments?status=received_by_re')).body, null)?.ever, {
        timeout: 15_000,
      })
      .toBe(5);
    const { status, body } = await h.admin.get('/api/app/v1/statistics/client-shipments?status=received_by_re');
    expect(status).toBe(200);
    expect(body.status).toBe('received_by_re');
    expect(body.today).toBe(today);
    expect(body.data).toEqual([
      { client: { id: alice.id, name: 'Alicja Sklep' }, daily: 1, yesterday: 1, day_before_yesterday: 0, weekly: 2, monthly: 3, ever: 3 },
      {
        client: { id: bob.id, name: '=HYPERLINK("http://evil.example","Bob")' },
        daily: 0,
        yesterday: 0,
        day_before_yesterday: 1,
        weekly: 1,
        monthly: 1,
        ever: 2,
      },
      {
        client: { id: null, name: 'Wszystkie przesyłki' },
        daily: 1,
        yesterday: 1,
        day_before_yesterday: 1,
        weekly: 3,
        monthly: 4,
        ever: 5,
      },
    ]);
  });

  it('the client returns: a returned delivery and a return service received, each once', async () => {
    await expect
      .poll(async () => rowOf((await h.admin.get('/api/app/v1/statistics/client-shipments?status=back_in_poland')).body, null)?.ever, {
        timeout: 15_000,
      })
      .toBe(2);
    const { body } = await h.admin.get('/api/app/v1/statistics/client-shipments?status=back_in_poland');
    // Equal counts: by name ('=' before letters).
    expect(body.data.map((r: any) => [r.client.id, r.daily, r.ever])).toEqual([
      [bob.id, 1, 1],
      [alice.id, 1, 1],
      [null, 2, 2],
    ]);
  });

  it('the chart: every day of the range oldest first, all clients or one', async () => {
    const all = await h.admin.get('/api/app/v1/statistics/daily?status=received_by_re&days=90');
    expect(all.status).toBe(200);
    expect(all.body.days).toHaveLength(90);
    expect(all.body.days[0].day).toBe(addDays(today, -89));
    expect(all.body.days[89]).toEqual({ day: today, count: 1 });
    expect(all.body.days.reduce((sum: number, d: any) => sum + d.count, 0)).toBe(4); // the 100-days-old one is outside
    expect(all.body.days.find((d: any) => d.day === addDays(today, -20))).toEqual({ day: addDays(today, -20), count: 1 });
    const bobs = await h.admin.get(`/api/app/v1/statistics/daily?status=received_by_re&days=3&client_id=${bob.id}`);
    expect(bobs.body).toEqual({
      status: 'received_by_re',
      today,
      client_id: bob.id,
      days: [
        { day: addDays(today, -2), count: 1 },
        { day: addDays(today, -1), count: 0 },
        { day: today, count: 0 },
      ],
    });
    expect((await h.admin.get('/api/app/v1/statistics/daily?status=back_in_poland')).body.days).toHaveLength(90);
  });

  it('the Excel file: named for the kind with date and time, a header row, numbers typed, a formula-looking name escaped', async () => {
    const token = (await h.admin.get('/api/public_token')).body.token as string;
    const response = await fetch(
      `${h.api.baseUrl}/api/app/v1/statistics/client-shipments/download?status=received_by_re&_public_token=${encodeURIComponent(token)}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="statystyki-przesylek-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Przesyłki klientów');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Nr klienta', 'Klient', 'Dziś', 'Wczoraj', 'Przedwczoraj', '7 dni', '30 dni', 'Od początku']);
    expect(values(2)).toEqual([alice.id, 'Alicja Sklep', 1, 1, 0, 2, 3, 3]);
    expect(values(3)).toEqual([bob.id, `'=HYPERLINK("http://evil.example","Bob")`, 0, 0, 1, 1, 1, 2]);
    expect(sheet.getRow(3).getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(3).getCell(8).type).toBe(ExcelJS.ValueType.Number);
    expect(values(4).slice(1)).toEqual(['Wszystkie przesyłki', 1, 1, 1, 3, 4, 5]);
    expect(sheet.rowCount).toBe(4);

    const returns = await fetch(`${h.api.baseUrl}/api/app/v1/statistics/client-shipments/download?status=back_in_poland`, {
      headers: { authorization: `Bearer ${h.adminToken}` },
    });
    expect(returns.headers.get('content-disposition')).toMatch(/filename="statystyki-zwrotow-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx"/);
  });

  it('admins only; a kind that is not one is refused with a field', async () => {
    for (const path of [
      '/api/app/v1/statistics/client-shipments?status=received_by_re',
      '/api/app/v1/statistics/client-shipments/download?status=received_by_re',
      '/api/app/v1/statistics/daily?status=received_by_re',
    ]) {
      expect((await h.worker.get(path)).status).toBe(403);
      expect((await alice.as.get(path)).status).toBe(403);
      expect((await h.anonymous.get(path)).status).toBe(401);
    }
    const workerToken = (await h.worker.get('/api/public_token')).body.token as string;
    const byWorker = await fetch(
      `${h.api.baseUrl}/api/app/v1/statistics/client-shipments/download?status=received_by_re&_public_token=${encodeURIComponent(workerToken)}`,
    );
    expect(byWorker.status).toBe(403);
    const bad = await h.admin.get('/api/app/v1/statistics/client-shipments?status=everything');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ status: ['invalid_value'] });
    expect((await h.admin.get('/api/app/v1/statistics/client-shipments')).body.errors).toEqual({ status: ['required'] });
    expect((await h.admin.get('/api/app/v1/statistics/daily?status=received_by_re&days=0')).body.errors).toEqual({ days: ['too_small'] });
  });
});
