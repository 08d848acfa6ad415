import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { calendarDateIn, statisticsWindows } from '@parcel/domain';
import { startBenchApi } from './bench-api.js';
import { percentile, sleep } from './stats.js';

export interface StatisticsFigures {
  readonly label: string;
  readonly count: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
}

export interface StatisticsBench {
  readonly clients: number;
  readonly days: number;
  readonly parcels: number;
  readonly dailyRows: number;
  readonly seedMs: number;
  /** GET statistics/client-shipments through the running API (HTTP, JSON, the query class). */
  readonly api: StatisticsFigures;
  /** The same rows by one SQL statement written by hand, over a raw pg client. */
  readonly handSql: StatisticsFigures;
  /** GET statistics/daily (the chart) through the API. */
  readonly chart: StatisticsFigures;
}

/**
 * Seeds the statistics read model as a year of a busy operator would leave it
 * (counts, not events: what the projection writes), deterministically:
 * `clients` clients whose sizes fall off like 1/rank^0.9, `parcels` client
 * shipments over `days` days (about 6 % as many returns), every day's count of
 * a client drawn around its daily rate; the totals per client and per day
 * summed from those rows, as the projection keeps them.
 */
async function seed(
  client: pg.Client,
  today: string,
  clients: number,
  days: number,
  parcels: number,
): Promise<{ parcels: number; rows: number }> {
  const weights = Array.from({ length: clients }, (_, i) => 1 / (i + 1) ** 0.9);
  const sum = weights.reduce((a, b) => a + b, 0);
  const rates = weights.map((w) => ((parcels / days) * w) / sum);
  await client.query('SELECT setseed(0.2026)');
  await client.query(
    `INSERT INTO statistics_clients (id, name)
     SELECT c, CASE WHEN c % 97 = 0 THEN '=Sklep ' || c ELSE 'Sklep ' || c END FROM generate_series(1, $1::int) c`,
    [clients],
  );
  await client.query(
    `INSERT INTO client_daily_counts (kind, client_id, day, count)
     SELECT kind, client_id, day, n FROM (
       SELECT k.kind, r.client_id, to_char($2::date - d, 'YYYY-MM-DD') AS day,
              floor(r.rate * k.share * 2 * random() + random())::int AS n
       FROM unnest($1::float8[]) WITH ORDINALITY AS r(rate, client_id)
       CROSS JOIN generate_series(0, $3::int - 1) d
       CROSS JOIN (VALUES ('received_by_re', 1.0), ('back_in_poland', 0.06)) AS k(kind, share)
     ) s WHERE n > 0`,
    [rates, today, days],
  );
  await client.query(
    `INSERT INTO statistics_client_totals (kind, client_id, count) SELECT kind, client_id, sum(count) FROM client_daily_counts GROUP BY kind, client_id`,
  );
  await client.query(
    `INSERT INTO statistics_day_totals (kind, day, count) SELECT kind, day, sum(count) FROM client_daily_counts GROUP BY kind, day`,
  );
  await client.query('VACUUM ANALYZE client_daily_counts, statistics_client_totals, statistics_day_totals, statistics_clients');
  const { rows } = await client.query<{ parcels: string; rows: string }>(
    `SELECT sum(count) FILTER (WHERE kind = 'received_by_re') AS parcels, count(*) AS rows FROM client_daily_counts`,
  );
  return { parcels: Number(rows[0]!.parcels), rows: Number(rows[0]!.rows) };
}

/** The table's rows by hand: one statement, the same windows, the same order, the all row summed by the client. */
const HAND_SQL = `
  SELECT t.client_id, c.name,
         coalesce(w.daily, 0) AS daily, coalesce(w.yesterday, 0) AS yesterday, coalesce(w.before, 0) AS day_before_yesterday,
         coalesce(w.weekly, 0) AS weekly, coalesce(w.monthly, 0) AS monthly, t.count AS ever
  FROM statistics_client_totals t
  LEFT JOIN statistics_clients c ON c.id = t.client_id
  LEFT JOIN (
    SELECT client_id,
           sum(count) FILTER (WHERE day = $2) AS daily,
           sum(count) FILTER (WHERE day = $3) AS yesterday,
           sum(count) FILTER (WHERE day = $4) AS before,
           sum(count) FILTER (WHERE day >= $5) AS weekly,
           sum(count) AS monthly
    FROM client_daily_counts WHERE kind = $1 AND day >= $6 AND day <= $2 GROUP BY client_id
  ) w ON w.client_id = t.client_id
  WHERE t.kind = $1
  ORDER BY t.count DESC, c.name`;

/** Runs `run` `runs` times one after another, adding each duration (ms) to `samples`; `run` answers the rows it got. */
async function time(runs: number, label: string, samples: number[], run: () => Promise<number>): Promise<void> {
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const rows = await run();
    samples.push(performance.now() - started);
    if (rows < 1) throw new Error(`${label}: no rows`);
  }
}

const figures = (label: string, samples: readonly number[]): StatisticsFigures => ({
  label,
  count: samples.length,
  p50Ms: percentile(samples, 50),
  p95Ms: percentile(samples, 95),
  maxMs: Math.max(...samples),
});

/**
 * The API in-process on the bench database; the statistics read model seeded
 * for `clients` clients over `days` days; then, one request at a time, the
 * table's call against the same rows by hand-written SQL (alternating blocks,
 * after a warm-up), and the chart's call.
 */
export async function measureStatistics(
  databaseUrl: string,
  natsUrl: string,
  options: { clients: number; days: number; parcels: number; runs: number },
): Promise<StatisticsBench> {
  const api = await startBenchApi(databaseUrl, natsUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const today = calendarDateIn(new Date());
    const seedStarted = performance.now();
    const seeded = await seed(client, today, options.clients, options.days, options.parcels);
    const seedMs = performance.now() - seedStarted;
    const login = await fetch(`${api.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: api.config.ADMIN_EMAIL, password: api.config.ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const get = async (path: string) => {
      const response = await fetch(`${api.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      return (await response.json()) as { data?: unknown[]; days?: unknown[] };
    };
    const viaApi = async () => (await get('/api/app/v1/statistics/client-shipments?status=received_by_re')).data!.length;
    const w = statisticsWindows(today);
    const byHand = async () =>
      (await client.query(HAND_SQL, ['received_by_re', w.today, w.yesterday, w.dayBeforeYesterday, w.weekFrom, w.monthFrom])).rows.length;
    await time(30, 'warm-up', [], viaApi);
    await time(30, 'warm-up', [], byHand);
    await sleep(200);
    // Alternating blocks, so a burst of other load on the machine hits both alike.
    const apiSamples: number[] = [];
    const handSamples: number[] = [];
    const block = Math.max(1, Math.floor(options.runs / 5));
    for (let i = 0; i < 5; i += 1) {
      await time(block, 'api', apiSamples, viaApi);
      await time(block, 'hand', handSamples, byHand);
    }
    const chartSamples: number[] = [];
    await time(
      options.runs,
      'chart',
      chartSamples,
      async () => (await get('/api/app/v1/statistics/daily?status=received_by_re&days=90')).days!.length,
    );
    return {
      clients: options.clients,
      days: options.days,
      parcels: seeded.parcels,
      dailyRows: seeded.rows,
      seedMs,
      api: figures('GET statistics/client-shipments', apiSamples),
      handSql: figures('the same rows by hand-written SQL', handSamples),
      chart: figures('GET statistics/daily (the chart)', chartSamples),
    };
  } finally {
    await client.end();
    await api.close();
  }
}
