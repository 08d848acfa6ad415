import { Inject, Injectable } from '@nestjs/common';
import { isRole, type Role } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import { INFRA } from '../shared/tokens.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { hashToken } from '../shared/secrets.js';

export interface AuthenticatedUser {
  readonly id: string;
  readonly email: string;
  readonly role: Role;
  readonly sessionId: string;
}

/** Resolves a bearer token to a live session of an active user (one indexed query). */
@Injectable()
export class SessionLookup {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async find(token: string): Promise<AuthenticatedUser | undefined> {
    const row = await this.db
      .selectFrom('user_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.email', 'u.role', 's.session_id'])
      .where('s.token_hash', '=', hashToken(token))
      .where('s.ended_at', 'is', null)
      .where('u.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row || !isRole(row.role)) return undefined;
    return { id: row.id, email: row.email, role: row.role, sessionId: row.session_id };
  }
}
