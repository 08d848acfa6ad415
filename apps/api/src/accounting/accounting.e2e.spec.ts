import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@parcel/domain';
import type { Caller } from '../testing/index.js';
import { BUDAPEST, parcel, recipient, shipmentBody, startShipmentsHarness, type ShipmentsHarness } from '../testing/shipments-harness.js';

const LISTS = '/api/app/v1/operational_price_list';
const RATES = '/api/app/v1/exchange_rate';
const EXPORT = '/api/app/v1/export';
const BUFFER_MESSAGE = 'Przed wygenerowaniem raportu do rozliczeń przypisz przesyłki buforowe do klientów.';

type Client = Awaited<ReturnType<ShipmentsHarness['newClient']>>;
interface Made {
  number: string;
  id: number;
  parcels: { id: number; number: string }[];
}

const lump = (value: number) => ({ type: 'lump_sum', value, minimal: null, maximal: null });
const percent = (value: number, minimal: number | null = null, maximal: number | null = null) => ({
  type: 'percent',
  value,
  minimal,
  maximal,
});
const bands = (...bases: number[]) => [3, 5, 15, 20, 30].map((limiting_threshold, i) => ({ limiting_threshold, base_amount: bases[i] }));
/** The charged lines (a statement's amount columns): those not named are 0. */
const lines = (named: Record<string, number>) => ({
  base: 0,
  cod: 0,
  insurance: 0,
  overweight: 0,
  oversize: 0,
  multi_pack: 0,
  unclaimed: 0,
  collect_from_client: 0,
  summary: 0,
  ...named,
});
/** An accounted amounts view: the lines and the specific exchange rate (1 unless named). */
const amounts = ({ specific_exchange_rate = 1, ...named }: Record<string, number>) => ({ ...lines(named), specific_exchange_rate });

/**
 * The default income list for Romania: PLN, specific factors in RON; bands 3: 10.00, 5: 12.50, 15: 20.00,
 * 20: 25.00, 30: 30.00; COD 1.5% (min 3.00 RON), insurance 1%, overweight 1.20/kg, oversize 15.00,
 * multi-pack 4.00, collect from client 5.00.
 */
const RO_INCOME = {
  name: 'Rumunia domyślny',
  special_association: 'standard',
  begin_date: '2026-01-01',
  currency: 'PLN',
  specific_factors_currency: 'RON',
  id_country: 1,
  id_courier: null,
  weight_thresholds: bands(10, 12.5, 20, 25, 30),
  cod_account_factor: percent(1.5, 3),
  insurance_account_factor: percent(1),
  overweight_account_factor: lump(1.2),
  oversize_account_factor: lump(15),
  multi_pack_account_factor: lump(4),
  collect_from_client_account_factor: lump(5),
};
/** The default cost list of courier 1 (Sameday Romania): EUR, specific factors in EUR; bands 1.50, 2.00, 3.00, 4.00, 5.00; COD 2% (min 1.00 EUR). */
const RO_COST = {
  name: 'Sameday Rumunia',
  begin_date: '2026-01-01',
  currency: 'EUR',
  specific_factors_currency: 'EUR',
  id_country: null,
  id_courier: 1,
  weight_thresholds: bands(1.5, 2, 3, 4, 5),
  cod_account_factor: percent(2, 1),
};

/**
 * Accounting through the API (issue 13 §2, §3; docs/accounting.md): the exchange-rate table, the amounts
 * recorded when a shipment becomes accountable (main) and again when a measurement changes them
 * (after_service), the client's real-weight parameter, the problem SHIPMENT_NOT_ACCOUNTED, and the
 * billing statement with its validation errors and its order rules. Every expected amount is computed
 * by hand in a comment beside it.
 */
describe('accounting and the billing statement', () => {
  let h: ShipmentsHarness;
  let admin: Caller;
  let worker: Caller;
  let today: string;
  let alice: Client;
  let bob: Client;
  /** Alice's delivery to Romania of sections 2 and 3. */
  let delivery: Made;
  const list: Record<string, number> = {};

  const createList = async (type: 'income' | 'cost', body: Record<string, unknown>): Promise<number> => {
    const created = await admin.post(`${LISTS}/${type}`, { name: `Cennik ${randomUUID().slice(0, 6)}`, ...body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id;
  };
  const make = async (clientId: number, overrides: Record<string, unknown> = {}): Promise<Made> => {
    const created = await admin.post('/api/app/v2/shipment/', shipmentBody({ client_id: clientId, ...overrides }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const number = created.body.internal_waybill as string;
    const shipment = (await admin.get(`/api/app/v2/shipment/${number}`)).body.shipment;
    return { number, id: shipment.id, parcels: shipment.parcels.map((p: any) => ({ id: p.id, number: p.waybill.internal })) };
  };
  const setStatus = async (parcelIds: number[], statusTypeId: number) => {
    const when = h.clock.now().toISOString();
    const set = await admin.post(
      '/api/app/v2/parcel/history',
      parcelIds.map((parcel_id) => ({ parcel_id, status_type_id: statusTypeId, when })),
    );
    expect(set.status, JSON.stringify(set.body)).toBe(201);
  };
  const accounted = async (number: string) => {
    const response = await admin.get(`/api/app/v2/shipment/${number}/accounted-amounts`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  /** Waits until the answer read satisfies the check (the process manager works in the background); a plain loop, so hooks may wait too. */
  const until = async <T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 20_000): Promise<T> => {
    const deadline = Date.now() + timeout;
    for (;;) {
      const last = await read();
      if (check(last)) return last;
      if (Date.now() > deadline) throw new Error(`still not there after ${timeout} ms: ${JSON.stringify(last)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const measure = async (parcelId: number, weight: number, height: number, width: number, length: number) => {
    const measured = await worker.patch('/api/app/v1/parcel/dimensions', {
      id: parcelId,
      weight,
      height,
      width,
      length,
      non_conveyable: 0,
    });
    expect(measured.status, JSON.stringify(measured.body)).toBe(200);
  };
  const accountingEvents = async (number: string) => {
    const audit = await admin.get(`/api/audit/shipment/${number}`);
    expect(audit.status).toBe(200);
    return (audit.body.events as any[]).filter((e) => e.stream.startsWith('shipment-accounting-'));
  };
  const problems = async (number: string) => (await admin.get(`/api/app/v2/shipment/${number}/internal_info`)).body.data.problems as any[];
  const notAccountedParcels = async () => {
    const listed = await admin.post('/api/app/v1/parcel/list', {
      draw: 1,
      start: 0,
      length: 100,
      criteria: { problem_rule_code: 'SHIPMENT_NOT_ACCOUNTED' },
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    return (listed.body.data as any[]).map((r) => r.internal_number as string);
  };

  // The billing statement: order, poll, errors, the file read back as objects by header.
  const orderBilling = async (clientId: number, reAccount = false) => {
    const ordered = await admin.post(EXPORT, {
      type: 'billing',
      client_id: clientId,
      start: today,
      end: today,
      re_account: reAccount ? 1 : 0,
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    return ordered.body.uuid as string;
  };
  const settledExport = (uuid: string) =>
    until(
      async () => (await admin.get(`${EXPORT}/find/${uuid}`)).body,
      (view) => !['order_accepted', 'accounting'].includes(view.status),
      30_000,
    );
  const validationErrors = async (uuid: string) => (await admin.get(`${EXPORT}/find/${uuid}/validation_errors`)).body as any[];
  const statementRows = async (uuid: string): Promise<Record<string, unknown>[]> => {
    const token = (await h.api.request('GET', '/api/public_token', { token: h.adminToken })).body.token as string;
    const response = await fetch(`${h.api.baseUrl}${EXPORT}/download/${uuid}?_public_token=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Rozliczenie');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const [header, ...data] = rows as [string[], ...unknown[][]];
    return data.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? null])));
  };
  /** A statement row's amounts, by the column headers. */
  const rowAmounts = (row: Record<string, unknown>) => ({
    base: row['Podstawa'],
    cod: row['Pobranie'],
    insurance: row['Ubezpieczenie'],
    overweight: row['Nadwaga'],
    oversize: row['Ponadgabaryt'],
    multi_pack: row['Wielopak'],
    unclaimed: row['Nieodebrana'],
    collect_from_client: row['Odbiór od klienta'],
    summary: row['Razem'],
  });

  beforeAll(async () => {
    h = await startShipmentsHarness();
    admin = h.admin;
    worker = h.worker;
    today = calendarDateIn(h.clock.now());
    alice = await h.newClient({ name: 'Alicja Sklep' });
    bob = await h.newClient({ name: 'Bogdan Sklep' });
    // The worker at an intake desk: measuring needs a workstation, intake (the buffer parcel) an intake one.
    const desk = `ACC-${String.fromCharCode(65 + (Date.now() % 26))}`;
    const created = await admin.post('/api/app/v1/warehouse/workstation/store', { code: desk, workstation_type_id: 3, warehouse_id: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await worker.post('/api/app/v1/warehouse/workstation/workflow', { code: desk })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await h?.api.close();
  });

  describe('1. the exchange-rate table', () => {
    it('PUT sets a rate from a day on, the list answers newest first; the same rate again changes nothing', async () => {
      for (const rate of [
        { currency: 'RON', pln_per_unit: 0.86, valid_from: '2026-01-01' },
        { currency: 'EUR', pln_per_unit: '4.30', valid_from: '2026-01-01' },
        // Far in the future: never in force today (it would make RON -> EUR 0.86, below).
        { currency: 'EUR', pln_per_unit: 1, valid_from: '2100-01-01' },
      ]) {
        const set = await admin.put(RATES, rate);
        expect(set.status, JSON.stringify(set.body)).toBe(200);
        expect(set.body).toEqual({ message: 'Zapisano kurs waluty' });
      }
      const expected = [
        { currency: 'EUR', pln_per_unit: 1, valid_from: '2100-01-01' },
        { currency: 'EUR', pln_per_unit: 4.3, valid_from: '2026-01-01' },
        { currency: 'RON', pln_per_unit: 0.86, valid_from: '2026-01-01' },
      ];
      expect((await admin.get(`${RATES}/list`)).body).toEqual(expected);
      const events = async () => (await h.api.infra.store.readStream('exchange-rates')).length;
      const before = await events();
      expect((await admin.put(RATES, { currency: 'RON', pln_per_unit: 0.86, valid_from: '2026-01-01' })).status).toBe(200);
      expect(await events()).toBe(before);
      expect((await admin.get(`${RATES}/list`)).body).toEqual(expected);
    });

    it('refuses PLN (always 1), a rate of 0 or below and a date that is none, on their fields; only admins', async () => {
      const refused = async (body: Record<string, unknown>) => {
        const response = await admin.put(RATES, { currency: 'EUR', pln_per_unit: 4.3, valid_from: '2026-01-01', ...body });
        expect(response.status).toBe(422);
        return response.body.errors;
      };
      expect(await refused({ currency: 'PLN' })).toEqual({ currency: ['invalid_value'] });
      expect(await refused({ pln_per_unit: 0 })).toEqual({ pln_per_unit: ['too_small'] });
      expect(await refused({ pln_per_unit: -4.3 })).toEqual({ pln_per_unit: ['too_small'] });
      expect(await refused({ valid_from: '2026-02-30' })).toEqual({ valid_from: ['invalid_value'] });
      expect(await refused({ valid_from: 'jutro' })).toEqual({ valid_from: ['invalid_value'] });
      expect((await worker.put(RATES, { currency: 'EUR', pln_per_unit: 4.3, valid_from: '2026-01-01' })).status).toBe(403);
      expect((await alice.as.get(`${RATES}/list`)).status).toBe(403);
    });
  });

  describe('2-3. a delivery to Romania: main amounts when received, after_service when measured', () => {
    beforeAll(async () => {
      list['roIncome'] = await createList('income', RO_INCOME);
      list['roCost'] = await createList('cost', RO_COST);
      // Parcel 1: 4 kg, 30 x 30 x 20 cm. Parcel 2: 3 kg, 250 x 15 x 15 cm. COD 100.00 RON, declared value 450.00 RON.
      delivery = await make(alice.id, {
        content: { declared_content: 'Książki', declared_value: 450, currency: 'RON', cash_on_delivery_value: 100 },
        parcels: [parcel(4, 20, 30, 30), parcel(3, 15, 15, 250)],
      });
    });

    it('before any parcel is received, nothing is accounted: available false', async () => {
      const none = { main: null, after_service: null, currency: null, price_list_id: null, accounted_on: null, failure: null };
      expect(await accounted(delivery.number)).toEqual({
        accounted_amounts: { main: null, after_service: null },
        currency: null,
        available: false,
        income: none,
        cost: none,
      });
    });

    it('once one parcel is received (status 55), the main amounts of both sides are recorded as computed by hand', async () => {
      await setStatus([delivery.parcels[0]!.id], 55);
      const view = await until(
        () => accounted(delivery.number),
        (v) => v.available && v.cost.main !== null,
      );
      // Income, the Romania list (PLN, specific factors RON, 1 RON = 0.86 PLN):
      // parcel 1: volumetric 30 x 30 x 20 / 5000 = 3.60 kg < 4 kg real: 4 kg, band [3, 5): 12.50;
      //   side formula 30 + 2 x (30 + 20) = 130: not oversize.
      // parcel 2: volumetric 250 x 15 x 15 / 5000 = 11.25 kg > 3 kg: band [5, 15): 20.00;
      //   side formula 250 + 2 x (15 + 15) = 310 > 300: oversize 15.00; the second parcel: multi-pack 4.00.
      // base 12.50 + 20.00 = 32.50
      // cod: 1.5% x 100.00 RON = 1.50, raised to the minimal 3.00 RON x 0.86 = 2.58
      // insurance: 1% x 450.00 RON = 4.50 RON x 0.86 = 3.87
      // collect from client 5.00
      // summary 32.50 + 2.58 + 3.87 + 15.00 + 4.00 + 5.00 = 62.95
      const incomeMain = amounts({
        base: 32.5,
        cod: 2.58,
        insurance: 3.87,
        oversize: 15,
        multi_pack: 4,
        collect_from_client: 5,
        summary: 62.95,
        specific_exchange_rate: 0.86,
      });
      expect(view).toEqual({
        accounted_amounts: { main: incomeMain, after_service: null },
        currency: 'PLN',
        available: true,
        income: {
          main: incomeMain,
          after_service: null,
          currency: 'PLN',
          price_list_id: list['roIncome'],
          accounted_on: today,
          failure: null,
        },
        // Cost, courier 1's list (EUR, specific factors EUR; 1 EUR = 4.30 PLN, the 2100 rate not in force):
        // parcel 1 (4 kg) band [3, 5): 2.00; parcel 2 (11.25 kg) band [5, 15): 3.00; base 5.00
        // cod: RON -> EUR = 0.86 / 4.30 = 0.2000; 100.00 RON = 20.00 EUR; 2% = 0.40, raised to the minimal 1.00 EUR
        // summary 5.00 + 1.00 = 6.00
        cost: {
          main: amounts({ base: 5, cod: 1, summary: 6 }),
          after_service: null,
          currency: 'EUR',
          price_list_id: list['roCost'],
          accounted_on: today,
          failure: null,
        },
      });
    });

    it('the second parcel received changes nothing; the income list is now in use and cannot be changed', async () => {
      await setStatus([delivery.parcels[1]!.id], 55);
      await until(
        async () => (await admin.get(`${LISTS}/income/check/${list['roIncome']}`)).body,
        (b) => b.used === true,
      );
      expect((await admin.get(`${LISTS}/cost/check/${list['roCost']}`)).body).toEqual({ used: true });
      const changed = await admin.put(`${LISTS}/income`, { ...RO_INCOME, id: list['roIncome'] });
      expect(changed.status).toBe(409);
      expect(changed.body).toEqual({ code: 'price_list_in_use', message: 'Cennik jest już aktualnie w użyciu' });
      const events = await accountingEvents(delivery.number);
      expect(events.map((e) => [e.type, e.data.side, e.data.kind])).toEqual([
        ['ShipmentAccounted', 'income', 'main'],
        ['ShipmentAccounted', 'cost', 'main'],
      ]);
    });

    it('a measurement moving parcel 1 into a heavier band records after_service amounts; main stays', async () => {
      // Parcel 1 measured 6 kg, 30 x 30 x 20: band [5, 15): 20.00.
      await measure(delivery.parcels[0]!.id, 6, 20, 30, 30);
      const view = await until(
        () => accounted(delivery.number),
        (v) => v.income.after_service !== null && v.cost.after_service !== null,
      );
      // Income: base 20.00 + 20.00 = 40.00; summary 40.00 + 2.58 + 3.87 + 15.00 + 4.00 + 5.00 = 70.45.
      expect(view.accounted_amounts.after_service).toEqual(
        amounts({
          base: 40,
          cod: 2.58,
          insurance: 3.87,
          oversize: 15,
          multi_pack: 4,
          collect_from_client: 5,
          summary: 70.45,
          specific_exchange_rate: 0.86,
        }),
      );
      expect(view.accounted_amounts.main.summary).toBe(62.95);
      // Cost: base 3.00 + 3.00 = 6.00; summary 6.00 + 1.00 = 7.00.
      expect(view.cost.after_service).toEqual(amounts({ base: 6, cod: 1, summary: 7 }));
      expect(view.cost.main.summary).toBe(6);
      // The shipment's parcel tab shows what was measured (the floor's measurement) beside what was declared.
      const shipment = await h.admin.get(`/api/app/v2/shipment/${delivery.number}`);
      const measured = shipment.body.shipment.parcels.find((p: { id: number }) => p.id === delivery.parcels[0]!.id);
      expect(measured.weight.measured).toBe(6);
      expect(measured.dimensions.measured).toEqual({ height: 20, width: 30, length: 30 });
    });

    it('a measurement in the same band records nothing; the audit lists each amount with its kind and list', async () => {
      // 6.5 kg is still in [5, 15): the same amounts. Then 16 kg: band [15, 20): 25.00, which records again.
      await measure(delivery.parcels[0]!.id, 6.5, 20, 30, 30);
      await measure(delivery.parcels[0]!.id, 6.5, 20, 30, 30);
      await measure(delivery.parcels[0]!.id, 16, 20, 30, 30);
      const view = await until(
        () => accounted(delivery.number),
        (v) => v.accounted_amounts.after_service?.base === 45,
      );
      // Income: base 25.00 + 20.00 = 45.00; summary 45.00 + 2.58 + 3.87 + 15.00 + 4.00 + 5.00 = 75.45.
      expect(view.accounted_amounts.after_service.summary).toBe(75.45);
      // Cost: base 4.00 + 3.00 = 7.00; summary 7.00 + 1.00 = 8.00.
      await until(
        () => accounted(delivery.number),
        (v) => v.cost.after_service?.summary === 8,
      );
      const events = await accountingEvents(delivery.number);
      // The 6.5 kg measurement priced the same amounts: no event of its own (two after_service per side, not three).
      expect(events.map((e) => [e.type, e.data.side, e.data.kind, e.data.reason, e.data.priceListId, e.data.amounts.summary])).toEqual([
        ['ShipmentAccounted', 'income', 'main', 'received', list['roIncome'], 62.95],
        ['ShipmentAccounted', 'cost', 'main', 'received', list['roCost'], 6],
        ['ShipmentAccounted', 'income', 'after_service', 'measured', list['roIncome'], 70.45],
        ['ShipmentAccounted', 'cost', 'after_service', 'measured', list['roCost'], 7],
        ['ShipmentAccounted', 'income', 'after_service', 'measured', list['roIncome'], 75.45],
        ['ShipmentAccounted', 'cost', 'after_service', 'measured', list['roCost'], 8],
      ]);
      // What the amounts were computed from is recorded beside them.
      const last = events[4]!.data;
      expect(last.input.parcels[0]).toMatchObject({
        parcelId: delivery.parcels[0]!.id,
        measured: { weight: 16, height: 20, width: 30, length: 30 },
      });
      expect(last.facts).toMatchObject({ parcelCount: 2, accountingWeight: 27.25 });
    });
  });

  describe('4. the client parameter USE_REAL_WEIGHT_FOR_ROMANIA_SHIPMENTS_ACCOUNTING', () => {
    it('prices a bulky light parcel by its real weight; without it the volumetric weight counts', async () => {
      const rita = await h.newClient({ name: 'Rita Sklep' });
      const parameter = await admin.post(`/api/app/v1/client/${rita.id}/additional`, { type_id: 3, value: 'true' });
      expect(parameter.status, JSON.stringify(parameter.body)).toBe(201);
      // One parcel of 2 kg, 60 x 40 x 40 cm (volumetric 96 000 / 5000 = 19.20 kg); no COD, declared value 150.00 RON.
      const bulky = { parcels: [parcel(2, 40, 40, 60)] };
      const ritas = await make(rita.id, bulky);
      const bobs = await make(bob.id, bulky);
      await setStatus([ritas.parcels[0]!.id, bobs.parcels[0]!.id], 55);
      const income = async (number: string) =>
        (
          await until(
            () => accounted(number),
            (v) => v.available,
          )
        ).accounted_amounts.main;
      // Rita, real weight 2 kg: band [0, 3): 10.00; insurance 1% x 150.00 RON = 1.50 RON x 0.86 = 1.29; collect 5.00.
      // summary 10.00 + 1.29 + 5.00 = 16.29
      expect(await income(ritas.number)).toEqual(
        amounts({ base: 10, insurance: 1.29, collect_from_client: 5, summary: 16.29, specific_exchange_rate: 0.86 }),
      );
      // Bob, the greater weight 19.20 kg: band [15, 20): 25.00; summary 25.00 + 1.29 + 5.00 = 31.29.
      expect(await income(bobs.number)).toEqual(
        amounts({ base: 25, insurance: 1.29, collect_from_client: 5, summary: 31.29, specific_exchange_rate: 0.86 }),
      );
    });
  });

  describe('5-6. no list for the country: the problem SHIPMENT_NOT_ACCOUNTED, the statement, re-accounting', () => {
    let hugo: Client;
    let shipment: Made;

    beforeAll(async () => {
      hugo = await h.newClient({ name: 'Hugo Kft' });
      // Courier 4 (Sameday Hungary) has a cost list; Hungary has no income list yet.
      list['huCost'] = await createList('cost', {
        begin_date: '2026-01-01',
        currency: 'PLN',
        specific_factors_currency: 'PLN',
        id_courier: 4,
        weight_thresholds: bands(5, 6, 7, 8, 9),
      });
      shipment = await make(hugo.id, {
        recipient: recipient({ country: { id: 3 }, address: { locality_id: BUDAPEST, details: 'Váci utca 1' } }),
        content: { declared_content: 'Könyvek', declared_value: 0, cash_on_delivery_value: 0 },
      });
      await setStatus([shipment.parcels[0]!.id], 55);
    });

    it('received, the income side cannot be priced: the problem is reported with the failing side, the listing finds it', async () => {
      const view = await until(
        () => accounted(shipment.number),
        (v) => v.income.failure !== null && v.cost.main !== null,
      );
      expect(view.available).toBe(false);
      expect(view.income).toMatchObject({ main: null, failure: 'no_operational_price_list_match', accounted_on: today });
      // The cost side is priced: 1.25 kg in [0, 3) of courier 4's list: 5.00 PLN.
      expect(view.cost).toMatchObject({ main: amounts({ base: 5, summary: 5 }), currency: 'PLN', price_list_id: list['huCost'] });
      const reported = await until(
        () => problems(shipment.number),
        (p) => p.some((x) => x.rule.code === 'SHIPMENT_NOT_ACCOUNTED'),
      );
      expect(reported).toEqual([
        expect.objectContaining({
          rule: { code: 'SHIPMENT_NOT_ACCOUNTED', name: 'Brak możliwości rozliczenia' },
          status: 'reported',
          resolved_at: null,
          payload: {
            sides: {
              income: {
                reason: 'no_operational_price_list_match',
                details: { type: 'income', kind: 'standard', clientId: hugo.id, countryId: 3, courierId: 4 },
              },
            },
          },
        }),
      ]);
      const listed = await until(notAccountedParcels, (numbers) => numbers.includes(shipment.parcels[0]!.number));
      for (const p of delivery.parcels) expect(listed).not.toContain(p.number);
    });

    it('the statement: the row without amounts and the validation error no_operational_price_list_match', async () => {
      const uuid = await orderBilling(hugo.id);
      const view = await settledExport(uuid);
      expect(view).toMatchObject({
        status: 'validation_error',
        type: 'billing',
        client_id: hugo.id,
        client_name: 'Hugo Kft',
        errors_count: 1,
        performed_count: 1,
        total_count: 1,
      });
      expect(await validationErrors(uuid)).toEqual([
        {
          id: expect.any(Number),
          validationErrorId: expect.any(Number),
          type: 'no_operational_price_list_match',
          internalWaybill: shipment.number,
          parcelInternalNumbers: [shipment.parcels[0]!.number],
          reviewed: false,
          additionalData: {
            operationalPriceListType: 'income',
            operationalPriceListSpecialAssociation: 'standard',
            clientId: hugo.id,
            countryId: 3,
          },
        },
      ]);
      const rows = await statementRows(uuid);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ 'Numer listu przewozowego': shipment.number, Kraj: 'Węgry', Paczek: 1, Razem: null, Cennik: null });
    });

    it('once Hungary has a list, the statement ordered with re_account prices it and the problem is resolved', async () => {
      list['huIncome'] = await createList('income', {
        begin_date: '2026-01-01',
        currency: 'PLN',
        specific_factors_currency: 'PLN',
        id_country: 3,
        weight_thresholds: bands(9, 11, 13, 15, 17),
      });
      const uuid = await orderBilling(hugo.id, true);
      const view = await settledExport(uuid);
      expect(view).toMatchObject({ status: 'validated', errors_count: 0, performed_count: 1, total_count: 1 });
      // 1.25 kg (volumetric 30 x 20 x 10 / 5000 = 1.20) in [0, 3) of the Hungary list: 9.00 PLN, nothing else.
      const [row] = await statementRows(uuid);
      expect(rowAmounts(row!)).toEqual(lines({ base: 9, summary: 9 }));
      expect(row).toMatchObject({ Waluta: 'PLN', Rozliczenie: 'główne', Cennik: list['huIncome'], 'Waga rozliczeniowa (kg)': 1.25 });
      const resolved = await until(
        () => problems(shipment.number),
        (p) => p.some((x) => x.rule.code === 'SHIPMENT_NOT_ACCOUNTED' && x.status === 'resolved'),
      );
      expect(resolved[0]).toMatchObject({ status: 'resolved', resolved_at: expect.any(String) });
      await until(notAccountedParcels, (numbers) => !numbers.includes(shipment.parcels[0]!.number));
      expect(await accounted(shipment.number)).toMatchObject({
        available: true,
        income: { main: amounts({ base: 9, summary: 9 }), price_list_id: list['huIncome'], failure: null },
      });
    });
  });

  describe('5b. a rate missing from the table', () => {
    it('stops the side with missing_exchange_rate (the problem, missing_amount on the statement) until the rate is there and re_account prices it', async () => {
      const cara = await h.newClient({ name: 'Cara Sklep' });
      // Cara's own list: PLN, specific factors in CZK (no CZK rate yet); bands 10.00 ...; insurance 1%.
      list['cara'] = await createList('income', {
        id_client: cara.id,
        begin_date: '2026-01-01',
        currency: 'PLN',
        specific_factors_currency: 'CZK',
        id_country: 1,
        weight_thresholds: bands(10, 12.5, 20, 25, 30),
        insurance_account_factor: percent(1),
      });
      const made = await make(cara.id);
      await setStatus([made.parcels[0]!.id], 55);
      const view = await until(
        () => accounted(made.number),
        (v) => v.income.failure !== null,
      );
      expect(view.income).toMatchObject({ main: null, failure: 'missing_exchange_rate', price_list_id: null });
      const [problem] = await until(
        () => problems(made.number),
        (p) => p.length > 0,
      );
      expect(problem.payload).toEqual({
        sides: {
          income: {
            reason: 'missing_exchange_rate',
            details: expect.objectContaining({ type: 'income', priceListId: list['cara'], currency: 'CZK' }),
          },
        },
      });
      const unpriced = await orderBilling(cara.id);
      expect(await settledExport(unpriced)).toMatchObject({ status: 'validation_error', errors_count: 1 });
      expect(await validationErrors(unpriced)).toEqual([
        expect.objectContaining({
          type: 'missing_amount',
          internalWaybill: made.number,
          additionalData: { clientId: cara.id, reason: 'missing_exchange_rate' },
        }),
      ]);

      expect((await admin.put(RATES, { currency: 'CZK', pln_per_unit: 0.17, valid_from: '2026-01-01' })).status).toBe(200);
      const priced = await orderBilling(cara.id, true);
      expect(await settledExport(priced)).toMatchObject({ status: 'validated', errors_count: 0 });
      // 1.25 kg in [0, 3): 10.00. Insurance: RON -> CZK = 0.86 / 0.17 = 5.0588 (4 decimals); 150.00 RON x 5.0588 = 758.82 CZK;
      // 1% = 7.5882 -> 7.59 CZK; x 0.1700 (PLN per CZK) = 1.2903 -> 1.29 PLN. Summary 10.00 + 1.29 = 11.29.
      const [row] = await statementRows(priced);
      expect(rowAmounts(row!)).toEqual(lines({ base: 10, insurance: 1.29, summary: 11.29 }));
      expect((await accounted(made.number)).income).toMatchObject({
        main: amounts({ base: 10, insurance: 1.29, summary: 11.29, specific_exchange_rate: 0.17 }),
        failure: null,
      });
      await until(
        () => problems(made.number),
        (p) => p[0]?.status === 'resolved',
      );
    });
  });

  describe('6. the billing statement', () => {
    it('missing_amount: a client list whose bases are all 0.00 charges nothing', async () => {
      const zoe = await h.newClient({ name: 'Zofia Sklep' });
      list['zoe'] = await createList('income', {
        id_client: zoe.id,
        begin_date: '2026-01-01',
        currency: 'PLN',
        specific_factors_currency: 'RON',
        id_country: 1,
        weight_thresholds: bands(0, 0, 0, 0, 0),
      });
      const made = await make(zoe.id);
      await setStatus([made.parcels[0]!.id], 55);
      // Every line 0.00: the list's surcharges are all 0 (new-list defaults), its bases 0.00; 1 RON = 0.86 PLN.
      await until(
        () => accounted(made.number),
        (v) => v.available,
      );
      expect((await accounted(made.number)).income).toMatchObject({
        main: amounts({ summary: 0, specific_exchange_rate: 0.86 }),
        price_list_id: list['zoe'],
      });
      const uuid = await orderBilling(zoe.id);
      expect(await settledExport(uuid)).toMatchObject({ status: 'validation_error', errors_count: 1, performed_count: 1 });
      expect(await validationErrors(uuid)).toEqual([
        expect.objectContaining({
          type: 'missing_amount',
          internalWaybill: made.number,
          parcelInternalNumbers: [made.parcels[0]!.number],
          additionalData: { clientId: zoe.id, reason: 'zero_amount' },
        }),
      ]);
      const [row] = await statementRows(uuid);
      expect(row).toMatchObject({ 'Numer listu przewozowego': made.number, Razem: 0, Cennik: list['zoe'] });
    });

    it('giant_amount: an absurd overweight per kg and a heavy parcel', async () => {
      const gina = await h.newClient({ name: 'Gina Sklep' });
      list['gina'] = await createList('income', {
        id_client: gina.id,
        begin_date: '2026-01-01',
        currency: 'PLN',
        specific_factors_currency: 'RON',
        id_country: 1,
        weight_thresholds: bands(10, 12.5, 20, 25, 30),
        overweight_account_factor: lump(500),
      });
      // One parcel of 40 kg, 30 x 20 x 10 cm: the last band's 30.00 and 11 started kg from 30 kg x 500.00 = 5500.00.
      // summary 5530.00 > 10 x 30.00 (the dearest band) x 1 parcel = 300.00: worryingly high.
      const made = await make(gina.id, { parcels: [parcel(40)] });
      await setStatus([made.parcels[0]!.id], 55);
      await until(
        () => accounted(made.number),
        (v) => v.available,
      );
      const uuid = await orderBilling(gina.id);
      expect(await settledExport(uuid)).toMatchObject({ status: 'validation_error', errors_count: 1 });
      expect(await validationErrors(uuid)).toEqual([
        expect.objectContaining({
          type: 'giant_amount',
          internalWaybill: made.number,
          parcelInternalNumbers: [made.parcels[0]!.number],
          additionalData: { clientId: gina.id, amount: 5530, accountingWeight: 40, parcelsCount: 1 },
        }),
      ]);
      const [row] = await statementRows(uuid);
      expect(rowAmounts(row!)).toMatchObject({ base: 30, overweight: 5500, summary: 5530 });
    });

    describe('Alice: a multi-pack partly back, then a list of her own', () => {
      let partial: Made;

      beforeAll(async () => {
        // Two parcels received, then one back at the return warehouse (status 72).
        partial = await make(alice.id, { parcels: [parcel(1.25, 10, 20, 30), parcel(2.5, 15, 25, 35)] });
        await setStatus(
          partial.parcels.map((p) => p.id),
          55,
        );
        await until(
          () => accounted(partial.number),
          (v) => v.available,
        );
        await setStatus([partial.parcels[1]!.id], 72);
      });

      it('the partly returned shipment is left out and named with both parcels and their sizes; the other row carries the amounts that stand', async () => {
        // Let the return status reach the shipments read model before the statement reads it.
        await until(
          async () => (await admin.get(`/api/app/v2/shipment/${partial.number}`)).body.shipment.parcels[1].timestamps,
          (t) => t.return_warehouse_received_at !== null,
        );
        const uuid = await orderBilling(alice.id);
        expect(await settledExport(uuid)).toMatchObject({
          status: 'validation_error',
          errors_count: 1,
          performed_count: 1,
          total_count: 1,
        });
        expect(await validationErrors(uuid)).toEqual([
          expect.objectContaining({
            type: 'uncompleted_shipment_missing_parcel',
            internalWaybill: partial.number,
            parcelInternalNumbers: partial.parcels.map((p) => p.number),
            additionalData: {
              clientId: alice.id,
              exported_count: 1,
              expected_count: 2,
              dimensions: {
                [partial.parcels[0]!.number]: { weight: 1.25, width: 20, height: 10, length: 30 },
                [partial.parcels[1]!.number]: { weight: 2.5, width: 25, height: 15, length: 35 },
              },
            },
          }),
        ]);
        const rows = await statementRows(uuid);
        expect(rows).toHaveLength(1);
        // The delivery of section 2 with its latest after_service amounts (75.45 PLN, above), by the Romania list.
        expect(rows[0]).toMatchObject({
          'Dzień rozliczenia': today,
          Kraj: 'Rumunia',
          Paczek: 2,
          // 16 kg + 11.25 kg
          'Waga rozliczeniowa (kg)': 27.25,
          Waluta: 'PLN',
          Rozliczenie: 'po usłudze',
          Cennik: list['roIncome'],
        });
        expect(rowAmounts(rows[0]!)).toEqual(
          lines({ base: 45, cod: 2.58, insurance: 3.87, oversize: 15, multi_pack: 4, collect_from_client: 5, summary: 75.45 }),
        );
        expect(rows[0]!['Utworzona']).toBeInstanceOf(Date);
      });

      it('a client list added later: without re_account the statement keeps the recorded amounts, with it the row is priced by the new list', async () => {
        // Alice's own list: bands 8.00, 10.00, 16.00, 20.00, 24.00, no surcharges.
        list['alice'] = await createList('income', {
          id_client: alice.id,
          begin_date: '2026-01-01',
          currency: 'PLN',
          specific_factors_currency: 'RON',
          id_country: 1,
          weight_thresholds: bands(8, 10, 16, 20, 24),
        });
        const plain = await orderBilling(alice.id);
        await settledExport(plain);
        const [kept] = await statementRows(plain);
        expect(kept).toMatchObject({ Razem: 75.45, Cennik: list['roIncome'] });

        const again = await orderBilling(alice.id, true);
        expect(await settledExport(again)).toMatchObject({ status: 'validation_error', errors_count: 1 });
        const [priced] = await statementRows(again);
        // Parcel 1 (16 kg) in [15, 20): 20.00; parcel 2 (11.25 kg) in [5, 15): 16.00; summary 36.00.
        expect(rowAmounts(priced!)).toEqual(lines({ base: 36, summary: 36 }));
        expect(priced).toMatchObject({ Rozliczenie: 'po usłudze', Cennik: list['alice'] });
        const shipmentNumber = priced!['Numer listu przewozowego'] as string;
        const view = await accounted(shipmentNumber);
        expect(view.accounted_amounts.main.summary).toBe(62.95);
        expect(view.income).toMatchObject({ after_service: { summary: 36 }, price_list_id: list['alice'] });
        const events = await accountingEvents(shipmentNumber);
        expect(events.at(-1)!.data).toMatchObject({
          side: 'income',
          kind: 'after_service',
          reason: 're_account',
          priceListId: list['alice'],
        });
      });
    });

    describe('who may order it', () => {
      it('admins only; client_id and both dates required; 409 while a buffer parcel of the client waits for adoption', async () => {
        const body = { type: 'billing', client_id: alice.id, start: today, end: today };
        expect((await worker.post(EXPORT, body)).status).toBe(403);
        expect((await alice.as.post(EXPORT, body)).status).toBe(403);
        const noClient = await admin.post(EXPORT, { ...body, client_id: undefined });
        expect(noClient.status).toBe(422);
        expect(noClient.body.errors).toEqual({ client_id: ['export_client_required'] });
        const noDates = await admin.post(EXPORT, { ...body, start: undefined, end: undefined });
        expect(noDates.status).toBe(422);
        expect(noDates.body.errors).toEqual({ start: ['export_dates_required'] });
        expect((await admin.post(EXPORT, { ...body, end: undefined })).body.errors).toEqual({ start: ['export_dates_required'] });

        const dora = await h.newClient({ name: 'Dora Sklep' });
        expect((await admin.post(EXPORT, { ...body, client_id: dora.id })).status).toBe(201);
        const barcode = `XB${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
        const buffered = await worker.put('/api/app/v1/parcel/scan-and-assign-to-client', {
          barcode,
          client_id: dora.id,
          scan_id: randomUUID(),
          where: 'TYCHY',
        });
        expect(buffered.status, JSON.stringify(buffered.body)).toBe(201);
        const refused = await until(
          () => admin.post(EXPORT, { ...body, client_id: dora.id }),
          (r) => r.status === 409,
        );
        expect(refused.body).toEqual({ code: 'export_buffer_parcels_waiting', message: BUFFER_MESSAGE });
        // Once an admin has assigned the parcel (adopted by its client), the statement may be ordered.
        const adopted = await admin.patch('/api/app/v1/parcel/adopt/unprocessable', {
          id_parcel: buffered.body.parcel_id,
          id_client: dora.id,
          is_emag_parcel: 0,
        });
        expect(adopted.status, JSON.stringify(adopted.body)).toBe(200);
        await until(
          () => admin.post(EXPORT, { ...body, client_id: dora.id }),
          (r) => r.status === 201,
        );
        // Another client's statement is not held up by Dora's parcel.
        expect((await admin.post(EXPORT, body)).status).toBe(201);
      });
    });
  });

  describe('7. two clients apart', () => {
    it('a client cannot read accounted amounts; the statement of one client holds none of another’s shipments', async () => {
      const number = delivery.number;
      expect((await alice.as.get(`/api/app/v2/shipment/${number}/accounted-amounts`)).status).toBe(403);
      expect((await bob.as.get(`/api/app/v2/shipment/${number}/accounted-amounts`)).status).toBe(403);

      const bobs = await orderBilling(bob.id);
      expect(await settledExport(bobs)).toMatchObject({ status: 'validated', errors_count: 0, performed_count: 1 });
      const bobRows = await statementRows(bobs);
      // Bob's one shipment of section 4: 31.29 PLN.
      expect(bobRows.map((r) => r['Razem'])).toEqual([31.29]);
      const alices = await orderBilling(alice.id);
      await settledExport(alices);
      const aliceNumbers = (await statementRows(alices)).map((r) => r['Numer listu przewozowego']);
      expect(aliceNumbers).toEqual([delivery.number]);
      expect(aliceNumbers).not.toContain(bobRows[0]!['Numer listu przewozowego']);
      expect((await admin.get(`/api/app/v2/shipment/${aliceNumbers[0]}`)).body.shipment.client_id).toBe(alice.id);
    });
  });
});
