import { sql, type Kysely } from 'kysely';
import type { Database, Lease } from '@parcel/platform';

/** The name the runner leases for a projection. */
export const projectionLeaseName = (projection: string): string => `projection:${projection}`;

/**
 * A Database whose tryLease always grants (and never loses) the lease, so
 * several runners of one projection run at once: only the checkpoint's
 * compare-and-set stands between them and a double apply.
 */
export function alwaysGrantingLeases(database: Database): Database {
  return {
    ...database,
    tryLease: async (): Promise<Lease> => ({ lost: new Promise<void>(() => {}), release: async () => {} }),
  };
}

/**
 * Backends of this database holding the advisory lock taken by
 * pg_try_advisory_lock(hashtext(name)): the 64-bit key is split into classid
 * (high half) and objid (low half) in pg_locks.
 */
export async function leaseHolderPids(db: Kysely<any>, name: string): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    SELECT l.pid FROM pg_locks l
     WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
       AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtext(${name})::bigint`.execute(db);
  return rows.map((r) => Number(r.pid));
}

/** Ends the backend holding the lease, as a network cut or a DBA would. Returns the pids ended. */
export async function terminateLeaseHolder(db: Kysely<any>, name: string): Promise<number[]> {
  const pids = await leaseHolderPids(db, name);
  for (const pid of pids) await sql`SELECT pg_terminate_backend(${pid})`.execute(db);
  return pids;
}
