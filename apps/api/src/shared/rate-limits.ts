import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { CLOCK, INFRA, type Clock } from './tokens.js';

/** Takes between two sweeps of expired counters (per process). */
const SWEEP_EVERY = 500;

/**
 * The one rate-limit mechanism of the API (failed logins, mails): counters in
 * PostgreSQL (table `rate_limits`), shared by every replica, each counting uses
 * of one key in a fixed window that starts at the key's first use. A use is
 * counted before the work it guards (take), so concurrent requests each see a
 * different count; the caller gives it back (release) or forgets the key
 * (clear) when the use turns out not to count. Keys are stored as hashes: the
 * table holds no e-mail and no address.
 */
@Injectable()
export class RateLimits {
  private takes = 0;

  constructor(
    @Inject(INFRA) private readonly infra: Pick<Infrastructure, 'database'>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Counts one use of `key` and answers how many uses its current window has, this one included. */
  async take(key: string, windowMs: number): Promise<number> {
    const now = this.clock.now();
    if (++this.takes % SWEEP_EVERY === 0) await this.sweep(now);
    const { rows } = await this.infra.database.query({
      name: 'rate_limit_take',
      text: `INSERT INTO rate_limits AS r (key, hits, window_ends_at) VALUES ($1, 1, $3::timestamptz)
             ON CONFLICT (key) DO UPDATE SET
               hits = CASE WHEN r.window_ends_at <= $2::timestamptz THEN 1 ELSE r.hits + 1 END,
               window_ends_at = CASE WHEN r.window_ends_at <= $2::timestamptz THEN $3::timestamptz ELSE r.window_ends_at END
             RETURNING hits`,
      values: [hashKey(key), now.toISOString(), new Date(now.getTime() + windowMs).toISOString()],
    });
    return Number(rows[0]!.hits);
  }

  /** Gives one use back (a use that turned out not to count). */
  async release(key: string): Promise<void> {
    await this.infra.database.query({
      name: 'rate_limit_release',
      text: 'UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1',
      values: [hashKey(key)],
    });
  }

  /** Forgets every use of `key`. */
  async clear(key: string): Promise<void> {
    await this.infra.database.query({ name: 'rate_limit_clear', text: 'DELETE FROM rate_limits WHERE key = $1', values: [hashKey(key)] });
  }

  private async sweep(now: Date): Promise<void> {
    await this.infra.database.query({ text: 'DELETE FROM rate_limits WHERE window_ends_at <= $1::timestamptz', values: [now.toISOString()] });
  }
}

const hashKey = (key: string): string => createHash('sha256').update(key).digest('base64url');
