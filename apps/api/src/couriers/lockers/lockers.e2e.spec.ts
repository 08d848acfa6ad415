import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadModelDb } from '@parcel/read-models';
import { registerConfirmed, SEEDED, startTestApi, type TestApi } from '../../testing/index.js';
import { Lockers } from './lockers.js';

const CLIENT = { email: `lockers-client-${Date.now().toString(36)}@example.com`, password: 'client-password' };

/**
 * Lockers over HTTP: the search (admin, worker, client) and the IdoSell file
 * (admin), on the sandbox networks the API syncs at its first start.
 */
describe('lockers', () => {
  let api: TestApi;
  let db: ReadModelDb;
  const tokens = { admin: '', worker: '', client: '' };
  const search = (query: string, token = tokens.admin) => api.request('GET', `/api/app/v2/locker/search${query}`, { token });

  beforeAll(async () => {
    api = await startTestApi({ nats: false });
    db = api.infra.database.db as ReadModelDb;
    await registerConfirmed(api, CLIENT.email, CLIENT.password);
    tokens.admin = (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token;
    tokens.worker = (await api.login(SEEDED.worker.email, SEEDED.worker.password)).token;
    tokens.client = (await api.login(CLIENT.email, CLIENT.password)).token;
    // The first start finds the table empty and syncs the sandbox networks in the background.
    const deadline = Date.now() + 30_000;
    const synced = async () => Number((await db.selectFrom('lockers').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst())?.n);
    while ((await synced()) < 800) {
      if (Date.now() > deadline) throw new Error('the lockers were not synced at start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  afterAll(async () => {
    await api?.close();
  });

  it('finds active lockers of a country by a part of the name, address, locality or postal code, ignoring case and diacritics', async () => {
    const answer = await search('?country_id=1&query=SANDBOX%20alba%20IULIA');
    expect(answer.status).toBe(200);
    expect(answer.body.map((l: { id: string }) => l.id).sort()).toEqual(['CG-10261', 'SD-10261', 'SD-10262', 'SD-10263']);
    expect(answer.body[0]).toEqual({
      id: expect.any(String),
      name: expect.stringMatching(/^(easybox|Ship&Go) Sandbox Alba Iulia \d$/),
      address: expect.any(String),
      postal_code: expect.stringMatching(/^\d{6}$/),
      locality_id: 1026,
      locality_name: 'Alba Iulia',
      courier: expect.stringMatching(/^(sameday|cargus)$/),
    });
    // By name, then id.
    const byName = await db.selectFrom('lockers').select('id').where('locality_id', '=', 1026).orderBy('name').orderBy('id').execute();
    expect(answer.body.map((l: { id: string }) => l.id)).toEqual(byName.map((row) => row.id));
    const bucharest = await search('?country_id=1&query=bucuresti%20sectorul%203', tokens.client);
    expect(bucharest.status).toBe(200);
    expect(bucharest.body.length).toBe(9);
    expect(bucharest.body.every((l: { locality_name: string }) => l.locality_name === 'București Sectorul 3')).toBe(true);
  });

  it('filters by locality, answers at most 50, and hides inactive lockers', async () => {
    const alba = await search('?country_id=1&locality_id=1026', tokens.worker);
    expect(alba.body.map((l: { id: string }) => l.id).sort()).toEqual(['CG-10261', 'SD-10261', 'SD-10262', 'SD-10263']);
    expect((await search('?country_id=1')).body).toHaveLength(50);
    const hungary = await search('?country_id=3&query=budapest');
    expect(hungary.body).toHaveLength(10);
    expect(hungary.body.every((l: { id: string; courier: string }) => l.id.startsWith('SD-3') && l.courier === 'sameday')).toBe(true);
    await db.updateTable('lockers').set({ active: false }).where('id', '=', 'SD-10262').execute();
    expect((await search('?country_id=1&locality_id=1026')).body.map((l: { id: string }) => l.id).sort()).toEqual([
      'CG-10261',
      'SD-10261',
      'SD-10263',
    ]);
    // Other areas read a locker, active or not, through Lockers.
    const lockers = api.app.get(Lockers);
    expect(await lockers.byId('SD-10262')).toMatchObject({
      id: 'SD-10262',
      courier: 'sameday',
      country_id: 1,
      locality_id: 1026,
      active: false,
    });
    expect(await lockers.byId('SD-0')).toBeNull();
  });

  it('answers 422 with the field for bad input, 401 without a login', async () => {
    const invalid = async (query: string) => (await search(query)).body;
    expect(await invalid('')).toEqual({ code: 'validation_failed', errors: { country_id: ['required'] } });
    expect(await invalid('?country_id=2')).toEqual({ code: 'validation_failed', errors: { country_id: ['invalid_value'] } });
    expect(await invalid('?country_id=1&query=ab')).toEqual({ code: 'validation_failed', errors: { query: ['too_short'] } });
    expect(await invalid('?country_id=1&locality_id=x')).toEqual({ code: 'validation_failed', errors: { locality_id: ['invalid_type'] } });
    expect((await search('?country_id=1&query=%25%25%25')).body).toEqual([]);
    expect((await api.request('GET', '/api/app/v2/locker/search?country_id=1')).status).toBe(401);
  });

  it('streams a country’s active pickup points as an IdoSell CSV attachment (admins only)', async () => {
    const response = await fetch(`${api.baseUrl}/api/locker/ido_sell/hu`, { headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ido_sell_pickup_points_HU.csv"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const [header, ...rows] = text.split('\r\n').filter((line) => line !== '');
    expect(header).toBe('\uFEFFpoint_id;name;address;postal_code;city;county;country;latitude;longitude;card_payment;courier');
    const hungarian = await db.selectFrom('lockers').select('id').where('country_id', '=', 3).where('active', '=', true).execute();
    expect(rows).toHaveLength(hungarian.length);
    expect(rows.find((row) => row.startsWith('SD-30005311;'))).toMatch(
      /^SD-30005311;easybox Sandbox Budapest 1;Sandbox utca \d+;1007;Budapest;Budapest;HU;[\d.]+;[\d.]+;[01];Sameday easybox$/,
    );

    for (const [token, status] of [
      [tokens.worker, 403],
      [tokens.client, 403],
      ['', 401],
    ] as const) {
      expect((await api.request('GET', '/api/locker/ido_sell/RO', { token: token || undefined })).status).toBe(status);
    }
    // Opened in a new window: a public file token does too.
    const fileToken = (await api.request('GET', '/api/public_token', { token: tokens.admin })).body.token as string;
    expect((await fetch(`${api.baseUrl}/api/locker/ido_sell/RO?_public_token=${encodeURIComponent(fileToken)}`)).status).toBe(200);
    const unknown = await api.request('GET', '/api/locker/ido_sell/PL', { token: tokens.admin });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ code: 'validation_failed', errors: { country: ['invalid_value'] } });
  });
});
