import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UserTable {
  id: string;
  email: string;
  role: number;
  email_verified_at: Timestamp | null;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Live sessions, looked up by the hash of the bearer token. */
export interface UserSessionTable {
  token_hash: string;
  session_id: string;
  user_id: string;
  started_at: Timestamp;
  ended_at: Timestamp | null;
}

/** The latest unused one-time link of each user, looked up by its hash. */
export interface UserTokenTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  expires_at: Timestamp;
}

/** The identity area's tables. */
export interface IdentityTables {
  users: UserTable;
  user_sessions: UserSessionTable;
  user_tokens: UserTokenTable;
}
