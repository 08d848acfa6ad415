import { Inject, Injectable } from '@nestjs/common';
import { isRole, type Role } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import { CLOCK, INFRA, type Clock } from '../shared/tokens.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { hashToken } from '../shared/secrets.js';
import { SessionActivity } from './session-activity.js';

/** The workstation a staff user works at (the warehouse area's read model 'workstations'). */
export interface UserWorkstation {
  readonly id: number;
  readonly code: string;
  readonly typeId: number;
  readonly warehouseId: number;
}

export interface AuthenticatedUser {
  readonly id: string;
  readonly email: string;
  readonly role: Role;
  readonly sessionId: string;
  /** Where the user works now (null when at none; clients never are). */
  readonly workstation: UserWorkstation | null;
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
        // The user's workstation in the same query (one live workstation per user: a unique partial index).
        .leftJoin('workstations as w', (join) => join.onRef('w.active_user_id', '=', 'u.id').on('w.deleted_at', 'is', null))
        .select(['u.id', 'u.email', 'u.role', 's.session_id', 's.token_hash'])
        .select(['w.id as ws_id', 'w.code as ws_code', 'w.workstation_type_id as ws_type_id', 'w.warehouse_id as ws_warehouse_id'])
        .where('s.ended_at', 'is', null)
        .where('s.started_at', '>', new Date(this.clock.now().getTime() - this.maxAgeMs))
        .where('u.deleted_at', 'is', null),
    );
  }
}

interface SessionRow {
  id: string;
  email: string;
  role: number;
  session_id: string;
  ws_id: number | null;
  ws_code: string | null;
  ws_type_id: number | null;
  ws_warehouse_id: number | null;
}

function toUser(row: SessionRow): AuthenticatedUser | undefined {
  if (!isRole(row.role)) return undefined;
  const workstation =
    row.ws_id === null
      ? null
      : { id: row.ws_id, code: row.ws_code ?? '', typeId: row.ws_type_id ?? 0, warehouseId: row.ws_warehouse_id ?? 0 };
  return { id: row.id, email: row.email, role: row.role, sessionId: row.session_id, workstation };
}
