import pg from 'pg';
import { createTestDatabase } from '@parcel/platform/testing';

export interface BenchDatabase {
  readonly url: string;
  /** Whether the bench created it (and so drops it). */
  readonly owned: boolean;
  drop(): Promise<void>;
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * BENCH_DATABASE_URL when given (the bench owns it: it truncates the event store
 * tables between parts, so it refuses a database that already holds events),
 * otherwise a fresh database on the local server, dropped at the end.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env['BENCH_DATABASE_URL'];
  if (given) {
    const { rows } = await withClient(given, (client) =>
      client.query<{ n: string | number }>(
        `SELECT CASE WHEN to_regclass('es_events') IS NULL THEN 0 ELSE (SELECT count(*) FROM (SELECT 1 FROM es_events LIMIT 1) s) END AS n`,
      ),
    );
    if (Number(rows[0]?.n) > 0) throw new Error('BENCH_DATABASE_URL already holds events: give the bench an empty database of its own');
    return { url: given, owned: false, drop: async () => undefined };
  }
  const database = await createTestDatabase('bench');
  return { url: database.url, owned: true, drop: () => database.drop() };
}

/** Empties the event store (and the bench's own tables) so each part starts alike. */
export async function resetEventStore(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(`TRUNCATE es_events RESTART IDENTITY`);
    await client.query(`DROP TABLE IF EXISTS bench_plain_events`);
    // Flush what the previous part wrote now, so its checkpoint does not land inside the next measurement.
    await client.query('CHECKPOINT');
  });
}
