import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openEmbedded, type Database } from '@parcel/platform';
import { clientStream, type ClientEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { ReadModelDb } from '../database.js';
import { migrateReadModels } from '../migrations.js';
import { testClientProfile } from '../testing/client-profile.js';
import { openReadModelTestEnv, testMetadata, type ReadModelTestEnv } from '../testing/test-env.js';
import { clientsProjection } from './clients.projection.js';

/**
 * Every text filter of the clients list and pickers is a substring match on
 * lower(column): proven here to be served by the trigram indexes, on the
 * PostgreSQL server and in embedded PGlite alike. The planner is told to avoid
 * a sequential scan, which it prefers on a table this small; the plan checked
 * is the text filter's own (with the active/blocked condition as well, the
 * planner weighs clients_list_idx against it by the table's statistics).
 */

const CLIENTS = 300;

const like = (db: Kysely<any>, column: string, pattern: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern}`;

/** The where-clauses the API sends (apps/api clients.queries.ts and the table's search box). */
const SHAPES: { name: string; columns: string[]; indexes: string[] }[] = [
  { name: 'client_alias_or_emag_name', columns: ['name', 'emag_name'], indexes: ['clients_name_trgm_idx', 'clients_emag_name_trgm_idx'] },
  { name: 'picker search (client/search/{term})', columns: ['name', 'email'], indexes: ['clients_name_trgm_idx', 'clients_email_trgm_idx'] },
  {
    name: 'the table search box',
    columns: ['name', 'email', 'nip'],
    indexes: ['clients_name_trgm_idx', 'clients_email_trgm_idx', 'clients_nip_trgm_idx'],
  },
];

/** Clients as the projection writes them: every even one with an EMAG_NAME, each its own NIP. */
async function seedClients(db: ReadModelDb): Promise<void> {
  const metadata = testMetadata('2026-05-04T09:00:00.000Z');
  const recorded = (i: number, event: ClientEvent): RecordedEvent => ({
    eventId: `e-${i}`,
    type: event.type,
    version: 1,
    data: event.data,
    metadata,
    streamId: clientStream(event.data.clientId),
    revision: 0,
    position: { commit: i, prepare: i },
  });
  await db.transaction().execute(async (trx) => {
    for (let clientId = 1; clientId <= CLIENTS; clientId++) {
      const profile = { ...testClientProfile(`Firma ${clientId}x Sp. z o.o.`), nip: `525${String(clientId).padStart(7, '0')}` };
      await clientsProjection.apply(trx, recorded(clientId, { type: 'ClientCreated', data: { clientId, userId: `u-${clientId}`, profile, allowedCountries: [] } }));
      if (clientId % 2 === 0) {
        const data = { clientId, parameterId: `emag-${clientId}`, typeId: 16, code: 'EMAG_NAME', value: `Sklep-${clientId}y`, hiddenValue: null };
        await clientsProjection.apply(trx, recorded(clientId, { type: 'ClientParameterDefined', data }));
      }
    }
  });
  await sql`ANALYZE clients`.execute(db);
}

/** The plan of one shape, with sequential scans switched off for this transaction only. */
async function planOf(database: Database, columns: readonly string[], pattern: string): Promise<{ plan: string; ids: number[] }> {
  return (database.db as ReadModelDb).transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const query = trx
      .selectFrom('clients as c')
      .select('c.id')
      .where((eb) => eb.or(columns.map((column) => eb(like(trx, `c.${column}`, pattern), '=', true))));
    const plan = (await query.explain()).map((row) => String(row['QUERY PLAN'])).join('\n');
    const ids = (await query.execute()).map((row) => row.id).sort((a, b) => a - b);
    return { plan, ids };
  });
}

function checkShapes(database: () => Database): void {
  it.each(SHAPES)('$name uses its trigram indexes', async ({ columns, indexes }) => {
    const { plan, ids } = await planOf(database(), columns, '%firma 137x sp%');
    for (const index of indexes) expect(plan, plan).toContain(index);
    expect(plan).not.toContain('Seq Scan');
    expect(ids).toEqual([137]);
  });

  it('finds what the shapes ask for, wildcards escaped as the API escapes them', async () => {
    expect((await planOf(database(), ['name', 'emag_name'], '%sklep-42y%')).ids).toEqual([42]);
    expect((await planOf(database(), ['name', 'email', 'nip'], '%525000003%')).ids).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
    expect((await planOf(database(), ['name'], '%firma\\_%')).ids).toEqual([]);
  });
}

describe('clients text search indexes (PostgreSQL)', () => {
  let env: ReadModelTestEnv;
  beforeAll(async () => {
    env = await openReadModelTestEnv('rm_client_search');
    await seedClients(env.database.db as ReadModelDb);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('the old pattern indexes are gone', async () => {
    const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'clients'`.execute(env.database.db);
    const names = rows.map((r) => r.indexname);
    expect(names).not.toContain('clients_name_search_idx');
    expect(names).not.toContain('clients_emag_name_search_idx');
    expect(names).toEqual(expect.arrayContaining(['clients_name_trgm_idx', 'clients_emag_name_trgm_idx', 'clients_email_trgm_idx', 'clients_nip_trgm_idx']));
  });

  checkShapes(() => env.database);
});

describe('clients text search indexes (embedded PGlite)', () => {
  let embedded: Database;
  beforeAll(async () => {
    embedded = await openEmbedded(undefined);
    await migrateReadModels(embedded.db);
    await seedClients(embedded.db as ReadModelDb);
  });
  afterAll(async () => {
    await embedded?.close();
  });

  checkShapes(() => embedded);
});
