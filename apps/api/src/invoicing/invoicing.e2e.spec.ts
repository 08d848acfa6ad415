import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn, invoiceDueDate, periodContaining, previousPeriod } from '@parcel/domain';
import type { Caller } from '../testing/index.js';
import { BUDAPEST, recipient, shipmentBody, startShipmentsHarness, type ShipmentsHarness } from '../testing/shipments-harness.js';

const INVOICE = '/api/app/v1/invoice';
const PERIODS = '/api/app/v1/accounting/periods';
const BUFFER_MESSAGE = 'Przed rozpoczęciem generowania faktur należy przypisać przesyłki buforowe.';
/** Client parameter type ids (spec/01 §3; libs/domain clients/catalogues.ts). */
const PARAM = {
  INVOICING_BLOCK: 2,
  INVOICE_CURRENCY: 6,
  INVOICING_VAT_RATE: 8,
  ACCOUNT_PERIOD: 10,
  INVOICING_EMAIL_ADDRESS: 17,
  FAKTUROWNIA_ID: 18,
};

type Client = Awaited<ReturnType<ShipmentsHarness['newClient']>> & { name: string };

const bands = (...bases: number[]) => [3, 5, 15, 20, 30].map((limiting_threshold, i) => ({ limiting_threshold, base_amount: bases[i] }));
const lump = (value: number) => ({ type: 'lump_sum', value, minimal: null, maximal: null });

/**
 * Invoices end to end through the API against THE SANDBOX Fakturownia
 * (issue 13 §4; docs/invoicing.md): shipments received and accounted this
 * month, the clock moved to the middle of next month, then the monthly run:
 * each client's invoice orders its billing statement, is validated with its
 * amounts, issued (numbered by the sandbox) and mailed. Around it: the 410 of
 * unaccounted shipments, missing FAKTUROWNIA_ID, INVOICING_BLOCK, the
 * service's refusal, a lost answer, a statement with validation errors,
 * re-issue, exactly one invoice per client under racing runs, the files, the
 * list and the periods, and the 409 of a buffer parcel.
 *
 * Every shipment here is one parcel of 1.25 kg (30 x 20 x 10 cm) to Romania, no COD, no insurance
 * surcharge: the Romania list charges the band [0, 3) 10.00 + collect from client 5.00 = 15.00 PLN.
 */
describe('invoices', () => {
  let h: ShipmentsHarness;
  let admin: Caller;
  let worker: Caller;
  /** Today (Warsaw) when the shipments were received, and today after the clock moved to the 15th of next month. */
  let accountedOn: string;
  let today: string;
  let month: { id: number; from: string; to: string; type: string };
  let week: { id: number; from: string; to: string; type: string };
  const clients: Record<string, Client> = {};
  const shipments: Record<string, string[]> = {};

  const until = async <T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 30_000): Promise<T> => {
    let last!: T;
    await expect
      .poll(
        async () => {
          last = await read();
          return check(last);
        },
        { timeout, interval: 100 },
      )
      .toBe(true);
    return last;
  };
  const newClient = async (name: string, parameters: Partial<Record<keyof typeof PARAM, string>>): Promise<Client> => {
    const client = { ...(await h.newClient({ name })), name };
    for (const [code, value] of Object.entries(parameters)) {
      const defined = await admin.post(`/api/app/v1/client/${client.id}/additional`, { type_id: PARAM[code as keyof typeof PARAM], value });
      expect(defined.status, JSON.stringify(defined.body)).toBe(201);
    }
    return client;
  };
  const parameterId = async (clientId: number, typeId: number): Promise<string> => {
    const listed = (await admin.get(`/api/app/v1/client/${clientId}/additional`)).body as { id: string; type_id: number }[];
    return listed.find((p) => p.type_id === typeId)!.id;
  };
  /** A received shipment (status 55 on its parcel), once its income side is accounted (or failed). */
  const receive = async (clientId: number, overrides: Record<string, unknown> = {}): Promise<string> => {
    const created = await admin.post('/api/app/v2/shipment/', shipmentBody({ client_id: clientId, ...overrides }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const number = created.body.internal_waybill as string;
    const shipment = (await admin.get(`/api/app/v2/shipment/${number}`)).body.shipment;
    const set = await admin.post('/api/app/v2/parcel/history', [
      { parcel_id: shipment.parcels[0].id, status_type_id: 55, when: h.clock.now().toISOString() },
    ]);
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    return number;
  };
  /** Waits (a plain loop: it serves beforeAll) until the shipment's income side is accounted or failed. */
  const accounted = async (number: string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const view = (await admin.get(`/api/app/v2/shipment/${number}/accounted-amounts`)).body;
      if (view.income?.main !== null || view.income?.failure !== null) return view;
      if (Date.now() > deadline) throw new Error(`Shipment ${number} is not accounted`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const list = async (body: Record<string, unknown> = {}) => {
    const listed = await admin.post(`${INVOICE}/list`, body);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    return listed.body as { data: any[]; recordsTotal: number; recordsFiltered: number };
  };
  const invoiceOf = async (clientId: number, periodId = month.id) =>
    (await list({ accounting_period_id: periodId, length: 100 })).data.find((row) => row.client_id === clientId);
  const detail = async (id: number) => {
    const found = await admin.get(`${INVOICE}/${id}`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    return found.body;
  };
  const settled = (id: number, statuses: string[], attempt = 1) =>
    until(
      () => detail(id),
      (d) => statuses.includes(d.status) && d.attempt === attempt && (d.status !== 'report_validated' || d.error !== null),
    );
  const publicToken = async () => (await h.api.request('GET', '/api/public_token', { token: h.adminToken })).body.token as string;
  const file = async (path: string) => fetch(`${h.api.baseUrl}${path}?_public_token=${encodeURIComponent(await publicToken())}`);
  const sandboxInvoices = (oid: string) =>
    h.api.infra.database.db
      .selectFrom('sandbox_fakturownia_invoices' as never)
      .selectAll()
      .where('oid' as never, '=', oid as never)
      .execute() as Promise<any[]>;
  const streamTypes = async (stream: string) => (await h.api.infra.store.readStream(stream)).map((e) => e.type);
  const trigger = (body: Record<string, unknown> = {}) => admin.post(`${INVOICE}/trigger`, body);

  beforeAll(async () => {
    h = await startShipmentsHarness();
    admin = h.admin;
    worker = h.worker;
    for (const rate of [
      { currency: 'EUR', pln_per_unit: 4.3, valid_from: '2026-01-01' },
      { currency: 'RON', pln_per_unit: 0.86, valid_from: '2026-01-01' },
    ])
      expect((await admin.put('/api/app/v1/exchange_rate', rate)).status).toBe(200);
    const income = async (body: Record<string, unknown>) => {
      const created = await admin.post('/api/app/v1/operational_price_list/income', {
        name: `Cennik ${randomUUID().slice(0, 6)}`,
        special_association: 'standard',
        begin_date: '2026-01-01',
        currency: 'PLN',
        specific_factors_currency: 'RON',
        ...body,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    };
    await income({ id_country: 1, weight_thresholds: bands(10, 12.5, 20, 25, 30), collect_from_client_account_factor: lump(5) });

    clients['anna'] = await newClient('Anna Sklep', {
      FAKTUROWNIA_ID: '12345',
      INVOICING_EMAIL_ADDRESS: 'faktury@anna.example',
      INVOICE_CURRENCY: 'EUR',
      INVOICING_VAT_RATE: '23',
      ACCOUNT_PERIOD: 'monthly',
    });
    clients['bruno'] = await newClient('Bruno Sklep', { INVOICING_VAT_RATE: '23' });
    clients['celina'] = await newClient('Celina Sklep', { FAKTUROWNIA_ID: '777', INVOICING_BLOCK: 'true' });
    clients['leon'] = await newClient('Leon SANDBOX-LOST-ANSWER', { FAKTUROWNIA_ID: '222', INVOICING_VAT_RATE: 'np' });
    // A FAKTUROWNIA_ID that is no id of the service: the sandbox refuses client_id with a 422.
    clients['rafal'] = await newClient('Rafał Sklep', { FAKTUROWNIA_ID: 'ABC' });
    clients['zofia'] = await newClient('Zofia Sklep', { FAKTUROWNIA_ID: '333' });
    clients['hugo'] = await newClient('Hugo Kft', { FAKTUROWNIA_ID: '555' });
    clients['wiktor'] = await newClient('Wiktor Sklep', { FAKTUROWNIA_ID: '444', ACCOUNT_PERIOD: 'weekly' });
    clients['wanda'] = await newClient('Wanda Sklep', { FAKTUROWNIA_ID: '445', ACCOUNT_PERIOD: 'weekly' });
    // Zofia's own list charges nothing (bases 0.00): her statement reports missing_amount.
    await income({ id_client: clients['zofia'].id, id_country: 1, weight_thresholds: bands(0, 0, 0, 0, 0) });

    for (const [key, count] of Object.entries({ anna: 2, bruno: 1, celina: 1, leon: 1, rafal: 1, zofia: 1, wiktor: 1, wanda: 1 })) {
      shipments[key] = [];
      for (let i = 0; i < count; i++) shipments[key].push(await receive(clients[key]!.id));
    }
    // Hungary has no income list: Hugo's shipment cannot be accounted (its price lists need checking).
    shipments['hugo'] = [
      await receive(clients['hugo'].id, {
        recipient: recipient({ country: { id: 3 }, address: { locality_id: BUDAPEST, details: 'Váci utca 1' } }),
        content: { declared_content: 'Könyvek', declared_value: 0, cash_on_delivery_value: 0 },
      }),
    ];
    for (const numbers of Object.values(shipments)) for (const number of numbers) await accounted(number);

    accountedOn = calendarDateIn(h.clock.now());
    month = periodContaining('monthly', accountedOn);
    week = periodContaining('weekly', accountedOn);
    // The middle of next month: this month and this week are finished.
    const [year, monthNumber] = accountedOn.split('-').map(Number) as [number, number];
    h.clock.shiftMs = Date.UTC(year, monthNumber, 15, 10) - Date.now();
    today = calendarDateIn(h.clock.now());
  }, 180_000);
  afterAll(async () => {
    await h?.api.close();
  });

  describe('1. accounting periods and the run', () => {
    it('past periods newest first; the accountable one is the last finished month or week', async () => {
      const past = await admin.get(`${PERIODS}/monthly/past`);
      expect(past.status).toBe(200);
      expect(past.body).toHaveLength(12);
      expect(past.body[0]).toEqual(month);
      expect(past.body[1]).toEqual(previousPeriod(month as never));
      expect((await admin.get(`${PERIODS}/weekly/past`)).body).toHaveLength(26);
      expect((await admin.get(`${PERIODS}/monthly/accountable`)).body).toEqual(month);
      const lastWeek = previousPeriod(periodContaining('weekly', today));
      expect((await admin.get(`${PERIODS}/weekly/accountable`)).body).toEqual(lastWeek);
      expect((await admin.get(`${PERIODS}/yearly/past`)).status).toBe(422);
    });

    it('410 naming the clients whose shipments of the period could not be accounted; nothing is opened', async () => {
      const refused = await trigger();
      expect(refused.status, JSON.stringify(refused.body)).toBe(410);
      expect(refused.body).toEqual({
        code: 'invoicing_price_lists_unchecked',
        client_names: ['Hugo Kft'],
        messages: ['Cenniki klienta Hugo Kft wymagają sprawdzenia!'],
      });
      expect((await list()).recordsTotal).toBe(0);
      expect((await admin.get(`${PERIODS}/monthly/accountable`)).body).toEqual(month);
    });

    it('a trigger date after today or a period still running is refused on its field', async () => {
      const future = await trigger({ trigger_date: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}` });
      expect(future.status).toBe(422);
      expect(future.body.errors).toEqual({ trigger_date: ['invoice_trigger_date_future'] });
      const running = await trigger({ accountable_period_id: periodContaining('monthly', today).id });
      expect(running.body.errors).toEqual({ accountable_period_id: ['accounting_period_not_accountable'] });
      expect((await trigger({ accountable_period_id: 202613 })).status).toBe(422);
    });

    it('once Hungary has a list and the statement re-accounted Hugo, the run opens one invoice per client to invoice: 202', async () => {
      const created = await admin.post('/api/app/v1/operational_price_list/income', {
        name: 'Węgry',
        special_association: 'standard',
        begin_date: '2026-01-01',
        currency: 'PLN',
        specific_factors_currency: 'PLN',
        id_country: 3,
        weight_thresholds: bands(9, 11, 13, 15, 17),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const ordered = await admin.post('/api/app/v1/export', {
        type: 'billing',
        client_id: clients['hugo']!.id,
        start: accountedOn,
        end: accountedOn,
        re_account: 1,
      });
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
      await until(
        async () => (await admin.get(`/api/app/v2/shipment/${shipments['hugo']![0]}/accounted-amounts`)).body,
        (v) => v.income.failure === null && v.income.main !== null,
      );

      const triggered = await trigger();
      expect(triggered.status, JSON.stringify(triggered.body)).toBe(202);
      // Anna, Bruno, Leon, Rafał, Zofia, Hugo: Celina is blocked, Wiktor and Wanda are weekly clients.
      expect(triggered.body).toEqual({ period: month, invoices: 6, message: 'Generowanie faktur zostało zlecone.' });
      const listed = await list({ accounting_period_id: month.id });
      expect(listed.recordsTotal).toBe(6);
      expect(listed.data.map((r) => r.client_name).sort()).toEqual(
        ['Anna Sklep', 'Bruno Sklep', 'Hugo Kft', 'Leon SANDBOX-LOST-ANSWER', 'Rafał Sklep', 'Zofia Sklep'].sort(),
      );
      expect(listed.data.every((r) => r.period_from === month.from && r.period_to === month.to && r.period_type === 'monthly')).toBe(true);
    });

    it('after the run the month is no longer accountable; a retried trigger changes nothing (422)', async () => {
      expect((await admin.get(`${PERIODS}/monthly/accountable`)).body).toBeNull();
      const again = await trigger();
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ accountable_period_id: ['accounting_period_not_accountable'] });
      expect((await trigger({ accountable_period_id: month.id })).status).toBe(422);
      expect((await list({ accounting_period_id: month.id })).recordsTotal).toBe(6);
    });
  });

  describe('2. the invoice process', () => {
    it('Anna: pending -> waiting_for_report -> report_validated -> issued -> send, numbered by the sandbox', async () => {
      const { id } = await invoiceOf(clients['anna']!.id);
      const invoice = await settled(id, ['send']);
      const stream = `invoice-${clients['anna']!.id}-${month.id}`;
      expect(await streamTypes(stream)).toEqual([
        'InvoiceOpened',
        'InvoiceStatementOrdered',
        'InvoiceStatementValidated',
        'InvoiceIssued',
        'InvoiceMailed',
      ]);
      const [atService] = await sandboxInvoices(stream);
      // Two shipments of 15.00 PLN = 30.00 PLN; PLN -> EUR 1 / 4.30 = 0.2326: 6.98 EUR net; x 1.23 = 8.5854 -> 8.59 EUR gross.
      expect(invoice).toMatchObject({
        client_id: clients['anna']!.id,
        client_name: 'Anna Sklep',
        status: 'send',
        currency: 'EUR',
        total_amount: 8.59,
        total_anmount: 8.59,
        invoice_number: atService.number,
        external_id: Number(atService.id),
        issue_date: today,
        payment_to_date: invoiceDueDate(today, []),
        email_id: id,
        reissuable: false,
        error: null,
        attempt: 1,
        emails: [{ name: 'Anna Sklep', address: 'faktury@anna.example', sent_at: expect.any(String) }],
        exported_file: { identifier: expect.any(String), status: 'validated', name: expect.any(String) },
      });
      expect(invoice.invoice_number).toMatch(new RegExp(`^FV \\d+/${today.slice(5, 7)}/${today.slice(0, 4)}$`));
      expect(invoice.view_url).toMatch(/^https:\/\/sandbox\.fakturownia\.invalid\/invoice\//);
      expect(atService).toMatchObject({
        client_id: '12345',
        currency: 'EUR',
        issue_date: today,
        sell_date: month.to,
        payment_to: invoiceDueDate(today, []),
        buyer: { name: 'Anna Sklep', country: 'PL' },
        positions: [{ name: `Usługi spedycyjne ${month.from} – ${month.to}`, quantity: 2, total_price_gross: 8.59, tax: '23' }],
      });
      const mails = (await h.api.infra.database.db
        .selectFrom('sandbox_fakturownia_mails' as never)
        .selectAll()
        .where('invoice_id' as never, '=', atService.id as never)
        .execute()) as any[];
      expect(mails.map((m) => m.email_to)).toEqual([['faktury@anna.example']]);
    });

    it('the PDF comes from the service, the statement is the billing export of the period', async () => {
      const { id } = await invoiceOf(clients['anna']!.id);
      const pdf = await file(`${INVOICE}/${id}/download`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const statement = await file(`${INVOICE}/${id}/exported_file_download`);
      expect(statement.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await statement.arrayBuffer()) as never);
      const numbers: unknown[] = [];
      workbook.worksheets[0]!.eachRow((row, index) => index > 1 && numbers.push(row.getCell(1).value));
      expect(numbers.sort()).toEqual([...shipments['anna']!].sort());
      expect((await fetch(`${h.api.baseUrl}${INVOICE}/${id}/download`)).status).toBe(401);
    });

    it('Bruno has no FAKTUROWNIA_ID: missing_client_id at once, nothing at the service; no PDF yet', async () => {
      const { id, status } = await invoiceOf(clients['bruno']!.id);
      expect(status).toBe('missing_client_id');
      expect(await detail(id)).toMatchObject({ reissuable: true, external_id: null, invoice_number: null, exported_file: null });
      expect(await sandboxInvoices(`invoice-${clients['bruno']!.id}-${month.id}`)).toEqual([]);
      const pdf = await file(`${INVOICE}/${id}/download`);
      expect(pdf.status).toBe(409);
      expect(await pdf.json()).toEqual({ code: 'invoice_not_issued' });
    });

    it('Celina (INVOICING_BLOCK) gets no invoice', async () => {
      expect(await invoiceOf(clients['celina']!.id)).toBeUndefined();
    });

    it('Leon: the service made the invoice but its answer was lost; the retry finds it: exactly one at the service, ours recorded', async () => {
      const { id } = await invoiceOf(clients['leon']!.id);
      const invoice = await settled(id, ['send']);
      const atService = await sandboxInvoices(`invoice-${clients['leon']!.id}-${month.id}`);
      expect(atService).toHaveLength(1);
      // VAT np: gross = net = 15.00 PLN.
      expect(invoice).toMatchObject({
        external_id: Number(atService[0].id),
        invoice_number: atService[0].number,
        total_amount: 15,
        currency: 'PLN',
      });
      expect(atService[0].positions).toEqual([
        { name: `Usługi spedycyjne ${month.from} – ${month.to}`, quantity: 1, total_price_gross: 15, tax: 'np' },
      ]);
      expect((await streamTypes(`invoice-${clients['leon']!.id}-${month.id}`)).filter((t) => t === 'InvoiceIssued')).toHaveLength(1);
      // The lost answer was an outage the runtime retried: nothing was parked.
      expect(
        await h.api.infra.database.db
          .selectFrom('dead_letters' as never)
          .selectAll()
          .execute(),
      ).toEqual([]);
    });

    it('Rafał: the service refuses (422): report_validated with its error; fixed and re-issued, it is issued', async () => {
      const { id } = await invoiceOf(clients['rafal']!.id);
      const refused = await settled(id, ['report_validated']);
      expect(refused.error).toContain('client_id');
      expect(refused.reissuable).toBe(true);
      expect(await sandboxInvoices(`invoice-${clients['rafal']!.id}-${month.id}`)).toEqual([]);

      const paramId = await parameterId(clients['rafal']!.id, PARAM.FAKTUROWNIA_ID);
      const changed = await admin.put(`/api/app/v1/client/${clients['rafal']!.id}/additional`, { id: paramId, value: '888' });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const reissued = await admin.del(INVOICE, { id });
      expect(reissued.status, JSON.stringify(reissued.body)).toBe(200);
      expect(reissued.body).toEqual({ message: 'Faktura zostanie wystawiona ponownie.' });
      const issued = await settled(id, ['send'], 2);
      expect(issued).toMatchObject({ error: null, attempt: 2, total_amount: 18.45 });
      expect(await sandboxInvoices(`invoice-${clients['rafal']!.id}-${month.id}`)).toHaveLength(1);
    });

    it('Zofia: her statement has validation errors: report_validation_error; the errors are read and reviewed; a re-issue tries again', async () => {
      const { id } = await invoiceOf(clients['zofia']!.id);
      const first = await settled(id, ['report_validation_error']);
      const errors = await admin.get(`${INVOICE}/${id}/validation_errors`);
      expect(errors.status).toBe(200);
      expect(errors.body).toEqual([
        expect.objectContaining({
          type: 'missing_amount',
          internalWaybill: shipments['zofia']![0],
          reviewed: false,
          additionalData: { clientId: clients['zofia']!.id, reason: 'zero_amount' },
        }),
      ]);
      const errorId = errors.body[0].id as number;
      const reviewed = await admin.patch(`${INVOICE}/${id}/validation_errors`, { id: errorId, reviewed: 1 });
      expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
      expect((await admin.get(`${INVOICE}/${id}/validation_errors`)).body[0].reviewed).toBe(true);
      // An error of another invoice's statement (or none) is not found here.
      const annas = await invoiceOf(clients['anna']!.id);
      expect((await admin.patch(`${INVOICE}/${annas.id}/validation_errors`, { id: errorId, reviewed: 0 })).status).toBe(404);
      expect((await admin.get(`${INVOICE}/${annas.id}/validation_errors`)).body).toEqual([]);

      expect((await admin.del(INVOICE, { id })).status).toBe(200);
      // While the new statement is ordered and built, its errors answer 200 (none yet), never 404.
      const statuses = new Set<number>();
      let settling = true;
      const sampler = (async () => {
        while (settling) statuses.add((await admin.get(`${INVOICE}/${id}/validation_errors`)).status);
      })();
      const again = await settled(id, ['report_validation_error'], 2).finally(() => (settling = false));
      await sampler;
      expect([...statuses]).toEqual([200]);
      expect(again.exported_file.identifier).not.toBe(first.exported_file.identifier);
      expect(
        (await streamTypes(`invoice-${clients['zofia']!.id}-${month.id}`)).filter((t) => t === 'InvoiceStatementOrdered'),
      ).toHaveLength(2);
    });

    it('re-issue is refused once issued or sent (409); an unknown invoice is 404', async () => {
      const { id } = await invoiceOf(clients['anna']!.id);
      const refused = await admin.del(INVOICE, { id });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'invoice_reissue_not_allowed' });
      expect((await admin.del(INVOICE, { id: 999_999 })).status).toBe(404);
      expect((await admin.get(`${INVOICE}/999999`)).status).toBe(404);
    });

    it('Hugo (his shipment re-accounted by the Hungary list) is invoiced too', async () => {
      const { id } = await invoiceOf(clients['hugo']!.id);
      // 1.25 kg in [0, 3) of the Hungary list: 9.00 PLN; x 1.23 = 11.07.
      expect(await settled(id, ['send'])).toMatchObject({ total_amount: 11.07, currency: 'PLN' });
    });
  });

  describe('3. the list and the settlement tab', () => {
    it('25 a page by default, ordered by the period, filtered by status and period, searched by name; pages do not overlap', async () => {
      const all = await list({ accounting_period_id: month.id });
      expect(all.data).toHaveLength(6);
      expect(Object.keys(all.data[0]).sort()).toEqual(
        [
          'client_id',
          'client_name',
          'currency',
          'id',
          'invoice_number',
          'issue_date',
          'period_from',
          'period_to',
          'period_type',
          'status',
          'total_amount',
          'total_anmount',
        ].sort(),
      );
      const annas = all.data.find((r) => r.client_name === 'Anna Sklep');
      expect(annas).toMatchObject({
        status: 'send',
        issue_date: today,
        total_anmount: 8.59,
        currency: 'EUR',
        invoice_number: expect.any(String),
      });
      const sent = await list({ status: 'send' });
      expect(sent.data.map((r) => r.client_name).sort()).toEqual(['Anna Sklep', 'Hugo Kft', 'Leon SANDBOX-LOST-ANSWER', 'Rafał Sklep']);
      expect((await list({ status: 'missing_client_id' })).data.map((r) => r.client_name)).toEqual(['Bruno Sklep']);
      expect((await list({ accounting_period_id: previousPeriod(month as never).id })).recordsTotal).toBe(0);
      const searched = await list({ search: { value: 'ANNA' } });
      expect(searched.data.map((r) => r.client_name)).toEqual(['Anna Sklep']);
      expect(searched.recordsFiltered).toBe(1);
      const pages = [];
      for (const start of [0, 2, 4])
        pages.push(...(await list({ accounting_period_id: month.id, start, length: 2 })).data.map((r) => r.id));
      expect(new Set(pages).size).toBe(6);
      const ids = all.data.map((r) => r.id);
      expect(pages).toEqual(ids);
      // The default order: the period newest first, then the id.
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect((await admin.post(`${INVOICE}/list`, { status: 'printed' })).status).toBe(422);
    });

    it('GET app/v2/shipment/{n}/invoices: the issued invoice whose period covers the shipment; none for an uninvoiced one', async () => {
      const { id } = await invoiceOf(clients['anna']!.id);
      const invoice = await detail(id);
      const found = await admin.get(`/api/app/v2/shipment/${shipments['anna']![0]}/invoices`);
      expect(found.status).toBe(200);
      expect(found.body).toEqual({ data: [{ id, number: invoice.invoice_number, issue_date: today }] });
      expect((await admin.get(`/api/app/v2/shipment/${shipments['bruno']![0]}/invoices`)).body).toEqual({ data: [] });
      expect((await admin.get(`/api/app/v2/shipment/${shipments['celina']![0]}/invoices`)).body).toEqual({ data: [] });
    });
  });

  describe('4. exactly once', () => {
    it('three runs of the week racing: one invoice per weekly client, one mark; a retried run is refused', async () => {
      const answers = await Promise.all([1, 2, 3].map(() => trigger({ accountable_period_id: week.id })));
      for (const answer of answers) expect([202, 422], JSON.stringify(answer.body)).toContain(answer.status);
      const accepted = answers.filter((a) => a.status === 202);
      expect(accepted.length).toBeGreaterThanOrEqual(1);
      expect(accepted.reduce((sum, a) => sum + a.body.invoices, 0)).toBe(2);
      const listed = await list({ accounting_period_id: week.id });
      expect(listed.data.map((r) => r.client_name).sort()).toEqual(['Wanda Sklep', 'Wiktor Sklep']);
      for (const key of ['wiktor', 'wanda']) {
        const stream = `invoice-${clients[key]!.id}-${week.id}`;
        expect((await streamTypes(stream)).filter((t) => t === 'InvoiceOpened')).toHaveLength(1);
      }
      expect(await streamTypes(`invoice-run-weekly-${week.id}`)).toEqual(['InvoiceRunTriggered']);
      expect((await trigger({ accountable_period_id: week.id })).status).toBe(422);
      for (const row of listed.data) {
        const sent = await settled(row.id, ['send']);
        expect(sent.period_type).toBe('weekly');
        expect(await sandboxInvoices(`invoice-${row.client_id}-${week.id}`)).toHaveLength(1);
      }
    });
  });

  describe('5. buffer parcels and roles', () => {
    it('409 with the message while a buffer parcel waits for its adoption', async () => {
      const desk = `INV-${String.fromCharCode(65 + (Date.now() % 26))}`;
      expect(
        (await admin.post('/api/app/v1/warehouse/workstation/store', { code: desk, workstation_type_id: 3, warehouse_id: 1 })).status,
      ).toBe(201);
      expect((await worker.post('/api/app/v1/warehouse/workstation/workflow', { code: desk })).status).toBe(200);
      const buffered = await worker.put('/api/app/v1/parcel/scan-and-assign-to-client', {
        barcode: `XB${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`,
        client_id: clients['bruno']!.id,
        scan_id: randomUUID(),
        where: 'TYCHY',
      });
      expect(buffered.status, JSON.stringify(buffered.body)).toBe(201);
      // Once the listing knows the parcel (a trigger before that would run the period).
      await until(
        () =>
          h.api.infra.database.db
            .selectFrom('listing_parcels' as never)
            .select('id' as never)
            .where('buffer_number' as never, 'is not', null)
            .where('processable' as never, '=', false as never)
            .execute(),
        (rows) => rows.length > 0,
      );
      // An older month nobody ran yet.
      const older = previousPeriod(month as never);
      const refused = await trigger({ accountable_period_id: older.id });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'invoicing_buffer_parcels_waiting', message: BUFFER_MESSAGE });
      expect((await admin.get(`${PERIODS}/monthly/past`)).body[1]).toEqual(older);
    });

    it('admins only', async () => {
      const anna = clients['anna']!;
      for (const as of [worker, anna.as]) {
        expect((await as.post(`${INVOICE}/list`, {})).status).toBe(403);
        expect((await as.post(`${INVOICE}/trigger`, {})).status).toBe(403);
        expect((await as.get(`${PERIODS}/monthly/accountable`)).status).toBe(403);
        expect((await as.get(`/api/app/v2/shipment/${shipments['anna']![0]}/invoices`)).status).toBe(403);
      }
    });
  });
});
