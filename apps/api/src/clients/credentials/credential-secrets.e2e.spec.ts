import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadModelDb } from '@parcel/read-models';
import { SecretCipher } from '../../shared/cipher.js';
import { assertNoLeaks, findLeaks, readEverything } from '../../testing/index.js';
import { startCredentialsHarness, type CredentialsHarness } from '../../testing/credentials-harness.js';

/** Calls whose answer carries a secret on purpose (by contract). */
const ANSWERS_A_SECRET = [
  /^POST \/api\/user\/login$/,
  /^GET \/api\/ask\/credentials\/DPD$/,
  /^GET \/api\/client\/iai\/password$/,
  /^POST \/api\/app\/v1\/client\/\d+\/external_api_credentials$/,
  /^GET \/api\/app\/v1\/client\/\d+\/external_api_credentials\/[0-9a-f-]{36}$/,
];

describe('credential secrets: never in clear in events, read models, lists or logs', () => {
  let h: CredentialsHarness;
  const log: string[] = [];
  const restore: (() => void)[] = [];
  /** Every clear secret the flow used or was answered. */
  const secrets = new Set<string>();
  const keep = <T extends string | null | undefined>(value: T): T => {
    if (value) secrets.add(value);
    return value;
  };
  const ids = { clientA: 0, clientB: 0, credential: '', reused: '', emag: '', linker: '' };
  const clear = {
    first: 'sandbox-pass-leak-first',
    second: 'sandbox-pass-leak-second',
    modal: 'sandbox-pass-leak-modal',
    rejected: 'wrong-secret-leak-rejected',
    iaiSet: 'iai-secret-leak-set',
    linkerPassword: 'linker-secret-leak-password',
    linkerToken: 'linker-secret-leak-token',
    emagPassword: 'emag-secret-leak-password',
    emagToken: 'emag-secret-leak-token',
  };
  let generatedIai = '';
  let generatedEmag = '';

  beforeAll(async () => {
    // Logs on (the harness silences them by default), captured instead of printed.
    process.env['LOG_LEVEL'] = 'info';
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write.bind(stream);
      stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
        log.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
        const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
        callback?.();
        return true;
      }) as typeof stream.write;
      restore.push(() => {
        stream.write = original;
      });
    }
    for (const value of Object.values(clear)) secrets.add(value);

    h = await startCredentialsHarness();
    const adm = h.adm;
    const expectStatus = async (call: Promise<{ status: number; body: any }>, status: number) => {
      const response = await call;
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      return response.body;
    };
    ids.clientA = await h.createClient('Sekretna Hurtownia');
    ids.clientB = await h.createClient('Sekretny Sklep');

    const defaults = await expectStatus(adm.get('/api/ask/credentials/DPD'), 200);
    keep(defaults.dpd_api_password);
    keep(defaults.iai_password);

    // Courier credential: check, create, check a new password, update, check with the id, a rejected check, the modal.
    const username = 'sandbox-sekret';
    const service = 'DPD Classic';
    const first = await expectStatus(adm.put('/api/credential/check', { username, password: clear.first, service }), 200);
    keep(first.check_token);
    const created = await expectStatus(
      adm.post('/api/credential', { id_client: ids.clientA, id_type: 1, username, password: clear.first, service, check_token: first.check_token }),
      201,
    );
    ids.credential = created.id;
    const second = await expectStatus(adm.put('/api/credential/check', { username, password: clear.second, service }), 200);
    keep(second.check_token);
    await expectStatus(
      adm.put('/api/credential', {
        id: ids.credential,
        id_client: ids.clientA,
        id_type: 1,
        username,
        password: clear.second,
        service,
        comment: 'zmienione hasło',
        check_token: second.check_token,
      }),
      200,
    );
    keep((await expectStatus(adm.put('/api/credential/check', { id: ids.credential, username, password: '', service }), 200)).check_token);
    await expectStatus(adm.put('/api/credential/check', { username, password: clear.rejected, service }), 406);
    keep((await expectStatus(adm.patch('/api/app/v1/credential/', { username, password: clear.modal }), 200)).check_token);
    await expectStatus(adm.post('/api/credential/main', { id_client: ids.clientA, id: ids.credential }), 200);
    ids.reused = (await expectStatus(adm.put('/api/credential/reuse', { id: ids.credential, id_client: ids.clientB }), 200)).id;

    // Shop-platform password: generated, set; then another one set.
    generatedIai = keep((await expectStatus(adm.get('/api/client/iai/password'), 200)).password);
    await expectStatus(adm.put('/api/client/iai', { id: ids.clientA, iai_password: generatedIai }), 200);
    await expectStatus(adm.put('/api/client/iai', { id: ids.clientB, iai_password: clear.iaiSet }), 200);

    // External API credentials: a generated marketplace login, a login type with a token, an edit with new secrets.
    const external = `/api/app/v1/client/${ids.clientA}/external_api_credentials`;
    const emag = await expectStatus(adm.post(external, { type: 'emag_RO' }), 201);
    ids.emag = emag.id;
    generatedEmag = keep(emag.password);
    const linker = await expectStatus(
      adm.post(external, { type: 'baselinker', username: 'linker', password: clear.linkerPassword, token: clear.linkerToken }),
      201,
    );
    ids.linker = linker.id;
    await expectStatus(adm.put(external, { id: ids.emag, type: 'emag_RO', password: clear.emagPassword, token: clear.emagToken }), 200);
    await expectStatus(adm.get(`${external}/${ids.emag}`), 200);

    // Every read a screen makes.
    for (const path of [
      `/api/client/${ids.clientA}/credentials`,
      `/api/client/${ids.clientB}/credentials`,
      `/api/client/${ids.clientA}/credentials/type/1`,
      '/api/credentials',
      `/api/credential/${ids.credential}`,
      `/api/credential/${ids.reused}`,
      '/api/credential/protected/assigns',
      `/api/app/v1/client/${ids.clientA}/hasDefaultCredentialsId`,
      external,
      `/api/client/data/${ids.clientA}`,
    ]) {
      await expectStatus(adm.get(path), 200);
    }
    await expectStatus(adm.post('/api/app/v1/client/list', {}), 200);
  });

  afterAll(async () => {
    await h?.api.close();
    for (const undo of restore) undo();
  });

  it('leaks nothing by the harness checks (assertNoLeaks / findLeaks)', async () => {
    // Precondition: enough distinct secrets, each long enough not to turn up by chance.
    expect(secrets.size).toBeGreaterThanOrEqual(15);
    for (const secret of secrets) expect(secret.length, secret).toBeGreaterThanOrEqual(8);
    const checked = await assertNoLeaks(h.api.infra.store, h.api.exchanges, [...secrets]);
    expect(checked.secretsChecked).toBeGreaterThanOrEqual(secrets.size);
    const found = await findLeaks(h.api.infra.store, h.api.exchanges, [...secrets]);
    expect(found.events).toEqual([]);
    expect(found.responses).toEqual([]);
  });

  it('records no clear secret in any event (data and metadata), only v1 ciphertexts', async () => {
    const events = await readEverything(h.api.infra.store);
    const credentialEvents = events.filter((e) => /Credential|Iai/.test(e.type));
    expect(credentialEvents.length).toBeGreaterThanOrEqual(10);
    for (const event of events) {
      const text = JSON.stringify({ data: event.data, metadata: event.metadata });
      for (const secret of secrets) expect(text.includes(secret), `${event.type} in ${event.streamId}`).toBe(false);
    }
    const ciphers = credentialEvents.flatMap((e) => JSON.stringify(e.data).match(/"(password|token)Cipher":"[^"]*"/g) ?? []);
    expect(ciphers.length).toBeGreaterThanOrEqual(6);
    for (const cipher of ciphers) expect(cipher).toMatch(/Cipher":"v1:[\w-]+:[\w-]+:[\w-]*"$/);
  });

  it('keeps no clear secret in any row of any table (read models and the event store alike)', async () => {
    const db = h.api.infra.database.db as ReadModelDb;
    const tables = await sql<{ schema: string; name: string }>`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(db);
    const names = tables.rows.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['clients', 'courier_credentials', 'external_api_credentials']));
    let rows = 0;
    for (const table of tables.rows) {
      const result = await sql<{ row: string }>`select t::text as row from ${sql.table(`${table.schema}.${table.name}`)} t`.execute(db);
      for (const { row } of result.rows) {
        rows++;
        for (const secret of secrets) expect(row.includes(secret), `${table.schema}.${table.name}: ${secret.slice(0, 3)}…`).toBe(false);
      }
    }
    expect(rows).toBeGreaterThan(20);
  });

  it('answers no secret except where the contract says so (lists never)', () => {
    const checked = h.api.exchanges.filter((e) => !ANSWERS_A_SECRET.some((rule) => rule.test(`${e.method} ${e.path}`)));
    expect(checked.length).toBeGreaterThanOrEqual(20);
    for (const exchange of checked) {
      // A passing check answers its own check token (that is its purpose), and nothing else secret.
      const ownToken = /"check_token":"([^"]+)"/.exec(exchange.responseText)?.[1];
      const text = ownToken ? exchange.responseText.replace(ownToken, '') : exchange.responseText;
      for (const secret of secrets) expect(text.includes(secret), `${exchange.method} ${exchange.path}`).toBe(false);
    }
    // The single external GET is the one read answering a password: the current one.
    const single = h.api.exchanges.find((e) => e.method === 'GET' && e.path.endsWith(`/external_api_credentials/${ids.emag}`))!;
    expect(JSON.parse(single.responseText).password).toBe(clear.emagPassword);
  });

  it('writes no secret, token or key to the log', async () => {
    const text = log.join('');
    expect(text).toContain('accepted a login check');
    expect(text).toContain('rejected a login check');
    const key = (await readFile(join(h.api.config.DATA_DIR, 'secrets.key'), 'utf8')).trim();
    for (const secret of [...secrets, key]) expect(text.includes(secret), `log contains ${secret.slice(0, 3)}…`).toBe(false);
  });

  it('encrypts with the key in DATA_DIR/secrets.key (mode 600): the ciphertexts decrypt back', async () => {
    const path = join(h.api.config.DATA_DIR, 'secrets.key');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const cipher = SecretCipher.fromConfig({ DATA_DIR: h.api.config.DATA_DIR });
    const db = h.api.infra.database.db as ReadModelDb;

    const courier = await db.selectFrom('courier_credentials').select(['id', 'password_cipher']).where('id', 'in', [ids.credential, ids.reused]).execute();
    expect(courier).toHaveLength(2);
    for (const row of courier) expect(cipher.decrypt(row.password_cipher)).toBe(clear.second);

    const external = await db
      .selectFrom('external_api_credentials')
      .select(['id', 'password_cipher', 'token_cipher'])
      .where('client_id', '=', ids.clientA)
      .execute();
    const byId = new Map(external.map((r) => [r.id, r]));
    expect(cipher.decrypt(byId.get(ids.emag)!.password_cipher!)).toBe(clear.emagPassword);
    expect(cipher.decrypt(byId.get(ids.emag)!.token_cipher!)).toBe(clear.emagToken);
    expect(cipher.decrypt(byId.get(ids.linker)!.password_cipher!)).toBe(clear.linkerPassword);
    expect(cipher.decrypt(byId.get(ids.linker)!.token_cipher!)).toBe(clear.linkerToken);

    const iai = (await readEverything(h.api.infra.store))
      .filter((e) => e.type === 'ClientIaiPasswordSet')
      .map((e) => cipher.decrypt((e.data as { passwordCipher: string }).passwordCipher));
    expect(iai).toEqual([generatedIai, clear.iaiSet]);
    // The generated marketplace password was replaced, and it was in none of the stores (checked above).
    expect(generatedEmag).toHaveLength(16);
  });
});
