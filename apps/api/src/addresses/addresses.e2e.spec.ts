import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localitySearchResponse, streetSearchResponse, townAutocompleteResponse } from '@parcel/contracts';
import { registerConfirmed, requestFrom, SEEDED, startTestApi, type TestApi } from '../testing/index.js';
import { AddressBook } from './index.js';

const LOCALITIES = '/api/app/v2/address_database/locality/search';
const streetsOf = (id: number | string) => `/api/app/v2/address_database/locality/${id}/street/search`;
const TOWNS = '/api/app/v1/public/address/database/RO/town/autocomplete';
const CLIENT = { email: `addresses-${randomUUID().slice(0, 8)}@example.com`, password: 'client-password' };

/** SIRUTA codes and GeoNames ids (docs/addresses.md) of places the tests look for. */
const BRASOV = 40205;
const BUCHAREST_SECTOR_1 = 179141;
const AJTOS = 4_000_001;

describe('address database over HTTP (data imported at start)', () => {
  let api: TestApi;
  const tokens = {} as Record<'admin' | 'worker' | 'client', string>;
  const get = (path: string, query: Record<string, string>, token = tokens.admin) =>
    api.request('GET', `${path}?${new URLSearchParams(query)}`, { token });

  beforeAll(async () => {
    api = await startTestApi({ env: { ADDRESS_IMPORT: 'true' } });
    await registerConfirmed(api, CLIENT.email, CLIENT.password);
    tokens.admin = (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token;
    tokens.worker = (await api.login(SEEDED.worker.email, SEEDED.worker.password)).token;
    tokens.client = (await api.login(CLIENT.email, CLIENT.password)).token;
  });

  afterAll(async () => {
    await api?.close();
  });

  it("given 'brasov' without diacritics, when localities of Romania are searched, then Brașov first, county Brașov, with its code", async () => {
    for (const role of ['admin', 'worker', 'client'] as const) {
      const found = await get(LOCALITIES, { country_id: '1', query: 'brasov' }, tokens[role]);
      expect(found.status, role).toBe(200);
      expect(localitySearchResponse.parse(found.body)[0]).toEqual({
        id: BRASOV,
        name: 'Brașov',
        voivodeship: 'Brașov',
        municipality: 'Brașov',
        main_postal_code: '500470',
      });
    }
    // With diacritics, in capitals, the old cedilla letter: the same first answer.
    for (const query of ['Brașov', 'BRAŞOV', ' brașov ']) {
      expect((await get(LOCALITIES, { country_id: '1', query })).body[0]?.id, query).toBe(BRASOV);
    }
  });

  it('given a term, when searched, then names starting with it before names merely containing it, by name, at most 50', async () => {
    const found = localitySearchResponse.parse((await get(LOCALITIES, { country_id: '1', query: 'sib' })).body);
    expect(found.length).toBeGreaterThan(3);
    const starts = found.map((l) => l.name.toLowerCase().startsWith('sib'));
    // Every name starting with the term comes before any that does not.
    expect(starts.indexOf(false) === -1 || starts.lastIndexOf(true) < starts.indexOf(false)).toBe(true);
    // By plain name: 'Sibișel' (sibisel) before 'Sibiu'.
    expect(found.slice(0, 7).map((l) => l.name)).toEqual([
      'Sibiciu de Jos',
      'Sibiciu de Sus',
      'Sibiel',
      'Sibioara',
      'Sibișel',
      'Sibișel',
      'Sibiu',
    ]);
    // The whole name typed: that name first.
    expect((await get(LOCALITIES, { country_id: '1', query: 'alba iulia' })).body[0]).toMatchObject({
      name: 'Alba Iulia',
      voivodeship: 'Alba',
    });
    const many = localitySearchResponse.parse((await get(LOCALITIES, { country_id: '1', query: 'valea' })).body);
    expect(many).toHaveLength(50);
    const names = many.map((l) => l.name);
    expect(names.slice(0, 5).every((name) => name.startsWith('Valea'))).toBe(true);
    // A word of the name that starts with the term ranks before a substring inside a word.
    const words = localitySearchResponse.parse((await get(LOCALITIES, { country_id: '1', query: 'napoca' })).body);
    expect(words[0]?.name).toBe('Cluj-Napoca');
  });

  it('given a postal code, when searched, then the locality with that main code, and the locality of a street with it', async () => {
    const main = localitySearchResponse.parse((await get(LOCALITIES, { country_id: '1', postal_code: '500470' })).body);
    expect(main[0]?.id).toBe(BRASOV);
    // 052497 is a street code of Bucharest's sector 5, not a locality's main code.
    const street = localitySearchResponse.parse((await get(LOCALITIES, { country_id: '1', postal_code: '052497', query: 'null' })).body);
    expect(street.map((l) => l.name)).toEqual(['București Sectorul 5']);
    // A code with a space (Czech), matched with or without it; a term narrows the list.
    const prague = localitySearchResponse.parse((await get(LOCALITIES, { country_id: '10', postal_code: '10000', query: 'ziz' })).body);
    expect(prague.map((l) => [l.name, l.main_postal_code])).toEqual([
      ['Žižkov', '100 00'],
      ['Praha 10-Žižkov', '100 00'],
    ]);
  });

  it('given the other countries, when searched in Latin or Cyrillic, then their localities; Poland has none', async () => {
    const cyrillic = localitySearchResponse.parse((await get(LOCALITIES, { country_id: '4', query: 'Айтос' })).body);
    const latin = localitySearchResponse.parse((await get(LOCALITIES, { country_id: '4', query: 'ajtos' })).body);
    expect(cyrillic[0]).toEqual({
      id: AJTOS,
      name: 'Ajtos / Айтос',
      voivodeship: 'Burgas / Бургас',
      municipality: 'Ajtos / Айтос',
      main_postal_code: '8500',
    });
    expect(latin[0]).toEqual(cyrillic[0]);
    expect((await get(LOCALITIES, { country_id: '3', query: 'komlo' })).body[0]).toMatchObject({ name: 'Komló', voivodeship: 'Baranya' });
    expect((await get(LOCALITIES, { country_id: '11', query: 'banska bystrica' })).body[0]).toMatchObject({ name: 'Banská Bystrica' });
    // The same name in another country is not found.
    expect((await get(LOCALITIES, { country_id: '3', query: 'brasov' })).body).toEqual([]);
    expect((await get(LOCALITIES, { country_id: '2', query: 'warszawa' })).body).toEqual([]);
  });

  it('given a Bucharest sector, when its streets are searched, then streets with type and code, names starting with the term first', async () => {
    const found = await get(streetsOf(BUCHAREST_SECTOR_1), { query: 'vic' }, tokens.client);
    expect(found.status).toBe(200);
    const streets = streetSearchResponse.parse(found.body);
    expect(streets.length).toBeGreaterThan(0);
    expect(streets[0]?.name.toLowerCase().startsWith('vic')).toBe(true);
    expect(streets.every((s) => /^\d{6}$/.test(s.postal_code) && s.type !== '')).toBe(true);
    // A street named exactly so comes first; the type typed in front ('Calea') is no part of the name, it puts that type first.
    const victoriei = streetSearchResponse.parse((await get(streetsOf(BUCHAREST_SECTOR_1), { query: 'victoriei' })).body);
    expect(victoriei[0]).toEqual({ type: 'Pasaj', name: 'Victoriei', postal_code: '010023' });
    const calea = streetSearchResponse.parse((await get(streetsOf(BUCHAREST_SECTOR_1), { query: 'Calea Victoriei' })).body);
    expect(calea[0]).toMatchObject({
      type: 'Cale',
      name: expect.stringMatching(/^Victoriei nr\. /),
      postal_code: expect.stringMatching(/^01\d{4}$/),
    });
    expect(calea.map((s) => s.name).sort()).toEqual(victoriei.map((s) => s.name).sort());
    // A locality without streets in the data (a village, a Hungarian town): none.
    expect((await get(streetsOf(AJTOS), { query: 'abc' })).body).toEqual([]);
  });

  it('given odd input, when searched, then 422 with the field, 404 for no such locality, never 500', async () => {
    const cases: [string, Record<string, string>, Record<string, string[]>][] = [
      [LOCALITIES, { country_id: '1', query: 'br' }, { query: ['too_short'] }],
      [LOCALITIES, { country_id: '1' }, { query: ['required'] }],
      [LOCALITIES, { country_id: '7', query: 'bra' }, { country_id: ['invalid_value'] }],
      [LOCALITIES, { country_id: 'RO', query: 'bra' }, { country_id: ['invalid_type'] }],
      [LOCALITIES, { country_id: '1', query: 'bra\u0000' }, { query: ['invalid_characters'] }],
      [LOCALITIES, { country_id: '1', postal_code: '%_%' }, { postal_code: ['invalid_post_code'] }],
      [LOCALITIES, { country_id: '1', query: 'x'.repeat(101) }, { query: ['too_long'] }],
      [streetsOf(BUCHAREST_SECTOR_1), { query: 'vi' }, { query: ['too_short'] }],
      [streetsOf('abc'), { query: 'vic' }, { localityId: ['invalid_type'] }],
      [streetsOf(2 ** 31), { query: 'vic' }, { localityId: ['invalid_value'] }],
    ];
    for (const [path, query, errors] of cases) {
      const answer = await get(path, query);
      expect(answer.status, `${path} ${JSON.stringify(query)}`).toBe(422);
      expect(answer.body).toEqual({ code: 'validation_failed', errors });
    }
    // Wildcards and punctuation only: nothing, not everything.
    expect((await get(LOCALITIES, { country_id: '1', query: '%%%' })).body).toEqual([]);
    const missing = await get(streetsOf(999_999), { query: 'vic' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'locality_not_found' });
  });

  it('given no login or a bad token, then 401 for the address database; the public finder needs none', async () => {
    expect((await api.request('GET', `${LOCALITIES}?country_id=1&query=bra`)).status).toBe(401);
    expect((await api.request('GET', `${streetsOf(BUCHAREST_SECTOR_1)}?query=vic`, { token: 'x'.repeat(40) })).status).toBe(401);
    expect((await api.request('POST', TOWNS, { body: { searchText: 'bra' } })).status).toBe(200);
  });

  it('given a town name or the start of a postal code, when the public finder searches, then Romanian towns with county, municipality and code', async () => {
    const found = await api.request('POST', TOWNS, { body: { searchText: 'brasov' } });
    expect(found.status).toBe(200);
    expect(townAutocompleteResponse.parse(found.body)[0]).toEqual({
      name: 'Brașov',
      voivodeship: 'Brașov',
      municipality: 'Brașov',
      postal_code: '500470',
    });
    const byCode = townAutocompleteResponse.parse((await api.request('POST', TOWNS, { body: { searchText: '510 00' } })).body);
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((t) => t.postal_code?.startsWith('51000'))).toBe(true);
    // Romania only: a Hungarian town is not found.
    expect((await api.request('POST', TOWNS, { body: { searchText: 'Komló' } })).body).toEqual([]);
    const short = await api.request('POST', TOWNS, { body: { searchText: 'br' } });
    expect(short.status).toBe(422);
    expect(short.body).toEqual({ code: 'validation_failed', errors: { searchText: ['too_short'] } });
  });

  it('given another area, when it asks the AddressBook, then localities with their country; unknown ids left out', async () => {
    const book = api.app.get(AddressBook);
    expect(await book.locality(BRASOV)).toEqual({
      id: BRASOV,
      country_id: 1,
      name: 'Brașov',
      county: 'Brașov',
      municipality: 'Brașov',
      postal_code: '500470',
    });
    expect(await book.locality(1)).toBeUndefined();
    const both = await book.localities([AJTOS, 999_999, BRASOV, AJTOS]);
    expect(both.map((l) => [l.id, l.country_id])).toEqual([
      [AJTOS, 4],
      [BRASOV, 1],
    ]);
    expect(await book.localities([])).toEqual([]);
  });
});

describe('the public finder is rate-limited per client address', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ env: { ADDRESS_SEARCH_LIMIT_PER_ADDRESS: '5' } });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('given 5 searches a minute from one address, when a sixth comes (even a malformed one), then 429 too_many_searches; another address is still served', async () => {
    const from = (address: string, body: unknown) => requestFrom(api, address, 'POST', TOWNS, body);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await from('127.0.0.4', { searchText: 'cluj' })).status);
    answers.push((await from('127.0.0.4', { searchText: 'c' })).status);
    expect(answers).toEqual([200, 200, 200, 200, 422]);
    const refused = await from('127.0.0.4', { searchText: 'cluj' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'too_many_searches' });
    expect((await from('127.0.0.5', { searchText: 'cluj' })).status).toBe(200);
  });
});

describe('the embedded default (PGlite) imports the address database at its first start', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ mode: 'embedded', env: { ADDRESS_IMPORT: 'true' } });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('given a fresh data folder, when the API has started, then the finder finds Romanian towns', async () => {
    const found = await api.request('POST', TOWNS, { body: { searchText: 'Timișoara' } });
    expect(found.status).toBe(200);
    expect(found.body[0]).toEqual({
      name: 'Timișoara',
      voivodeship: 'Timiș',
      municipality: 'Timișoara',
      postal_code: expect.stringMatching(/^3\d{5}$/),
    });
  });
});
