import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { READ_MODEL_AREAS } from './areas.js';

/**
 * Every area's timestamped migrations (listed in code, not read from disk, so
 * the built app carries them), run in the order of their names. Never edit one
 * that has shipped: add a new one to its area.
 */
export function readModelMigrations(): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const area of READ_MODEL_AREAS) {
    for (const [name, migration] of Object.entries(area.migrations)) {
      if (name in all) throw new Error(`Migration ${name} is listed by two areas`);
      all[name] = migration;
    }
  }
  return all;
}

export async function migrateReadModels(db: Kysely<any>): Promise<void> {
  const migrations = readModelMigrations();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Read-model migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
}
