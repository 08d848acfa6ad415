import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as checkpointsAndUsers from './2026-11-22T10-00-checkpoints-and-users.js';
import * as clients from './2026-11-22T18-00-clients.js';
import * as clientSearchTrigrams from './2026-11-23T09-00-client-search-trigrams.js';
import * as rateLimits from './2026-11-24T10-00-rate-limits.js';
import * as sessionActivity from './2026-11-24T11-00-session-activity.js';

/**
 * Timestamped migrations, listed here (not read from disk) so the built app
 * carries them. Never edit one that has shipped: add a new one.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T10-00-checkpoints-and-users': checkpointsAndUsers,
  '2026-11-22T18-00-clients': clients,
  '2026-11-23T09-00-client-search-trigrams': clientSearchTrigrams,
  '2026-11-24T10-00-rate-limits': rateLimits,
  '2026-11-24T11-00-session-activity': sessionActivity,
};

export async function migrateReadModels(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Read-model migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
}
