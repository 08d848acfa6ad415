import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { calendarDateIn } from '@parcel/domain';
import { startProcesses } from './reports-bench.js';
import { sleep } from './stats.js';

export interface InvoicingBench {
  readonly clients: number;
  readonly shipmentsPerClient: number;
  readonly seedMs: number;
  /** From the trigger's answer to every invoice mailed (status send). */
  readonly runMs: number;
  readonly triggerMs: number;
  readonly statuses: Record<string, number>;
}

/**
 * An invoice run for `clients` clients against the Fakturownia sandbox (issue 13 §5): the clients read model
 * (with FAKTUROWNIA_ID and INVOICING_EMAIL_ADDRESS), their shipments received last month and those shipments'
 * income amounts (the accounting read model) seeded straight; then POST app/v1/invoice/trigger as an admin through
 * HTTP and the time until every invoice is mailed: per client a billing statement built by the export worker (its
 * own process), the invoice issued at the sandbox with its oid, the mail sent.
 */
export async function measureInvoicing(databaseUrl: string, natsUrl: string, clients: number, shipmentsPerClient: number): Promise<InvoicingBench> {
  const api = await startProcesses(databaseUrl, natsUrl);
  const sql = new pg.Client({ connectionString: databaseUrl });
  try {
    await sql.connect();
    const now = new Date();
    const today = calendarDateIn(now);
    const [year, month] = today.split('-').map(Number) as [number, number];
    const day10 = new Date(Date.UTC(year, month - 2, 10, 10)).toISOString();
    const accountedOn = day10.slice(0, 10);
    const seedStarted = performance.now();
    const firstClient = 3_000_000;
    await sql.query(
      `INSERT INTO clients (id, user_id, name, country, city, post_code, street, address, phone_number_prefix, phone_number, email, nip,
         contact_name, bank_account_number, cod_enabled, download_ext, ext_number, shipment_note, sender_signature,
         re_returning_address, re_broadcasting_facility_address, allowed_countries, created_at, updated_at)
       SELECT $1::int + g, 'bench-invoicing-' || g, 'Klient fakturowy ' || g || ' Sp. z o.o.', 2, 'Warszawa', '00-950', 'Marszałkowska ' || g, '-',
         '0048', '600100200', 'klient' || g || '@example.com', '5250000009', 'Jan Kowalski', 'n/d', 0, 0, 0, '-', 'JK', '-', '-', '[1]'::jsonb, now(), now()
       FROM generate_series(1, $2::int) g`,
      [firstClient, clients],
    );
    await sql.query(
      `INSERT INTO client_parameters (id, client_id, type_id, code, value, created_at)
       SELECT 'bench-p-' || g || '-' || t.type_id, $1::int + g, t.type_id, t.code, replace(t.value, '#', g::text), now()
       FROM generate_series(1, $2::int) g,
         (VALUES (18, 'FAKTUROWNIA_ID', '9#'), (17, 'INVOICING_EMAIL_ADDRESS', 'faktury#@example.com'), (10, 'ACCOUNT_PERIOD', 'monthly')) AS t(type_id, code, value)`,
      [firstClient, clients],
    );
    const total = clients * shipmentsPerClient;
    await sql.query(
      `INSERT INTO shipments (id, number, client_id, delivery_service, country_id, courier_id, creator, is_emag, is_return,
         sender, recipient, content, additional_data, registration, created_at, updated_at)
       SELECT 60000000 + g, 'IN' || lpad(g::text, 9, '0') || 'RO', $1::int + 1 + (g - 1) / $3::int, 1, 1, 1, 'app_v2', false, false,
         '{}'::jsonb, '{}'::jsonb, '{"declared_content":"-","declared_value":100,"currency":"RON","cash_on_delivery_value":0}'::jsonb,
         '{}'::jsonb, 'registered', $4::timestamptz - interval '1 day', $4::timestamptz
       FROM generate_series(1, $2::int) g`,
      [firstClient, total, shipmentsPerClient, day10],
    );
    await sql.query(
      `INSERT INTO shipment_parcels (id, shipment_id, number, position, weight, height, width, length, received_at, last_status_id, active)
       SELECT 60000000 + g, 60000000 + g, 'IP' || lpad(g::text, 10, '0'), 1, 2, 10, 20, 30, $2::timestamptz, 55, true
       FROM generate_series(1, $1::int) g`,
      [total, day10],
    );
    const amounts = JSON.stringify({
      summary: 25.5,
      specific_exchange_rate: 1,
      base: 20,
      cod: 0,
      insurance: 2.5,
      overweight: 0,
      oversize: 0,
      multi_pack: 0,
      unclaimed: 0,
      collect_from_client: 3,
    });
    await sql.query(
      `INSERT INTO shipment_accounting (shipment_id, side, client_id, main, summary, currency, price_list_id, price_list_revision,
         accounting_weight, parcel_count, accounted_on, revision, updated_at)
       SELECT 60000000 + g, 'income', $1::int + 1 + (g - 1) / $3::int, $4::jsonb, 25.5, 'PLN', 1, 0, 2, 1, $5, 0, now()
       FROM generate_series(1, $2::int) g`,
      [firstClient, total, shipmentsPerClient, amounts, accountedOn],
    );
    for (const table of ['clients', 'client_parameters', 'shipments', 'shipment_parcels', 'shipment_accounting']) await sql.query(`VACUUM ANALYZE ${table}`);
    const seedMs = performance.now() - seedStarted;

    const login = await fetch(`${api.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const started = performance.now();
    const triggered = await fetch(`${api.base}/api/app/v1/invoice/trigger`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'monthly', trigger_date: today }),
    });
    const triggerMs = performance.now() - started;
    if (triggered.status !== 202) throw new Error(`trigger: ${triggered.status} ${await triggered.text()}`);
    let statuses: Record<string, number> = {};
    const deadline = Date.now() + 15 * 60_000;
    for (;;) {
      const { rows } = await sql.query<{ status: string; n: string }>(`SELECT status, count(*) AS n FROM invoices GROUP BY status`);
      statuses = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
      if ((statuses['send'] ?? 0) >= clients) break;
      if (Date.now() > deadline) throw new Error(`the run did not end: ${JSON.stringify(statuses)}`);
      await sleep(200);
    }
    return { clients, shipmentsPerClient, seedMs, runMs: performance.now() - started, triggerMs, statuses };
  } finally {
    await sql.end();
    await api.stop();
  }
}
