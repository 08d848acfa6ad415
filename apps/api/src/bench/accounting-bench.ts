import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addDays, calendarDateIn } from '@parcel/domain';
import { rssOf, startProcesses } from './reports-bench.js';
import { sleep } from './stats.js';

export interface AccountingBench {
  readonly shipments: number;
  readonly parcels: number;
  readonly clientShipments: number;
  readonly seedMs: number;
  /** The billing statement ordered with re_account: every shipment of the period priced again (events appended), then the file. */
  readonly reAccountMs: number;
  /** The same statement without re_account: the recorded amounts (accounting read model) into the file. */
  readonly statementMs: number;
  /** The accounting read model catching up with the re-accounting's events (from the statement's end). */
  readonly projectionCatchUpMs: number;
  readonly accountingEvents: number;
  readonly rssStartMb: number;
  readonly rssMaxMb: number;
  readonly rssSecondHalfGrowthMb: number;
  readonly progressValues: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * Accounting and the billing statement at scale (issue 13 §5): the shipments
 * read model seeded with `shipments` shipments of two parcels each (1,000,000
 * parcels at the default 500,000), `clientShipments` of them one client's,
 * received over the last month; default income and cost lists and an
 * exchange rate made through HTTP. Then, as an admin through HTTP, the
 * client's billing statement with re_account (each batch priced by the
 * accountant, its events appended, then written) and again without (the
 * accounting read model's amounts), the API (EXPORTS_WORKER=false) and the
 * export worker as their own processes, the worker's RSS sampled every 100 ms.
 */
export async function measureAccounting(
  databaseUrl: string,
  natsUrl: string,
  shipments: number,
  clientShipments: number,
): Promise<AccountingBench> {
  const api = await startProcesses(databaseUrl, natsUrl);
  const pid = api.worker.pid!;
  const sql = new pg.Client({ connectionString: databaseUrl });
  try {
    await sql.connect();
    const login = await fetch(`${api.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${api.base}/api/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return text ? JSON.parse(text) : null;
    };

    // The client, its lists (income for Romania, cost for courier 1) and the RON rate, as an admin would make them.
    const created = await call('POST', 'client', {
      name: 'Bench Rozliczenia Sp. z o.o.',
      country: 2,
      city: 'Warszawa',
      post_code: '00-950',
      street: 'Marszałkowska 1',
      address: 'lok. 2',
      phone_number_prefix: '0048',
      phone_number: '600100200',
      email: 'bench-accounting@example.com',
      nip: '5250000009',
      contact_name: 'Jan Kowalski',
      bank_account_number: '61 1090 1014 0000 0712 1981 2874',
      cod_enabled: 1,
      download_ext: 0,
      ext_number: 1,
      shipment_note: '-',
      sender_signature: 'JK',
      re_returning_address: 'ul. Zwrotna 1',
      re_broadcasting_facility_address: 'ul. Nadawcza 2',
      allowed_countries: [1],
    });
    const clientId = Number(created.id);
    const list = {
      begin_date: '2020-01-01',
      currency: 'PLN',
      specific_factors_currency: 'RON',
      weight_thresholds: [3, 5, 15, 20, 30].map((limiting_threshold, i) => ({ limiting_threshold, base_amount: 12 + 4 * i })),
      cod_account_factor: { type: 'percent', value: 1, minimal: 5, maximal: 50 },
      insurance_account_factor: { type: 'percent', value: 0.5, minimal: 1, maximal: null },
      multi_pack_account_factor: { type: 'lump_sum', value: 3 },
      oversize_account_factor: { type: 'lump_sum', value: 15 },
      overweight_account_factor: { type: 'lump_sum', value: 2 },
    };
    await call('POST', 'app/v1/operational_price_list/income', { ...list, name: 'Bench przychodowy RO', id_country: 1 });
    await call('POST', 'app/v1/operational_price_list/cost', { ...list, name: 'Bench kosztowy', id_courier: 1 });
    await call('PUT', 'app/v1/exchange_rate', { currency: 'RON', pln_per_unit: 0.85, valid_from: '2020-01-01' });

    // The shipments read model: `shipments` shipments of 2 parcels, the first `clientShipments` the client's, the rest 1,000 others'.
    const seedStarted = performance.now();
    const end = new Date();
    const base = 50_000_000;
    await sql.query(
      `INSERT INTO shipments (id, number, client_id, delivery_service, country_id, courier_id, creator, is_emag, is_return,
         sender, recipient, content, additional_data, registration, created_at, updated_at)
       SELECT $1::int + g, 'BN' || lpad(g::text, 9, '0') || 'RO', CASE WHEN g <= $3 THEN $4 ELSE 2000000 + g % 1000 END, 1, 1, 1, 'app_v2', false, false,
         '{}'::jsonb, '{}'::jsonb,
         jsonb_build_object('declared_content', 'Książki', 'declared_value', 100 + g % 400, 'currency', 'RON', 'cash_on_delivery_value', CASE WHEN g % 3 = 0 THEN 0 ELSE 50 + g % 300 END),
         '{}'::jsonb, 'registered', $5::timestamptz - (g % 28) * interval '1 day', $5::timestamptz
       FROM generate_series(1, $2::int) g`,
      [base, shipments, clientShipments, clientId, end.toISOString()],
    );
    await sql.query(
      `INSERT INTO shipment_parcels (id, shipment_id, number, position, weight, height, width, length, received_at, last_status_id, active)
       SELECT $1::int * 2 + g * 2 + p, $1::int + g, 'BP' || lpad((g * 2 + p)::text, 10, '0'), p + 1,
         0.5 + (g * 7 + p * 3) % 250 / 10.0, 10 + g % 30, 20 + p * 5, 30 + g % 50,
         $3::timestamptz - (g % 28) * interval '1 day' + interval '2 hours', 55, true
       FROM generate_series(1, $2::int) g, generate_series(0, 1) p`,
      [base, shipments, end.toISOString()],
    );
    await sql.query('VACUUM ANALYZE shipments');
    await sql.query('VACUUM ANALYZE shipment_parcels');
    const seedMs = performance.now() - seedStarted;
    const today = calendarDateIn(end);
    const period = { start: addDays(today, -30), end: today };

    const samples: { at: number; rss: number }[] = [];
    const statement = async (reAccount: boolean) => {
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          samples.push({ at: performance.now(), rss: await rssOf(pid) });
          await sleep(100);
        }
      })();
      const started = performance.now();
      const { uuid } = await call('POST', 'app/v1/export', { type: 'billing', client_id: clientId, ...period, re_account: reAccount });
      let view = { status: 'order_accepted', performed_count: 0, total_count: 0 };
      const progress = new Set<number>();
      while (['order_accepted', 'accounting'].includes(view.status)) {
        await sleep(100);
        view = await call('GET', `app/v1/export/find/${uuid}`);
        progress.add(view.performed_count);
      }
      const ms = performance.now() - started;
      sampling = false;
      await sampler;
      if (view.status !== 'validated') throw new Error(`the statement ended ${view.status} (${JSON.stringify(view)})`);
      if (view.performed_count !== clientShipments) throw new Error(`${view.performed_count} rows, ${clientShipments} expected`);
      return { ms, started, progress: progress.size };
    };

    const rssStart = await rssOf(pid);
    const reAccounting = await statement(true);
    const catchUpStarted = performance.now();
    for (;;) {
      const { rows } = await sql.query<{ n: string }>(`SELECT count(*) AS n FROM shipment_accounting WHERE client_id = $1`, [clientId]);
      if (Number(rows[0]!.n) >= clientShipments * 2) break;
      await sleep(200);
    }
    const projectionCatchUpMs = performance.now() - catchUpStarted;
    const { rows: events } = await sql.query<{ n: string }>(
      `SELECT count(*) AS n FROM shipment_accounting WHERE client_id = $1 AND main IS NOT NULL`,
      [clientId],
    );
    const plain = await statement(false);
    const first = samples.filter((s) => s.at < reAccounting.started + reAccounting.ms / 2);
    const second = samples.filter((s) => s.at >= reAccounting.started + reAccounting.ms / 2);
    const maxOf = (list: { rss: number }[]) => Math.max(0, ...list.map((s) => s.rss));
    return {
      shipments,
      parcels: shipments * 2,
      clientShipments,
      seedMs,
      reAccountMs: reAccounting.ms,
      statementMs: plain.ms,
      projectionCatchUpMs,
      accountingEvents: Number(events[0]!.n),
      rssStartMb: mb(rssStart),
      rssMaxMb: mb(maxOf(samples)),
      rssSecondHalfGrowthMb: mb(maxOf(second) - maxOf(first)),
      progressValues: reAccounting.progress,
    };
  } finally {
    await sql.end();
    await api.stop();
  }
}
