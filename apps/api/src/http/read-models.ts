import { DomainError } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';

/** A read-model timestamp as answers carry it (ISO 8601, UTC). */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** client_not_found unless the clients read model holds this client. */
export async function assertClient(db: ReadModelDb, clientId: number): Promise<void> {
  const row = await db.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
  if (!row) throw new DomainError('client_not_found');
}
