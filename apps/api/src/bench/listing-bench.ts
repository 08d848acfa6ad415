import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'kysely';
import { connectPostgres } from '@parcel/platform';
import { listingSeedEvents, PROJECTIONS, type ReadModelDb } from '@parcel/read-models';
import { startBenchApi } from './bench-api.js';
import { caughtUp } from './floor-bench.js';
import { PROJECTOR_MAIN, PROJECTOR_NODE_FLAGS } from './processes.js';
import { percentile } from './stats.js';

export interface ListingCase {
  readonly label: string;
  readonly length: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly handP95Ms: number;
  readonly rows: number;
  readonly filtered: number;
}

export interface ListingBench {
  readonly parcels: number;
  readonly shipments: number;
  readonly events: number;
  readonly rebuildSeconds: number;
  readonly cases: readonly ListingCase[];
}

const PARCEL_COLUMNS =
  'id, internal_number, shipment_number, status_name, recipient_name, client_id, client_name, destination_city, source_city, return_parcel, out_number, in_number, buffer_number, return_number, declared_content, cash_on_delivery, cash_on_delivery_value, currency, created_at, error_message, id_in_courier, id_out_courier, sender_country_id, recipient_country_id';

const SHIPMENT_COLUMNS =
  'id, internal_waybill, recipient_name, client_id, client_name, recipient_locality_name, sender_locality_name, out_waybill, in_waybill, declared_content, cash_on_delivery, cash_on_delivery_value, currency, created_at, type, sender_country_id, recipient_country_id';

/**
 * The listing at scale: the generator's history appended to the event store,
 * the listing read model rebuilt from it by the real rebuild (the projector's
 * `rebuild listing`: replay into shadow tables, swap), then each criterion
 * alone and the common combinations through POST app/v1/parcel/list (page and
 * recordsFiltered), beside the same page and count by hand-written SQL on the
 * same table. Needs a fresh database.
 */
export async function measureListing(
  databaseUrl: string,
  natsUrl: string,
  options: { parcels: number; clients: number; months: number; runs: number },
  progress: (line: string) => void,
): Promise<ListingBench> {
  const env = { ADDRESS_IMPORT: 'false', LOCKERS_SYNC_INTERVAL_MS: '0' };
  // The API once, then stopped: the schema, the checkpoints and the admin are there before the history is appended.
  let api = await startBenchApi(databaseUrl, natsUrl, env);
  try {
    for (const projection of PROJECTIONS)
      await caughtUp(api.infra.database.db as ReadModelDb, projection.name, projection.eventTypes, 60_000);
  } finally {
    await api.close();
  }
  const writer = connectPostgres(databaseUrl, { maxConnections: 3 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const db = writer.db as ReadModelDb;
    const appended = await appendHistory(db, { ...options, end: new Date(), statusTypes: true }, progress);
    progress(`listing: ${appended} events in the store; rebuilding the listing read model from them`);
    const started = performance.now();
    const events = await rebuildWithProjector(databaseUrl, progress);
    const rebuildSeconds = (performance.now() - started) / 1000;
    await client.query('VACUUM ANALYZE listing_parcels, listing_shipments, listing_counts, listing_clients');
    api = await startBenchApi(databaseUrl, natsUrl, env);
    const counts = (
      await client.query<{ p: string; s: string }>(
        'SELECT (SELECT count(*) FROM listing_parcels) p, (SELECT count(*) FROM listing_shipments) s',
      )
    ).rows[0]!;

    // Values the cases look for, taken from the seeded rows.
    const sample = (
      await client.query(
        `SELECT * FROM listing_parcels WHERE out_number IS NOT NULL ORDER BY id LIMIT 1 OFFSET ${Math.floor(Number(counts.p) / 2)}`,
      )
    ).rows[0];
    const returned = (await client.query(`SELECT return_number FROM listing_parcels WHERE return_number IS NOT NULL LIMIT 1`)).rows[0];
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const c17 = 17;
    const cases: { label: string; criteria: Record<string, unknown>; where: string; length?: number; shipments?: boolean }[] = [
      { label: 'no filter', criteria: {}, where: '' },
      { label: 'client', criteria: { client_id: c17 }, where: `client_id = ${c17}` },
      {
        label: 'client name',
        criteria: { client_name: 'Sklep 1700' },
        where: `client_id IN (SELECT id FROM listing_clients WHERE lower(name) LIKE '%sklep 1700%')`,
      },
      { label: 'clients include (3)', criteria: { client_ids: [5, 50, 500] }, where: `client_id = ANY('{5,50,500}')` },
      {
        label: 'clients exclude (3)',
        criteria: { client_ids: [1, 2, 3], client_list_filter_mode: 'exclude' },
        where: `client_id <> ALL('{1,2,3}')`,
      },
      {
        label: 'dates (30 days)',
        criteria: { start: monthAgo, end: today },
        where: `created_at >= '${monthAgo}'::timestamp AT TIME ZONE 'Europe/Warsaw' AND created_at < '${today}'::timestamp AT TIME ZONE 'Europe/Warsaw' + interval '1 day'`,
      },
      { label: 'status group', criteria: { status_group_id: 3 }, where: 'status_group_id = 3' },
      { label: 'last status', criteria: { last_status_id: 62 }, where: 'status_id = 62' },
      { label: 'courier', criteria: { courier_id: 5 }, where: 'courier_id = 5' },
      { label: 'locker', criteria: { locker: 1 }, where: 'locker = true' },
      { label: 'cod', criteria: { cod: 1 }, where: 'cash_on_delivery = true' },
      { label: 'country', criteria: { country: 'HU' }, where: 'country_id = 3' },
      { label: 'deleted', criteria: { deleted: 1 }, where: '' },
      { label: 'processable no', criteria: { processable: 0 }, where: 'processable = false' },
      {
        label: 'problem rule',
        criteria: { problem_rule_code: 'SHIPMENT_REGISTRATION_FAILED' },
        where: `cardinality(problem_rules) > 0 AND problem_rules @> ARRAY['SHIPMENT_REGISTRATION_FAILED']`,
      },
      { label: 'problem sector', criteria: { problematic_sector_id: 2 }, where: 'problematic_sector_id = 2' },
      {
        label: 'internal number',
        criteria: { internal_number: sample.internal_number },
        where: `internal_number = '${sample.internal_number}'`,
      },
      {
        label: 'waybill number',
        criteria: { internal_number: sample.shipment_number },
        where: `shipment_id = ${sample.shipment_id} AND shipment_number = '${sample.shipment_number}'`,
      },
      {
        label: 'out number',
        criteria: { out_number: sample.out_number },
        where: `(out_number = '${sample.out_number}' OR in_number = '${sample.out_number}' OR buffer_number = '${sample.out_number}')`,
      },
      {
        label: 'return number',
        criteria: { return_number: returned?.return_number ?? 'none' },
        where: `return_number = '${returned?.return_number ?? 'none'}'`,
      },
      {
        label: 'client + dates',
        criteria: { client_id: c17, start: monthAgo, end: today },
        where: `client_id = ${c17} AND created_at >= '${monthAgo}'::timestamp AT TIME ZONE 'Europe/Warsaw' AND created_at < '${today}'::timestamp AT TIME ZONE 'Europe/Warsaw' + interval '1 day'`,
      },
      { label: 'status group + country', criteria: { status_group_id: 3, country: 'BG' }, where: 'status_group_id = 3 AND country_id = 4' },
      { label: 'shipments: no filter', criteria: { type: 'shipments' }, where: '', shipments: true },
      {
        label: 'shipments: status group + country',
        criteria: { type: 'shipments', status_group_id: 3, country: 'BG' },
        where: 'status_group_id = 3 AND country_id = 4',
        shipments: true,
      },
      {
        label: 'shipments: client + dates',
        criteria: { type: 'shipments', client_id: c17, start: monthAgo, end: today },
        where: `client_id = ${c17} AND created_at >= '${monthAgo}'::timestamp AT TIME ZONE 'Europe/Warsaw' AND created_at < '${today}'::timestamp AT TIME ZONE 'Europe/Warsaw' + interval '1 day'`,
        shipments: true,
      },
      { label: 'page 5000, no filter', criteria: {}, where: '', length: 5000 },
      { label: 'page 5000, country', criteria: { country: 'RO' }, where: 'country_id = 1', length: 5000 },
    ];

    const login = await fetch(`${api.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: api.config.ADMIN_EMAIL, password: api.config.ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const results: ListingCase[] = [];
    for (const c of cases) {
      const length = c.length ?? 25;
      const deleted = c.label === 'deleted';
      const table = c.shipments ? 'listing_shipments' : 'listing_parcels';
      const where = [`deleted = ${deleted}`, ...(c.where ? [c.where] : [])].join(' AND ');
      const viaApi = async () => {
        const response = await fetch(`${api.base}/api/app/v1/parcel/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ draw: 1, start: 0, length, criteria: c.criteria }),
        });
        if (response.status !== 200) throw new Error(`${c.label}: ${response.status} ${await response.text()}`);
        const body = (await response.json()) as { data: unknown[]; recordsFiltered: number };
        return { rows: body.data.length, filtered: body.recordsFiltered };
      };
      const byHand = async () => {
        const [page, count] = await Promise.all([
          client.query(
            `SELECT ${c.shipments ? SHIPMENT_COLUMNS : PARCEL_COLUMNS} FROM ${table} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${length}`,
          ),
          client.query(`SELECT count(*) AS n FROM ${table} WHERE ${where}`),
        ]);
        return { rows: page.rows.length, filtered: Number(count.rows[0].n) };
      };
      const runs = length > 25 ? Math.max(5, Math.floor(options.runs / 5)) : options.runs;
      for (let i = 0; i < 3; i += 1) {
        await viaApi();
        await byHand();
      }
      const apiSamples: number[] = [];
      const handSamples: number[] = [];
      let last = { rows: 0, filtered: 0 };
      for (let i = 0; i < runs; i += 1) {
        let t = performance.now();
        last = await viaApi();
        apiSamples.push(performance.now() - t);
        t = performance.now();
        const hand = await byHand();
        handSamples.push(performance.now() - t);
        if (hand.filtered !== last.filtered) throw new Error(`${c.label}: API counted ${last.filtered}, SQL ${hand.filtered}`);
      }
      results.push({
        label: c.label,
        length,
        p50Ms: percentile(apiSamples, 50),
        p95Ms: percentile(apiSamples, 95),
        handP95Ms: percentile(handSamples, 95),
        rows: last.rows,
        filtered: last.filtered,
      });
      progress(`listing: ${c.label} p95 ${percentile(apiSamples, 95).toFixed(1)} ms (${last.filtered} rows)`);
    }
    return { parcels: Number(counts.p), shipments: Number(counts.s), events, rebuildSeconds, cases: results };
  } finally {
    await client.end();
    await writer.close();
    await api.close();
  }
}

/** `npm run projector -- rebuild <name>` (the same node flags; listing by default), its replayed-events count from its last line. */
export async function rebuildWithProjector(databaseUrl: string, progress: (line: string) => void, name = 'listing'): Promise<number> {
  const child = spawn(process.execPath, [...PROJECTOR_NODE_FLAGS, PROJECTOR_MAIN, 'rebuild', name], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NATS_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let events = -1;
  for await (const line of createInterface({ input: child.stdout })) {
    if (/events replayed/.test(line)) progress(`${name}: ${line.replace(/^\S+\s+/, '')}`);
    const done = new RegExp(`Rebuilt ${name} from (\\d+) events`).exec(line);
    if (done) events = Number(done[1]);
  }
  const code = await exited;
  if (code !== 0 || events < 0) throw new Error(`projector rebuild ${name} failed (exit ${code})`);
  return events;
}

/**
 * The generator's history into es_events, a batch per INSERT (each stream's
 * revisions counted here; setup, not measured), then every checkpoint moved
 * to its end: the other read models and the process managers take no part,
 * only the rebuild reads it.
 */
export async function appendHistory(
  db: ReadModelDb,
  options: Parameters<typeof listingSeedEvents>[0],
  progress: (line: string) => void,
): Promise<number> {
  // Streams the API wrote already (the status types it seeds) go on from their last revision.
  const { rows: existing } = await sql<{ stream_id: string; revision: string }>`
    SELECT stream_id, max(revision) AS revision FROM es_events GROUP BY stream_id`.execute(db);
  const revisions = new Map<string, number>(existing.map((r) => [r.stream_id, Number(r.revision)]));
  let count = 0;
  for (const batch of listingSeedEvents(options, 4000)) {
    const revision = batch.map((e) => {
      const next = (revisions.get(e.streamId) ?? -1) + 1;
      revisions.set(e.streamId, next);
      return next;
    });
    await sql`INSERT INTO es_events (transaction_id, event_id, stream_id, revision, type, version, data, metadata)
      SELECT pg_current_xact_id()::text::bigint, e.* FROM unnest(
        ${batch.map(() => randomUUID())}::uuid[], ${batch.map((e) => e.streamId)}::text[], ${revision}::bigint[],
        ${batch.map((e) => e.type)}::text[], ${batch.map(() => 1)}::integer[],
        ${batch.map((e) => JSON.stringify(e.data))}::jsonb[], ${batch.map((e) => JSON.stringify(e.metadata))}::jsonb[]) AS e`.execute(db);
    count += batch.length;
    if (count % 500_000 < 4000) progress(`listing: ${count} events appended`);
  }
  await sql`UPDATE projection_checkpoints SET (position_commit, position_prepare) =
    (SELECT transaction_id, global_position FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1)`.execute(db);
  await sql`VACUUM ANALYZE es_events`.execute(db);
  return count;
}
