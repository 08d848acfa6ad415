import { sql, type SelectQueryBuilder } from 'kysely';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { Clock } from '../shared/tokens.js';

/** A session's last use is written at most this often per process. */
const WRITE_EVERY_MS = 60_000;

/**
 * SESSION_IDLE_MINUTES: a session unused that long ends. Its last use (table
 * `session_activity`, one row per session) is written at most once a minute
 * per session and process, not on every request; a session never used since
 * login counts from its start.
 */
export class SessionActivity {
  private readonly written = new Map<string, number>();
  private readonly idleMs: number;

  constructor(
    private readonly infra: Pick<Infrastructure, 'database' | 'config'>,
    private readonly clock: Clock,
  ) {
    this.idleMs = infra.config.SESSION_IDLE_MINUTES * 60_000;
  }

  /** Keeps only sessions used within SESSION_IDLE_MINUTES (`s` is user_sessions). */
  unexpired<QB extends SelectQueryBuilder<any, any, any>>(query: QB): QB {
    const since = new Date(this.clock.now().getTime() - this.idleMs);
    return query
      .leftJoin('session_activity as a', 'a.session_id', 's.session_id')
      .where(sql<Date>`coalesce(a.last_seen_at, s.started_at)`, '>', since) as QB;
  }

  /** Records a use of these sessions (skipping those written within the last minute). */
  async touch(sessionIds: readonly string[]): Promise<void> {
    const now = this.clock.now();
    const due = sessionIds.filter((id) => Math.abs(now.getTime() - (this.written.get(id) ?? -Infinity)) >= WRITE_EVERY_MS);
    if (due.length === 0) return;
    for (const id of due) this.written.set(id, now.getTime());
    if (this.written.size > 100_000) this.forgetOld(now.getTime());
    await this.infra.database.db
      .insertInto('session_activity')
      .values(due.map((session_id) => ({ session_id, last_seen_at: now })))
      .onConflict((c) =>
        // Never backwards (a clock moved back, a slower replica).
        c.column('session_id').doUpdateSet({ last_seen_at: sql<Date>`greatest(session_activity.last_seen_at, excluded.last_seen_at)` }),
      )
      .execute();
  }

  private forgetOld(now: number): void {
    for (const [id, at] of this.written) if (now - at >= WRITE_EVERY_MS) this.written.delete(id);
  }
}
