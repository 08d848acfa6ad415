import { DomainError } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import { hashToken } from '../shared/secrets.js';

/** Finds whose link a token is through the read model; the user's stream decides. */
export async function userOfToken(db: ReadModelDb, token: string): Promise<string> {
  const row = await db.selectFrom('user_tokens').select('user_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row) throw new DomainError('token_invalid');
  return row.user_id;
}
