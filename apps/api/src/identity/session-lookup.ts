import { Inject, Injectable } from '@nestjs/common';
import { isRole, type Role } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import { CLOCK, INFRA, type Clock } from '../shared/tokens.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { hashToken } from '../shared/secrets.js';
import { SessionActivity } from './session-activity.js';

export interface AuthenticatedUser {
  readonly id: string;
  readonly email: string;
  readonly role: Role;
  readonly sessionId: string;
}

/**
 * Resolves a bearer token to a live session of an active user (one indexed
 * query). A session lives until logout, block, a password set by link or on
 * the profile (the others), SESSION_MAX_AGE_HOURS after login, or
 * SESSION_IDLE_MINUTES without use.
 */
@Injectable()
export class SessionLookup {
  private readonly db: ReadModelDb;
  private readonly maxAgeMs: number;
  private readonly activity: SessionActivity;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.db = infra.database.db as ReadModelDb;
    this.maxAgeMs = infra.config.SESSION_MAX_AGE_HOURS * 3_600_000;
    this.activity = new SessionActivity(infra, clock);
  }

  /** The live session of a bearer token; finding it counts as a use of the session (SESSION_IDLE_MINUTES). */
  async find(token: string): Promise<AuthenticatedUser | undefined> {
    const row = await this.live().where('s.token_hash', '=', hashToken(token)).executeTakeFirst();
    const user = row ? toUser(row) : undefined;
    if (user) await this.activity.touch([user.sessionId]);
    return user;
  }

  /** The live session of this id (a public file token names its session). */
  async findSession(sessionId: string): Promise<AuthenticatedUser | undefined> {
    const row = await this.live().where('s.session_id', '=', sessionId).executeTakeFirst();
    return row ? toUser(row) : undefined;
  }

  /** Of the sessions with these token hashes, the ones still live, by token hash. */
  async findLive(tokenHashes: readonly string[]): Promise<Map<string, AuthenticatedUser>> {
    const found = new Map<string, AuthenticatedUser>();
    for (let i = 0; i < tokenHashes.length; i += 1000) {
      const rows = await this.live()
        .where('s.token_hash', 'in', tokenHashes.slice(i, i + 1000))
        .execute();
      for (const row of rows) {
        const user = toUser(row);
        if (user) found.set(row.token_hash, user);
      }
    }
    // An open live socket is a page in use: its session does not go idle.
    await this.activity.touch([...found.values()].map((user) => user.sessionId));
    return found;
  }

  private live() {
    return this.activity.unexpired(
      this.db
        .selectFrom('user_sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.id', 'u.email', 'u.role', 's.session_id', 's.token_hash'])
        .where('s.ended_at', 'is', null)
        .where('s.started_at', '>', new Date(this.clock.now().getTime() - this.maxAgeMs))
        .where('u.deleted_at', 'is', null),
    );
  }
}

function toUser(row: { id: string; email: string; role: number; session_id: string }): AuthenticatedUser | undefined {
  if (!isRole(row.role)) return undefined;
  return { id: row.id, email: row.email, role: row.role, sessionId: row.session_id };
}
