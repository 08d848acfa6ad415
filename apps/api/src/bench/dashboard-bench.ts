import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { calendarDateIn } from '@parcel/domain';
import { connectPostgres } from '@parcel/platform';
import { PROJECTIONS, type ReadModelDb } from '@parcel/read-models';
import { DashboardQueries } from '../dashboard/index.js';
import { startBenchApi } from './bench-api.js';
import { caughtUp } from './floor-bench.js';
import { appendHistory, rebuildWithProjector } from './listing-bench.js';
import { percentile } from './stats.js';

export interface Timing {
  readonly label: string;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  readonly count: number;
}

/** One figure's query as EXPLAIN ANALYZE saw it: its time, the scans of its plan, with and without the index. */
export interface FigurePlan {
  readonly figure: string;
  readonly ms: number;
  readonly scans: string;
  readonly withoutIndexMs?: number;
  readonly withoutIndexScans?: string;
}

export interface DashboardBench {
  readonly parcels: number;
  readonly shipments: number;
  readonly events: number;
  readonly seedSeconds: number;
  readonly largestClientParcels: number;
  readonly admin: Timing;
  readonly worker: Timing;
  readonly client: Timing;
  readonly plans: readonly FigurePlan[];
  readonly answer: unknown;
}

const DAY = (day: string, plus = 0) => `(('${day}'::date + ${plus})::timestamp AT TIME ZONE 'Europe/Warsaw')`;

/**
 * The dashboard at scale (issue 14 part 3): the listing's generator's history
 * (about 500,000 shipments, 1,000,000 parcels of 2,000 clients over 12 months,
 * received, sorted, in problem sectors, some refused by the courier) appended
 * to the event store, the read models the admins' figures read rebuilt from
 * it by the product's own command (listing, shipments, problem_parcels,
 * clients), 20,000 exports beside them; then GET app/v1/dashboard as the
 * admin through HTTP one call at a time (the figure of the issue), the
 * worker's likewise, a client's (the largest) through the query class, and
 * each figure's query under EXPLAIN ANALYZE, the two that needed an index of
 * this issue also without it. Needs a fresh database.
 */
export async function measureDashboard(
  databaseUrl: string,
  natsUrl: string,
  options: { parcels: number; clients: number; months: number; runs: number },
  progress: (line: string) => void,
): Promise<DashboardBench> {
  const env = { ADDRESS_IMPORT: 'false', LOCKERS_SYNC_INTERVAL_MS: '0', EXPORTS_WORKER: 'false' };
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
    const seedStarted = performance.now();
    // The generator's last shipments are made about 9 days before its end (its pace assumes 2 parcels a shipment), each
    // received a day after it is made: an end 8 days ahead puts a day's receptions on today, as the figure expects.
    const end = new Date(Date.now() + 8 * 86_400_000);
    const appended = await appendHistory(writer.db as ReadModelDb, { ...options, end, statusTypes: true }, progress);
    progress(`dashboard: ${appended} events in the store; rebuilding the read models the figures read`);
    let events = 0;
    for (const name of ['listing', 'shipments', 'problem_parcels', 'clients'])
      events = Math.max(events, await rebuildWithProjector(databaseUrl, progress, name));
    // Exports of a year: most downloaded, a few running, some ready (the table only grows).
    await client.query(`INSERT INTO exports (identifier, id, type, name, status, user_id, role, start, "end", custom, created_at, updated_at)
      SELECT gen_random_uuid()::text, nextval('export_id_seq'), 'standard_from_filters', 'Zestawienie ' || g,
        CASE WHEN g % 500 = 0 THEN 'accounting' WHEN g % 20 = 0 THEN 'validated' ELSE 'downloaded' END,
        'bench-user-' || (g % 300), 3, '2026-01-01', '2026-01-01', false,
        now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      FROM generate_series(1, 20000) g`);
    await client.query(
      'VACUUM ANALYZE listing_parcels, listing_shipments, listing_counts, shipment_parcels, shipments, problem_parcels, clients, exports, users',
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    api = await startBenchApi(databaseUrl, natsUrl, env);
    const counts = (
      await client.query<{ p: string; s: string }>('SELECT (SELECT count(*) FROM listing_parcels) p, (SELECT count(*) FROM shipments) s')
    ).rows[0]!;
    const largest = (
      await client.query<{ client_id: number; n: string }>(
        'SELECT client_id, count(*) n FROM listing_parcels GROUP BY client_id ORDER BY count(*) DESC LIMIT 1',
      )
    ).rows[0]!;

    const login = async (email: string, password: string) => {
      const response = await fetch(`${api.base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const viaHttp = (token: string) => async () => {
      const response = await fetch(`${api.base}/api/app/v1/dashboard`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`dashboard: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const time = async (label: string, call: () => Promise<unknown>): Promise<Timing> => {
      for (let i = 0; i < 5; i += 1) await call();
      const samples: number[] = [];
      for (let i = 0; i < options.runs; i += 1) {
        const t = performance.now();
        await call();
        samples.push(performance.now() - t);
      }
      progress(`dashboard: ${label} p95 ${percentile(samples, 95).toFixed(1)} ms`);
      return { label, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), maxMs: Math.max(...samples), count: samples.length };
    };
    const adminCall = viaHttp(await login(api.config.ADMIN_EMAIL, api.config.ADMIN_PASSWORD));
    const answer = await adminCall();
    const admin = await time('admin, GET app/v1/dashboard (HTTP)', adminCall);
    const worker = await time(
      'warehouse worker, GET app/v1/dashboard (HTTP)',
      viaHttp(await login(api.config.WORKER_EMAIL, api.config.WORKER_PASSWORD)),
    );
    const queries = api.app.get(DashboardQueries);
    const clientTiming = await time(`client ${largest.client_id} (the largest: ${largest.n} parcels), DashboardQueries.client`, () =>
      queries.client(`seed-user-${largest.client_id}`, largest.client_id),
    );

    const today = calendarDateIn(new Date());
    const figures: { figure: string; sql: string; index?: { name: string; create: string } }[] = [
      {
        figure: 'received today by status group',
        sql: `SELECT lp.status_group_id, count(*) FROM shipment_parcels sp JOIN listing_parcels lp ON lp.id = sp.id
          WHERE sp.received_at >= ${DAY(today)} AND sp.received_at < ${DAY(today, 1)} AND NOT lp.deleted GROUP BY lp.status_group_id`,
        index: {
          name: 'shipment_parcels_received_idx',
          create: 'CREATE INDEX shipment_parcels_received_idx ON shipment_parcels (received_at) WHERE received_at IS NOT NULL',
        },
      },
      {
        // Today is only as old as the hour of the run: the same query over yesterday, a whole day of receptions.
        figure: 'the same over a whole day (yesterday)',
        sql: `SELECT lp.status_group_id, count(*) FROM shipment_parcels sp JOIN listing_parcels lp ON lp.id = sp.id
          WHERE sp.received_at >= ${DAY(today, -1)} AND sp.received_at < ${DAY(today)} AND NOT lp.deleted GROUP BY lp.status_group_id`,
        index: {
          name: 'shipment_parcels_received_idx',
          create: 'CREATE INDEX shipment_parcels_received_idx ON shipment_parcels (received_at) WHERE received_at IS NOT NULL',
        },
      },
      {
        figure: 'problem parcels waiting per sector',
        sql: `SELECT w.sector_id, coalesce(s.code, w.code), s.name, w.n FROM (SELECT sector_id, min(sector_code) AS code, count(*)::int AS n
          FROM problem_parcels WHERE resolved_at IS NULL GROUP BY sector_id) w LEFT JOIN problematic_sectors s ON s.id = w.sector_id`,
      },
      {
        figure: 'registration failed, not accounted',
        sql: `SELECT count(*) FILTER (WHERE problem_rules @> ARRAY['SHIPMENT_REGISTRATION_FAILED']::text[]),
          count(*) FILTER (WHERE problem_rules @> ARRAY['SHIPMENT_NOT_ACCOUNTED']::text[])
          FROM listing_shipments WHERE deleted = false AND cardinality(problem_rules) > 0`,
      },
      { figure: 'reports running', sql: `SELECT count(*) FROM exports WHERE status IN ('order_accepted', 'accounting')` },
      {
        figure: 'clients without courier credentials',
        sql: `SELECT count(*) FROM clients c WHERE c.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM courier_credentials cc WHERE cc.client_id = c.id)`,
      },
      {
        figure: 'unconfirmed invitations',
        sql: `SELECT count(*) FROM users WHERE role IN (0, 1) AND email_verified_at IS NULL AND deleted_at IS NULL`,
      },
      { figure: 'buffer parcels to adopt', sql: `SELECT count(*) FROM listing_parcels WHERE deleted = false AND NOT processable` },
      {
        figure: `client: latest status changes (client ${largest.client_id})`,
        sql: `SELECT internal_number, shipment_number, status_name, status_at FROM listing_parcels
          WHERE client_id = ${largest.client_id} AND deleted = false AND status_at IS NOT NULL ORDER BY status_at DESC, id DESC LIMIT 10`,
        index: {
          name: 'listing_parcels_client_status_at_idx',
          create: `CREATE INDEX listing_parcels_client_status_at_idx ON listing_parcels (client_id, status_at DESC, id DESC)
            WHERE NOT deleted AND status_at IS NOT NULL`,
        },
      },
      {
        figure: `client: on the way, awaiting decision (client ${largest.client_id})`,
        sql: `SELECT status_group_id, sum(count) FROM listing_counts WHERE list_type = 'parcels' AND deleted = false
          AND client_id = ${largest.client_id} AND status_group_id IN (2, 3, 7) GROUP BY status_group_id`,
      },
      {
        figure: 'client: reports ready',
        sql: `SELECT identifier, name, status, created_at FROM exports WHERE user_id = 'bench-user-20'
          AND status IN ('validated', 'validation_error', 'generated') ORDER BY created_at DESC, id DESC LIMIT 5`,
      },
    ];
    const explain = async (sql: string) => {
      // Warm once, then the plan as it runs.
      await client.query(sql);
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      );
      const plan = rows[0]!['QUERY PLAN'][0];
      return { ms: plan['Execution Time'], scans: `${[...new Set(scansOf(plan.Plan))].join('; ')} (${rowsOf(plan.Plan)} rows)` };
    };
    const plans: FigurePlan[] = [];
    for (const f of figures) {
      const withIndex = await explain(f.sql);
      let without: { ms: number; scans: string } | undefined;
      if (f.index) {
        await client.query(`DROP INDEX ${f.index.name}`);
        try {
          without = await explain(f.sql);
        } finally {
          await client.query(f.index.create);
        }
      }
      plans.push({
        figure: f.figure,
        ms: withIndex.ms,
        scans: withIndex.scans,
        ...(without ? { withoutIndexMs: without.ms, withoutIndexScans: without.scans } : {}),
      });
    }
    return {
      parcels: Number(counts.p),
      shipments: Number(counts.s),
      events,
      seedSeconds,
      largestClientParcels: Number(largest.n),
      admin,
      worker,
      client: clientTiming,
      plans,
      answer,
    };
  } finally {
    await client.end();
    await writer.close();
    await api.close();
  }
}

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The rows the plan's first scan of a big table read (the driving scan). */
function rowsOf(node: PlanNode): number {
  if (/Scan/.test(node['Node Type'])) return node['Actual Rows'] ?? 0;
  return node.Plans?.length ? rowsOf(node.Plans[0]!) : 0;
}

/** The scans of a plan: "Index Scan shipment_parcels_received_idx", "Seq Scan listing_parcels". */
function scansOf(node: PlanNode): string[] {
  const own = /Scan/.test(node['Node Type']) ? [`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim()] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}
