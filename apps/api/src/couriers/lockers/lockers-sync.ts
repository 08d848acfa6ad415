import { sql } from 'kysely';
import { LOCKER_PREFIXES, type CourierNetwork } from '@parcel/domain';
import { PICKUP_POINT_COUNTRIES } from '@parcel/contracts';
import type { ReadModelDb } from '@parcel/read-models';
import { fold } from '../sandbox/address-files.js';
import type { LockerSource, SourceLocker } from './locker-source.js';

export interface NetworkSync {
  readonly network: CourierNetwork;
  /** Lockers the network listed (and we kept: a country we serve). */
  readonly seen: number;
  /** Lockers it no longer lists, now inactive. */
  readonly deactivated: number;
  /** Why the pull failed (its lockers stay as they were). */
  readonly failed?: string;
}

const BATCH = 500;
const COUNTRY_IDS: Readonly<Record<string, number>> = PICKUP_POINT_COUNTRIES;

/** The folded text the search looks in (see LockersTables.search_text). */
export const lockerSearchText = (locker: Pick<SourceLocker, 'name' | 'address' | 'localityName' | 'postalCode'>): string =>
  fold([locker.name, locker.address, locker.localityName, locker.postalCode].join(' | '));

/**
 * One sync of the lockers read model: each source's lockers are upserted
 * (active, synced now); a network's lockers it did not list are marked
 * inactive; lockers of networks without a source under this configuration
 * too. A source that fails changes nothing of its network.
 */
export async function syncLockers(db: ReadModelDb, sources: readonly LockerSource[], now: Date): Promise<NetworkSync[]> {
  const reports: NetworkSync[] = [];
  for (const source of sources) {
    let listed: SourceLocker[];
    try {
      listed = await source.list();
    } catch (error) {
      reports.push({ network: source.network, seen: 0, deactivated: 0, failed: (error as Error).message });
      continue;
    }
    const rows = listed.filter((locker) => COUNTRY_IDS[locker.countryIso] !== undefined).map((locker) => row(source.network, locker, now));
    for (let i = 0; i < rows.length; i += BATCH) await upsert(db, rows.slice(i, i + BATCH));
    const gone = await db
      .updateTable('lockers')
      .set({ active: false })
      .where('courier', '=', source.network)
      .where(sql<boolean>`active`)
      .where('synced_at', '<', now)
      .executeTakeFirst();
    reports.push({ network: source.network, seen: rows.length, deactivated: Number(gone.numUpdatedRows) });
  }
  const configured = sources.map((source) => source.network);
  let orphans = db
    .updateTable('lockers')
    .set({ active: false })
    .where(sql<boolean>`active`);
  if (configured.length > 0) orphans = orphans.where('courier', 'not in', configured);
  await orphans.execute();
  return reports;
}

function row(network: CourierNetwork, locker: SourceLocker, now: Date) {
  return {
    id: `${LOCKER_PREFIXES[network]}${locker.nativeId}`,
    courier: network,
    country_id: COUNTRY_IDS[locker.countryIso]!,
    locality_id: locker.localityId,
    locality_name: locker.localityName,
    county: locker.county,
    name: locker.name,
    address: locker.address,
    postal_code: locker.postalCode,
    lat: locker.lat,
    lng: locker.lng,
    supported_payment: locker.supportedPayment,
    active: true,
    search_text: lockerSearchText(locker),
    synced_at: now,
  };
}

async function upsert(db: ReadModelDb, rows: ReturnType<typeof row>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('lockers')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        courier: eb.ref('excluded.courier'),
        country_id: eb.ref('excluded.country_id'),
        // A locality id found before (e.g. matched in the address database) is kept when the source knows none.
        locality_id: sql<number | null>`coalesce(excluded.locality_id, lockers.locality_id)`,
        locality_name: eb.ref('excluded.locality_name'),
        county: eb.ref('excluded.county'),
        name: eb.ref('excluded.name'),
        address: eb.ref('excluded.address'),
        postal_code: eb.ref('excluded.postal_code'),
        lat: eb.ref('excluded.lat'),
        lng: eb.ref('excluded.lng'),
        supported_payment: eb.ref('excluded.supported_payment'),
        active: true,
        search_text: eb.ref('excluded.search_text'),
        synced_at: eb.ref('excluded.synced_at'),
      })),
    )
    .execute();
}
