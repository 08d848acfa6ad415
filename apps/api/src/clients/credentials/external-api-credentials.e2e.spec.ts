import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createdExternalCredentialResponse,
  externalCredentialRow,
  externalCredentialView,
  serverAddressesResponse,
} from '@parcel/contracts';
import { GENERATED_PASSWORD_ALPHABET } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import { startCredentialsHarness, type CredentialsHarness } from '../../testing/credentials-harness.js';

function answer<S extends z.ZodType>(response: { status: number; body: unknown }, status: number, schema: S): z.output<S> {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const parsed = schema.safeParse(response.body);
  expect(parsed.success, `${JSON.stringify(response.body)} -> ${parsed.error?.message}`).toBe(true);
  return parsed.data as z.output<S>;
}

const isGenerated = (password: string | null) =>
  password !== null && password.length === 16 && [...password].every((c) => GENERATED_PASSWORD_ALPHABET.includes(c));

describe('external API credentials (HTTP, real PostgreSQL + NATS)', () => {
  let h: CredentialsHarness;
  let client: number;
  const path = (clientId = client) => `/api/app/v1/client/${clientId}/external_api_credentials`;
  const list = async (clientId = client) => answer(await h.adm.get(path(clientId)), 200, z.array(externalCredentialRow.strict()));
  const one = async (id: string, clientId = client) => answer(await h.adm.get(`${path(clientId)}/${id}`), 200, externalCredentialView);
  const create = async (body: Record<string, unknown>, clientId = client) =>
    answer(await h.adm.post(path(clientId), body), 201, createdExternalCredentialResponse.extend({ message: z.literal('external_credentials_added') }));

  beforeAll(async () => {
    h = await startCredentialsHarness();
    client = await h.createClient('Hurtownia Łódź Sp. z o.o.');
  });

  afterAll(async () => {
    await h?.api.close();
  });

  it('answers the two server addresses to whitelist (configuration)', async () => {
    expect(answer(await h.adm.get('/api/app/v1/external_api_credentials/server_addresses'), 200, serverAddressesResponse)).toEqual({
      addresses: ['10.0.0.1', '10.0.0.2'],
    });
  });

  it('generates a marketplace username from the client name with the configured domain, and a 16-character password', async () => {
    const created = await create({ type: 'emag_RO', username: 'ignored@example.com' });
    expect(created.username).toBe('hurtownia-lodz-s@api.paczki.example');
    expect(isGenerated(created.password)).toBe(true);

    const rows = await list();
    expect(rows).toEqual([
      {
        id: created.id,
        client_id: client,
        type: 'emag_RO',
        username: 'hurtownia-lodz-s@api.paczki.example',
        ip: null,
        creator_id: h.admin.id,
        created_at: expect.any(String),
      },
    ]);
    // The list never answers a secret; the single GET (admin, edit screen) answers the password.
    const listed = await h.adm.get(path());
    expect(JSON.stringify(listed.body)).not.toContain(created.password!);
    const shown = await one(created.id);
    expect(shown).toMatchObject({ id: created.id, password: created.password, has_token: false, username: created.username });
  });

  it('pads a short name with random digits to 8 characters, and keeps a password given', async () => {
    const short = await h.createClient('A&B');
    const created = await create({ type: 'emag_HU', password: 'moje-haslo-123' }, short);
    expect(created.username).toMatch(/^ab\d{6}@api\.paczki\.example$/);
    expect(created.password).toBe('moje-haslo-123');
    expect((await one(created.id, short)).password).toBe('moje-haslo-123');
  });

  it('needs username and password for the login types; "another" may have neither', async () => {
    for (const type of ['baselinker', 'api_v2', 'ido_sell']) {
      for (const body of [{ type }, { type, username: 'sklep' }, { type, password: 'haslo-123' }]) {
        const response = await h.adm.post(path(), body);
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(response.body).toEqual({ code: 'validation_failed', errors: { username: ['external_credential_login_required'] } });
      }
    }
    const linker = await create({ type: 'baselinker', username: 'sklep-linker', password: 'haslo-linkera', token: 'token-linkera-123', ip: '192.0.2.5' });
    expect(linker).toMatchObject({ username: 'sklep-linker', password: 'haslo-linkera' });
    expect(await one(linker.id)).toMatchObject({ username: 'sklep-linker', password: 'haslo-linkera', has_token: true, ip: '192.0.2.5' });

    const another = await create({ type: 'another' });
    expect(another).toMatchObject({ username: null, password: null });
    expect(await one(another.id)).toMatchObject({ username: null, password: null, has_token: false, ip: null });

    const invalid = await h.adm.post(path(), { type: 'allegro' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.type).toEqual(['invalid_value']);
    expect((await h.adm.post(path(), {})).body.errors).toEqual({ type: ['required'] });
  });

  it('edits: an empty password or token keeps the stored one; a marketplace username stays', async () => {
    const created = await create({ type: 'emag_BG' });
    const update = (body: Record<string, unknown>) => h.adm.put(path(), { id: created.id, type: 'emag_BG', ...body });
    const ok = z.object({ message: z.literal('external_credentials_saved') });

    answer(await update({ ip: '198.51.100.7', username: 'other@example.com' }), 200, ok);
    expect(await one(created.id)).toMatchObject({ ip: '198.51.100.7', username: created.username, password: created.password, has_token: false });

    answer(await update({ ip: '198.51.100.7', password: 'nowe-haslo-bg', token: 'nowy-token-bg' }), 200, ok);
    expect(await one(created.id)).toMatchObject({ password: 'nowe-haslo-bg', has_token: true, username: created.username });
    answer(await update({ ip: '198.51.100.7' }), 200, ok);
    expect(await one(created.id)).toMatchObject({ password: 'nowe-haslo-bg', has_token: true });

    // To a login type: its own username is needed.
    const toLinker = await update({ type: 'baselinker', username: '' });
    expect(toLinker.status).toBe(422);
    answer(await update({ type: 'baselinker', username: 'sklep-bg' }), 200, ok);
    expect(await one(created.id)).toMatchObject({ type: 'baselinker', username: 'sklep-bg', password: 'nowe-haslo-bg' });

    const unknown = await h.adm.put(path(), { id: randomUUID(), type: 'another' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'external_credential_not_found' });
    const elsewhere = await h.adm.put(path(await h.createClient('Inny Klient')), { id: created.id, type: 'another' });
    expect(elsewhere.status).toBe(404);
  });

  it('deletes by credentialsId', async () => {
    const created = await create({ type: 'api_v2', username: 'api-user', password: 'api-haslo-1' });
    const removed = await h.adm.del(path(), { credentialsId: created.id });
    answer(removed, 200, z.object({ message: z.literal('external_credentials_removed') }));
    expect((await list()).some((r) => r.id === created.id)).toBe(false);
    const again = await h.adm.del(path(), { credentialsId: created.id });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'external_credential_not_found' });
    expect((await h.adm.get(`${path()}/${created.id}`)).status).toBe(404);
    expect((await h.adm.del(path(), { id: created.id })).body.errors).toEqual({ credentialsId: ['required'] });
  });

  it('keeps secrets as ciphertext in the read model', async () => {
    const created = await create({ type: 'ido_sell', username: 'ido-user', password: 'ido-haslo-1', token: 'ido-token-1' });
    const db = h.api.infra.database.db as ReadModelDb;
    const row = await db.selectFrom('external_api_credentials').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.password_cipher).toMatch(/^v1:/);
    expect(row.token_cipher).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toMatch(/ido-haslo-1|ido-token-1/);
  });

  it('answers 404 for an unknown client, 422 for a bad id, and only to admins', async () => {
    for (const response of [await h.adm.get(path(999_999)), await h.adm.post(path(999_999), { type: 'another' })]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'client_not_found' });
    }
    expect((await h.adm.get(`${path()}/not-a-uuid`)).status).toBe(422);
    expect((await h.adm.get('/api/app/v1/client/abc/external_api_credentials')).status).toBe(422);
    expect((await h.api.request('GET', path())).status).toBe(401);
    const worker = h.as(h.worker.token);
    expect((await worker.get(path())).status).toBe(403);
    expect((await worker.post(path(), { type: 'another' })).status).toBe(403);
    expect((await worker.get('/api/app/v1/external_api_credentials/server_addresses')).status).toBe(403);
  });
});
