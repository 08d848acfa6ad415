import { sql } from 'kysely';
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

/** The first instant of a Warsaw calendar day (`YYYY-MM-DD`), in SQL: where a day's range of a timestamptz column starts. */
export const warsawDayStart = (day: string) => sql<Date>`(${day}::date::timestamp AT TIME ZONE 'Europe/Warsaw')`;

/** The first instant of the Warsaw day after `day` (the range's exclusive end): 23 or 25 hours later on the days the clocks change. */
export const warsawDayEnd = (day: string) => sql<Date>`((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Warsaw')`;
