import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn, type ParcelEvent } from '@parcel/domain';
import { PROBLEM_PARCELS, type ReadModelDb } from '@parcel/read-models';
import { ReadModelWaiter } from '../cqrs/read-model-waiter.js';
import { ShipmentStreams } from '../shipments/shipment-streams.js';
import { caller, connectLive, SEEDED, type Caller, type LiveSocket } from '../testing/index.js';
import { startClientsHarness, type ClientsHarness } from '../testing/clients-harness.js';
import { parcel, shipmentBody } from '../testing/shipments-harness.js';
import { ExportWorkers } from './worker/export-runner.js';

type Client = { id: number; as: Caller; token: string; userId: string };
const EXPORT = '/api/app/v1/export';
const NOT_READY = { code: 'export_not_ready', message: 'Pobranie pliku nie jest możliwe!' };

/**
 * The export engine through the API: orders recorded, the worker building the
 * file in the background, progress told over socket.io, validation errors,
 * the download with a public file token (read back with exceljs), a worker
 * stopped mid-report, the role rules and two clients kept apart.
 */
describe('reports (exports)', () => {
  let h: ClientsHarness;
  let workers: ExportWorkers;
  let adminToken: string;
  let worker: Caller;
  let workerId: string;
  let workerToken: string;
  let alice: Client;
  let bob: Client;
  let today: string;
  let workstationCode: string;
  const aliceParcels: { id: number; number: string }[] = [];
  let aliceShipment: string;
  const bobParcels: { id: number; number: string }[] = [];
  const config = () => h.api.infra.config as { -readonly [K in keyof typeof h.api.infra.config]: (typeof h.api.infra.config)[K] };

  const newClient = async (overrides: Record<string, unknown> = {}): Promise<Client> => {
    const { id, form } = await h.createClient({ allowed_countries: [1, 3, 4, 10, 11], ...overrides });
    const login = await h.acceptInvitation(form.email, 'secret123');
    return { id, as: caller(h.api, login.token), token: login.token, userId: login.id };
  };
  const make = async (clientId: number, parcels: ReturnType<typeof parcel>[]) => {
    const created = await h.admin.post('/api/app/v2/shipment/', shipmentBody({ client_id: clientId, parcels }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const number = created.body.internal_waybill as string;
    const shipment = (await h.admin.get(`/api/app/v2/shipment/${number}`)).body.shipment;
    return {
      number,
      parcels: shipment.parcels.map((p: { id: number; waybill: { internal: string } }) => ({ id: p.id, number: p.waybill.internal })),
    };
  };
  const putInSector = async (parcelId: number) => {
    const streams = h.api.app.get(ShipmentStreams);
    const shipmentId = (await streams.shipmentsOfParcels([parcelId])).get(parcelId)!;
    const event: ParcelEvent = {
      type: 'ParcelSectorAssigned',
      data: { parcelId, shipmentId, sectorId: 2, sectorCode: '2', statusTypeId: 90, at: new Date().toISOString() },
    };
    const position = await streams.onParcel(parcelId, () => [event], {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      userId: workerId,
      role: 1,
      workstation: workstationCode,
      warehouse: 'TYCHY',
    });
    expect(await h.api.app.get(ReadModelWaiter).waitFor([PROBLEM_PARCELS], position!)).toBe(true);
  };
  const find = (as: Caller, uuid: string) => as.get(`${EXPORT}/find/${uuid}`);
  const settled = async (as: Caller, uuid: string) => {
    let last: any;
    await expect
      .poll(
        async () => {
          last = (await find(as, uuid)).body;
          return ['order_accepted', 'accounting'].includes(last.status);
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe(false);
    return last;
  };
  const tokenOf = async (token: string) => (await h.api.request('GET', '/api/public_token', { token })).body.token as string;
  const download = async (uuid: string, token: string) =>
    fetch(`${h.api.baseUrl}/api${EXPORT.slice(4)}/download/${uuid}?_public_token=${encodeURIComponent(await tokenOf(token))}`);
  const sheetOf = async (response: Response) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { sheet, rows };
  };

  beforeAll(async () => {
    h = await startClientsHarness({ ADDRESS_IMPORT: 'true', SESSION_MAX_AGE_HOURS: '100000', EXPORT_BATCH_ROWS: '1' });
    workers = h.api.app.get(ExportWorkers);
    adminToken = (await h.api.login(SEEDED.admin.email, SEEDED.admin.password)).token;
    const login = await h.api.login(SEEDED.worker.email, SEEDED.worker.password);
    worker = caller(h.api, login.token);
    workerId = login.id;
    workerToken = login.token;
    today = calendarDateIn(new Date());
    alice = await newClient({ name: 'Alicja Sklep' });
    bob = await newClient({ name: '=HYPERLINK("http://evil.example","Bob")' });
    const a = await make(alice.id, [parcel(1.25, 10, 20, 30), parcel(2.5, 15, 25, 35)]);
    aliceShipment = a.number;
    aliceParcels.push(...a.parcels);
    bobParcels.push(...(await make(bob.id, [parcel()])).parcels);

    // The worker at a workstation: three statuses, then two parcels returned to their clients from a problematic sector.
    workstationCode = `RPT-${String.fromCharCode(65 + (Date.now() % 26))}`;
    const created = await h.admin.post('/api/app/v1/warehouse/workstation/store', {
      code: workstationCode,
      workstation_type_id: 5,
      warehouse_id: 1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await worker.post('/api/app/v1/warehouse/workstation/workflow', { code: workstationCode })).status).toBe(200);
    const when = new Date().toISOString();
    const set = await worker.post('/api/app/v2/parcel/history', [
      { parcel_id: aliceParcels[0]!.id, status_type_id: 55, when },
      { parcel_id: aliceParcels[1]!.id, status_type_id: 55, when },
      { parcel_id: bobParcels[0]!.id, status_type_id: 55, when },
    ]);
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    // The report reads the employee_activity read model as it stands: let the projector catch up first.
    const activity = h.api.infra.database.db as ReadModelDb;
    const statusesAtWorkstation = async () =>
      (
        await activity
          .selectFrom('employee_activity')
          .select('statuses')
          .where('user_id', '=', workerId)
          .where('workstation', '=', workstationCode)
          .executeTakeFirst()
      )?.statuses ?? 0;
    // A plain loop: expect.poll is for tests, not beforeAll.
    for (const deadline = Date.now() + 15_000; (await statusesAtWorkstation()) < 3;) {
      if (Date.now() > deadline) throw new Error('employee_activity did not catch up');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const p of [aliceParcels[0]!, bobParcels[0]!]) {
      await putInSector(p.id);
      const resolved = await worker.put('/api/app/v1/problematic-sector/resolve', { parcel_id: p.id, resolution: 'return_to_client' });
      expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    }
  }, 180_000);
  afterAll(async () => {
    await h?.api.close();
  });

  describe('employee activity, with progress over socket.io', () => {
    let uuid: string;
    let live: LiveSocket;

    it('orders with custom dates: the answer carries the uuid and the spec message; the order is accepted', async () => {
      await workers.stop();
      const ordered = await h.admin.post(`${EXPORT}/custom`, { type: 'employee_activity', start: today, end: today });
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
      expect(ordered.body).toEqual({ uuid: expect.any(String), message: 'Generowanie zestawienia przesyłek zostało zlecone!' });
      uuid = ordered.body.uuid;
      const view = (await find(h.admin, uuid)).body;
      expect(view).toEqual({
        id: expect.any(Number),
        identifier: uuid,
        type: 'employee_activity',
        name: `Aktywność pracowników ${today}`,
        created_at: expect.any(String),
        status: 'order_accepted',
        error: null,
        errors_count: 0,
        used_for_invoice: false,
        client_id: null,
        client_name: null,
        performed_count: 0,
        total_count: 0,
      });
      // Not built yet: the file cannot be downloaded.
      const early = await download(uuid, adminToken);
      expect(early.status).toBe(409);
      expect(await early.json()).toEqual(NOT_READY);
    });

    it('the worker builds it: the export room hears each step, the poll sees the progress, then validated', async () => {
      live = connectLive(h.api.baseUrl, adminToken);
      await live.ready;
      expect(await live.emitWithAck('join', { room: `export:${uuid}` })).toEqual({ ok: true });
      config().EXPORT_BATCH_PAUSE_MS = 300;
      workers.start();
      const seen: { status: string; performed: number; total: number }[] = [];
      await expect
        .poll(
          async () => {
            const v = (await find(h.admin, uuid)).body;
            seen.push({ status: v.status, performed: v.performed_count, total: v.total_count });
            return v.status;
          },
          { timeout: 20_000, interval: 40 },
        )
        .toBe('validated');
      config().EXPORT_BATCH_PAUSE_MS = 0;
      expect(seen.some((s) => s.status === 'accounting' && s.total > 0)).toBe(true);
      const notices = () =>
        live.received.filter(
          (r) => r.event === 'read-model' && (r.payload as any).readModel === 'exports' && (r.payload as any).ids.includes(uuid),
        );
      // Started, progressed (0, 1, 2 of 2), generated: several notices, never one per row only at the end. The last
      // may still be on its way when the poll reads the validated row (the read waits for the read model, not the socket).
      await expect.poll(() => notices().length, { timeout: 5_000, interval: 20 }).toBeGreaterThanOrEqual(3);
      live.close();
    });

    it('the file: a header row, the worker at the workstation with its counts, the day typed as a date; the first download makes it downloaded', async () => {
      const response = await download(uuid, adminToken);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="employee_activity-${today}.xlsx"`);
      const { sheet, rows } = await sheetOf(response);
      expect(sheet.name).toBe('Aktywność pracowników');
      expect(rows[0]).toEqual(['Dzień', 'Pracownik', 'Stanowisko', 'Skany', 'Nadane statusy', 'Klasyfikacje']);
      const mine = rows.find((r) => r[1] === SEEDED.worker.email && r[2] === workstationCode);
      expect(mine).toBeDefined();
      expect(mine![0]).toEqual(new Date(`${today}T00:00:00.000Z`));
      expect(mine![4]).toBeGreaterThanOrEqual(3);
      expect(typeof mine![3]).toBe('number');
      await expect.poll(async () => (await find(h.admin, uuid)).body.status).toBe('downloaded');
      expect((await download(uuid, adminToken)).status).toBe(200);
    });

    it('the public token expires after two minutes', async () => {
      const token = await tokenOf(adminToken);
      h.clock.shiftMs = 121_000;
      try {
        const expired = await fetch(`${h.api.baseUrl}/api/app/v1/export/download/${uuid}?_public_token=${encodeURIComponent(token)}`);
        expect(expired.status).toBe(401);
      } finally {
        h.clock.shiftMs = 0;
      }
      expect((await fetch(`${h.api.baseUrl}/api/app/v1/export/download/${uuid}?_public_token=${encodeURIComponent(token)}`)).status).toBe(
        200,
      );
    });
  });

  describe('returned to the client: validation errors and escaped cells', () => {
    let uuid: string;

    it('a shipment only partly returned is a validation error naming all its parcels; the file is still there', async () => {
      const ordered = await worker.post(`${EXPORT}/custom`, {
        type: 'invoiced_parcels_with_problem_return_to_client_decision',
        start: today,
        end: today,
      });
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
      uuid = ordered.body.uuid;
      const view = await settled(worker, uuid);
      expect(view).toMatchObject({ status: 'validation_error', errors_count: 1, performed_count: 2, total_count: 2 });
      const errors = await worker.get(`${EXPORT}/find/${uuid}/validation_errors`);
      expect(errors.status).toBe(200);
      expect(errors.body).toEqual([
        {
          id: expect.any(Number),
          validationErrorId: expect.any(Number),
          type: 'uncompleted_shipment_missing_parcel',
          internalWaybill: aliceShipment,
          parcelInternalNumbers: aliceParcels.map((p) => p.number).sort(),
          reviewed: false,
          additionalData: {
            clientId: alice.id,
            exported_count: 1,
            expected_count: 2,
            dimensions: {
              [aliceParcels[0]!.number]: { weight: 1.25, width: 20, height: 10, length: 30 },
              [aliceParcels[1]!.number]: { weight: 2.5, width: 25, height: 15, length: 35 },
            },
          },
        },
      ]);
      const id = errors.body[0].id as number;
      const reviewed = await worker.patch(`${EXPORT}/validation_error`, { id: String(id), reviewed: 'true' });
      expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
      expect((await worker.get(`${EXPORT}/find/${uuid}/validation_errors`)).body[0].reviewed).toBe(true);
      expect((await worker.patch(`${EXPORT}/validation_error`, { id: 999_999, reviewed: 1 })).status).toBe(404);
    });

    it('the file: both parcels, a formula-looking client name escaped as text, empty invoice columns', async () => {
      const response = await download(uuid, workerToken);
      expect(response.status).toBe(200);
      const { rows, sheet } = await sheetOf(response);
      expect(rows[0]).toEqual([
        'Numer paczki',
        'Numer listu przewozowego',
        'Klient',
        'Sektor',
        'W sektorze od',
        'Decyzja',
        'Zdecydował',
        'Notatka',
        'Numer faktury',
        'Kwota netto',
      ]);
      expect(rows).toHaveLength(3);
      const bobsRow = rows.find((r) => r[0] === bobParcels[0]!.number)!;
      expect(bobsRow[2]).toBe(`'=HYPERLINK("http://evil.example","Bob")`);
      expect(bobsRow[5]).toBeInstanceOf(Date);
      expect(bobsRow[6]).toBe(SEEDED.worker.email);
      expect(bobsRow.length).toBeLessThanOrEqual(8);
      const bobsCell = sheet.getRow(rows.indexOf(bobsRow) + 1).getCell(3);
      expect(bobsCell.type).toBe(ExcelJS.ValueType.String);
      await expect.poll(async () => (await find(h.admin, uuid)).body.status).toBe('downloaded');
    });
  });

  describe('a worker stopped mid-report', () => {
    const slowOrder = async () => {
      const ordered = await h.admin.post(`${EXPORT}/custom`, {
        type: 'invoiced_parcels_with_problem_return_to_client_decision',
        start: today,
        end: today,
      });
      expect(ordered.status).toBe(201);
      return ordered.body.uuid as string;
    };
    const midReport = async (uuid: string) =>
      expect.poll(async () => (await find(h.admin, uuid)).body.status, { timeout: 15_000, interval: 20 }).toBe('accounting');
    const startedAttempts = async (uuid: string) =>
      (await h.api.infra.store.readStream(`export-${uuid}`)).filter((e) => e.type === 'ExportStarted').length;

    it('is taken up by the next worker: a new attempt, the report finishes', async () => {
      config().EXPORT_BATCH_PAUSE_MS = 1000;
      const uuid = await slowOrder();
      await midReport(uuid);
      await workers.stop();
      config().EXPORT_BATCH_PAUSE_MS = 0;
      expect((await find(h.admin, uuid)).body.status).toBe('accounting');
      expect((await download(uuid, adminToken)).status).toBe(409);
      workers.start();
      expect((await settled(h.admin, uuid)).status).toBe('validation_error');
      expect(await startedAttempts(uuid)).toBe(2);
      expect((await download(uuid, adminToken)).status).toBe(200);
    });

    it('ends as internal_error when its attempts are used up, never running forever', async () => {
      config().EXPORT_MAX_ATTEMPTS = 1;
      config().EXPORT_BATCH_PAUSE_MS = 1000;
      try {
        const uuid = await slowOrder();
        await midReport(uuid);
        await workers.stop();
        config().EXPORT_BATCH_PAUSE_MS = 0;
        workers.start();
        const view = await settled(h.admin, uuid);
        expect([view.status, view.error]).toEqual(['internal_error', 'attempts_exhausted']);
        const refused = await download(uuid, adminToken);
        expect(refused.status).toBe(409);
        expect(await refused.json()).toEqual(NOT_READY);
      } finally {
        config().EXPORT_MAX_ATTEMPTS = 3;
        config().EXPORT_BATCH_PAUSE_MS = 0;
      }
    });
  });

  describe('who may order and read what', () => {
    let aliceExport: string;

    it('a client orders only the standard report, never with custom dates or processable', async () => {
      expect((await alice.as.post(`${EXPORT}/custom`, { type: 'employee_activity', start: today, end: today })).status).toBe(403);
      expect((await alice.as.post(EXPORT, { type: 'standard_from_filters_with_accounting' })).status).toBe(403);
      const custom = await alice.as.post(`${EXPORT}/custom`, { type: 'standard_from_filters', start: today, end: today });
      expect(custom.status).toBe(422);
      expect(custom.body.errors).toEqual({ type: ['export_custom_dates_not_allowed'] });
      const processable = await alice.as.post(EXPORT, { type: 'standard_from_filters', criteria: { processable: 1 } });
      expect(processable.status).toBe(406);
      expect(processable.body).toEqual({
        code: 'export_processable_not_supported',
        message: 'Wygenerowanie pliku wedle zadanych kryteriów (processable) nie jest możliwy!',
      });
      const ordered = await alice.as.post(EXPORT, { type: 'standard_from_filters', re_account: 0 });
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
      aliceExport = ordered.body.uuid;
      expect((await find(alice.as, aliceExport)).body).toMatchObject({
        client_id: alice.id,
        client_name: 'Alicja Sklep',
        type: 'standard_from_filters',
      });
    });

    it('the standard report: the client’s own listing rows, no client column, typed amounts and times', async () => {
      const view = await settled(alice.as, aliceExport);
      expect(view).toMatchObject({ status: 'validated', performed_count: 2, total_count: 2, errors_count: 0 });
      const response = await download(aliceExport, alice.token);
      expect(response.status).toBe(200);
      const { rows, sheet } = await sheetOf(response);
      expect(sheet.name).toBe('Paczki');
      expect(rows[0]).not.toContain('Klient');
      expect(rows[0]!.slice(0, 3)).toEqual(['Numer paczki', 'Numer listu przewozowego', 'Status']);
      expect(
        rows
          .slice(1)
          .map((r) => r[0])
          .sort(),
      ).toEqual(aliceParcels.map((p) => p.number).sort());
      expect(rows.slice(1).every((r) => r[1] === aliceShipment)).toBe(true);
      const created = rows[0]!.indexOf('Utworzono');
      expect(rows[1]![created]).toBeInstanceOf(Date);
    });

    it('staff order the accounting variant for one client: its rows, the client escaped, the amount columns there and empty', async () => {
      const ordered = await h.admin.post(EXPORT, { type: 'standard_from_filters_with_accounting', client_id: String(bob.id) });
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
      const view = await settled(h.admin, ordered.body.uuid);
      expect(view).toMatchObject({ status: 'validated', client_id: bob.id, client_name: '=HYPERLINK("http://evil.example","Bob")' });
      const { rows } = await sheetOf(await download(ordered.body.uuid, adminToken));
      expect(rows[0]!.slice(-3)).toEqual(['Kwota netto', 'Kwota brutto', 'Waluta rozliczenia']);
      expect(rows).toHaveLength(2);
      expect(rows[1]![0]).toBe(bobParcels[0]!.number);
      expect(rows[1]![rows[0]!.indexOf('Klient')]).toBe(`'=HYPERLINK("http://evil.example","Bob")`);
      expect(rows[1]!.length).toBeLessThan(rows[0]!.length);
      // Staff may filter the parcels by processable: that report honours it.
      const processable = await h.admin.post(EXPORT, { type: 'standard_from_filters', criteria: { processable: 1 } });
      expect(processable.status).toBe(201);
      expect((await settled(h.admin, processable.body.uuid)).status).toBe('validated');
      const shipments = await h.admin.post(EXPORT, {
        type: 'standard_from_filters',
        criteria: { type: 'shipments', client_ids: [alice.id] },
      });
      const list = await settled(h.admin, shipments.body.uuid);
      expect(list).toMatchObject({ status: 'validated', performed_count: 1 });
      const { rows: shipmentRows } = await sheetOf(await download(shipments.body.uuid, adminToken));
      expect(shipmentRows[1]![0]).toBe(aliceShipment);
    });

    it('staff: processable only on the parcels listing of a standard report; custom dates not on the standard ones; billing by its own rules', async () => {
      const shipments = await h.admin.post(EXPORT, { type: 'standard_from_filters', criteria: { type: 'shipments', processable: 0 } });
      expect(shipments.status).toBe(406);
      const custom = await worker.post(`${EXPORT}/custom`, { type: 'standard_from_filters_with_accounting', start: today, end: today });
      expect(custom.body.errors).toEqual({ type: ['export_custom_dates_not_allowed'] });
      // Billing (the client card's modal; apps/api/src/accounting/accounting.e2e.spec.ts): it names its client and both dates.
      expect((await h.admin.post(EXPORT, { type: 'billing' })).body.errors).toEqual({ client_id: ['export_client_required'] });
      expect((await h.admin.post(EXPORT, { type: 'billing', client_id: alice.id })).body.errors).toEqual({
        start: ['export_dates_required'],
      });
      expect((await worker.post(EXPORT, { type: 'billing', client_id: alice.id, start: today, end: today })).status).toBe(403);
      expect((await h.admin.post(`${EXPORT}/custom`, { type: 'employee_activity', start: today, end: '2000-01-01' })).body.errors).toEqual({
        end: ['export_dates_invalid'],
      });
    });

    it('two clients never see each other’s reports: not found, not listed, no room, no file', async () => {
      expect((await find(bob.as, aliceExport)).status).toBe(404);
      expect((await download(aliceExport, bob.token)).status).toBe(404);
      const bobs = await bob.as.post(`${EXPORT}/latest`, {});
      expect(bobs.body).toMatchObject({ recordsTotal: 0, data: [] });
      const alices = await alice.as.post(`${EXPORT}/latest`, {});
      expect(alices.body.data.map((e: any) => e.identifier)).toEqual([aliceExport]);
      const socket = connectLive(h.api.baseUrl, bob.token);
      await socket.ready;
      expect(await socket.emitWithAck('join', { room: `export:${aliceExport}` })).toEqual({ ok: false, code: 'forbidden' });
      socket.close();
      expect((await bob.as.post(`${EXPORT}/latest/standard_from_filters`)).body).toBeNull();
      expect((await alice.as.post(`${EXPORT}/latest/standard_from_filters`)).body.identifier).toBe(aliceExport);
    });

    it('the latest lists: admins every export newest first, 10 a page; a worker theirs', async () => {
      const all = await h.admin.post(`${EXPORT}/latest`, { draw: 3 });
      expect(all.status).toBe(200);
      expect(all.body.draw).toBe(3);
      expect(all.body.recordsTotal).toBeGreaterThanOrEqual(5);
      const created = all.body.data.map((e: any) => e.created_at);
      expect(created).toEqual([...created].sort().reverse());
      expect(all.body.data.map((e: any) => e.identifier)).toContain(aliceExport);
      const mine = await worker.post(`${EXPORT}/latest`, { length: 1 });
      expect(mine.body.data).toHaveLength(1);
      expect(mine.body.recordsTotal).toBe(1);
      expect(mine.body.data[0].type).toBe('invoiced_parcels_with_problem_return_to_client_decision');
      const searched = await h.admin.post(`${EXPORT}/latest`, { search: { value: 'alicja' } });
      expect(searched.body.data.map((e: any) => e.identifier)).toEqual([aliceExport]);
    });

    it('used_for_invoice: admins toggle it', async () => {
      const { id } = (await find(h.admin, aliceExport)).body;
      const set = await h.admin.patch(EXPORT, { id, used_for_invoice: true });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect((await find(alice.as, aliceExport)).body.used_for_invoice).toBe(true);
      expect((await h.admin.patch(EXPORT, { id: 999_999, used_for_invoice: 0 })).status).toBe(404);
    });

    it('bad input is 422 with the fields', async () => {
      const bad = await h.admin.post(EXPORT, { type: 'everything', start: '2026-02-30', criteria: { country: 'PL' } });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['criteria.country', 'start', 'type']);
      expect((await h.admin.post(`${EXPORT}/custom`, { type: 'employee_activity' })).body.errors).toEqual({
        start: ['required'],
        end: ['required'],
      });
      expect((await h.admin.get(`${EXPORT}/find/not-a-uuid`)).status).toBe(422);
      expect((await h.admin.patch(`${EXPORT}/validation_error`, { id: 'x', reviewed: 'maybe' })).status).toBe(422);
    });
  });
});
