import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addDays, calendarDateIn } from '@parcel/domain';
import { connectPostgres } from '@parcel/platform';
import { freePort } from '@parcel/platform/testing';
import { listingProjection, listingSeedRecorded, type ReadModelDb } from '@parcel/read-models';
import { API_MAIN, EXPORT_WORKER_MAIN, EXPORT_WORKER_NODE_FLAGS, stopChild } from './processes.js';
import { sleep } from './stats.js';

/** The processes of the report run: the API (serving, EXPORTS_WORKER=false) and the export worker (building), each answering once up. */
export async function startProcesses(
  databaseUrl: string,
  natsUrl: string,
): Promise<{ base: string; api: ChildProcess; worker: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'parcel-bench-reports-'));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    RUN_PROJECTOR: 'true',
    NATS_URL: natsUrl,
    NATS_NAMESPACE: `bench_reports_${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_SINK_PORT: '0',
    ADDRESS_IMPORT: 'false',
    LOG_LEVEL: 'silent',
    EXPORTS_WORKER: 'false',
  };
  const api = spawn(process.execPath, [API_MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  // BENCH_REPORT_HEAP_MB sets the worker's V8 heap (--max-old-space-size) instead of `npm run export-worker`'s.
  const heap = process.env['BENCH_REPORT_HEAP_MB'];
  // BENCH_WORKER_PROFILE_DIR: the worker also writes a CPU profile there (--cpu-prof), to see where its time goes.
  const profileDir = process.env['BENCH_WORKER_PROFILE_DIR'];
  const flags = [
    ...(heap ? [`--max-old-space-size=${Number(heap)}`] : EXPORT_WORKER_NODE_FLAGS),
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
  ];
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the API did not start');
    await sleep(200);
  }
  // The worker starts once the API has migrated the read models.
  const worker = spawn(process.execPath, [...flags, EXPORT_WORKER_MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    base,
    api,
    worker,
    async stop() {
      await stopChild(worker);
      await stopChild(api);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process's resident memory (Linux /proc), bytes. */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

export interface ReportsBench {
  readonly rows: number;
  readonly seedMs: number;
  /** From the order's answer to the export being validated (the file written and renamed). */
  readonly reportMs: number;
  readonly bytes: number;
  /** The export worker's process, which builds the file. */
  readonly rssStartMb: number;
  readonly rssMaxMb: number;
  /** The API's process meanwhile (it serves the order, the polls and the download). */
  readonly apiRssMaxMb: number;
  /** The largest RSS of the run's second half minus the largest of its first (flat: close to 0). */
  readonly rssSecondHalfGrowthMb: number;
  readonly samples: number;
  /** The same rows read by hand: one SELECT of the listing table, every column, through a raw pg client. */
  readonly handSqlMs: number;
  readonly progressNotices: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * A standard report of `rows` parcels: the listing read model seeded with the
 * listing's own generator (straight into its projection, ids far above the
 * API's), then standard_from_filters ordered through HTTP as an admin over the
 * seeded month; the API (dist/main.js, EXPORTS_WORKER=false) and the export
 * worker (dist/export-worker.js, as `npm run export-worker` starts it) run as
 * their own processes, and the worker's RSS is sampled every 100 ms while it builds the file. Beside it, the same rows read by one hand-written
 * SQL statement.
 */
export async function measureReports(databaseUrl: string, natsUrl: string, rows: number): Promise<ReportsBench> {
  const api = await startProcesses(databaseUrl, natsUrl);
  const pid = api.worker.pid!;
  const apiPid = api.api.pid!;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const database = connectPostgres(databaseUrl, { maxConnections: 2 });
  try {
    const end = new Date();
    const seedStarted = performance.now();
    const db = database.db as ReadModelDb;
    for (const batch of listingSeedRecorded({
      parcels: rows,
      clients: 200,
      months: 1,
      end,
      firstClientId: 1_000_000,
      firstShipmentId: 10_000_000,
      firstRowId: 100_000_000,
    }))
      await db.transaction().execute((trx) => listingProjection.applyBatch!(trx, batch));
    await client.query('VACUUM ANALYZE listing_parcels');
    const seedMs = performance.now() - seedStarted;
    const today = calendarDateIn(end);
    const criteria = { type: 'parcels', start: addDays(today, -40), end: today };
    const { rows: counted } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM listing_parcels WHERE NOT deleted AND created_at >= ($1::date::timestamp AT TIME ZONE 'Europe/Warsaw')`,
      [criteria.start],
    );

    const login = await fetch(`${api.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const rssStart = await rssOf(pid);
    const samples: { at: number; rss: number; apiRss: number }[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        samples.push({ at: performance.now(), rss: await rssOf(pid), apiRss: await rssOf(apiPid) });
        await sleep(100);
      }
    })();
    const started = performance.now();
    const ordered = await fetch(`${api.base}/api/app/v1/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'standard_from_filters', criteria }),
    });
    if (ordered.status !== 201) throw new Error(`order: ${ordered.status} ${await ordered.text()}`);
    const { uuid } = (await ordered.json()) as { uuid: string };
    let view: { status: string; performed_count: number; total_count: number } = {
      status: 'order_accepted',
      performed_count: 0,
      total_count: 0,
    };
    const seen = new Set<number>();
    while (['order_accepted', 'accounting'].includes(view.status)) {
      await sleep(50);
      view = (await (await fetch(`${api.base}/api/app/v1/export/find/${uuid}`, { headers })).json()) as typeof view;
      seen.add(view.performed_count);
    }
    const reportMs = performance.now() - started;
    sampling = false;
    await sampler;
    if (view.status !== 'validated') throw new Error(`report ended ${view.status}`);
    if (view.performed_count !== Number(counted[0]!.n))
      throw new Error(`report has ${view.performed_count} rows, ${counted[0]!.n} expected`);
    const file = await fetch(`${api.base}/api/app/v1/export/download/${uuid}`, { headers });
    const bytes = (await file.arrayBuffer()).byteLength;

    const handStarted = performance.now();
    await client.query(
      `SELECT * FROM listing_parcels WHERE deleted = false AND created_at >= ($1::date::timestamp AT TIME ZONE 'Europe/Warsaw')
       AND created_at < ($2::date::timestamp AT TIME ZONE 'Europe/Warsaw') + interval '1 day' ORDER BY created_at DESC, id DESC`,
      [criteria.start, criteria.end],
    );
    const handSqlMs = performance.now() - handStarted;

    const half = started + reportMs / 2;
    const maxOf = (list: { rss: number }[]) => Math.max(0, ...list.map((s) => s.rss));
    return {
      rows: view.performed_count,
      seedMs,
      reportMs,
      bytes,
      rssStartMb: mb(rssStart),
      rssMaxMb: mb(maxOf(samples)),
      apiRssMaxMb: mb(Math.max(0, ...samples.map((s) => s.apiRss))),
      rssSecondHalfGrowthMb: mb(maxOf(samples.filter((s) => s.at >= half)) - maxOf(samples.filter((s) => s.at < half))),
      samples: samples.length,
      handSqlMs,
      progressNotices: seen.size,
    };
  } finally {
    await client.end();
    await database.close();
    await api.stop();
  }
}
