import pg from 'pg';

export interface FenceSample {
  /** Samples taken, and how many saw a transaction with an xid open for over 50 ms in another database. */
  readonly samples: number;
  readonly fenced: number;
  readonly longestMs: number;
  readonly longestQuery: string;
}

/**
 * Samples pg_stat_activity every `everyMs` for transactions of OTHER databases on
 * the server that hold a transaction id for over 50 ms: the readAll fence
 * (snapshot xmin) is server-wide, so each of them holds back every subscription.
 */
export async function startFenceSampler(url: string, everyMs = 50): Promise<{ stop(): Promise<FenceSample> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let samples = 0;
  let fenced = 0;
  let longestMs = 0;
  let longestQuery = '';
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ ms: number; query: string }>(
        `SELECT (extract(epoch FROM now() - xact_start) * 1000)::float8 AS ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) AS query
           FROM pg_stat_activity
          WHERE backend_xid IS NOT NULL AND datname IS DISTINCT FROM current_database() AND now() - xact_start > interval '50 ms'
          ORDER BY xact_start LIMIT 1`,
      );
      samples++;
      const row = rows[0];
      if (row) {
        fenced++;
        if (row.ms > longestMs) {
          longestMs = row.ms;
          longestQuery = row.query;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop.catch(() => undefined);
      await client.end();
      return { samples, fenced, longestMs, longestQuery };
    },
  };
}
