import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  catalogueItem,
  checkCredentialResponse,
  courierContact,
  courierCredentialRow,
  courierCredentialView,
  credentialDefaultsResponse,
  generatedPasswordResponse,
  hasDefaultCredentialsResponse,
  protectedAssignView,
} from '@parcel/contracts';
import { GENERATED_PASSWORD_ALPHABET, type ClientEvent } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import { readEverything, shiftableClock } from '../../testing/index.js';
import { startCredentialsHarness, type CredentialsHarness } from '../../testing/credentials-harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const message = (text: string) => z.object({ message: z.literal(text) });
const saved = (text: string) => z.object({ id: z.string().regex(UUID), message: z.literal(text) });

/** Parses an answer with its response schema (and says what came back when it does not). */
function answer<S extends z.ZodType>(response: { status: number; body: unknown }, status: number, schema: S): z.output<S> {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const parsed = schema.safeParse(response.body);
  expect(parsed.success, `${JSON.stringify(response.body)} -> ${parsed.error?.message}`).toBe(true);
  return parsed.data as z.output<S>;
}

/** 422 with the field in the error map (and the code, when given). */
const fieldError = (response: { status: number; body: any }, field: string, code?: string) => {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.errors?.[field], JSON.stringify(response.body)).toEqual(code ? expect.arrayContaining([code]) : expect.any(Array));
};

describe('courier credentials (HTTP, real PostgreSQL + NATS)', () => {
  let h: CredentialsHarness;
  const clock = shiftableClock();
  let clientA: number;
  let clientB: number;
  let n = 0;
  const login = () => `sandbox-firma-${++n}`;

  /** A passing check of these values (PUT credential/check). */
  const check = async (values: { id_courier?: number; username: string; password: string; service?: string; id?: string }) =>
    answer(await h.adm.put('/api/credential/check', values), 200, checkCredentialResponse.extend({ message: z.literal('credential_check_passed') }));

  /** Checks, then creates; answers the new credential's id. */
  const createChecked = async (clientId: number, extra: Record<string, unknown> = {}) => {
    const values = { id_courier: 2, username: login(), password: 'sandbox-pass', service: 'DPD Classic', ...extra };
    const { check_token } = await check({
      id_courier: values.id_courier as number,
      username: values.username as string,
      password: values.password as string,
      service: values.service as string,
    });
    const body = { id_client: clientId, id_type: 1, contract_number: 'K-1', comment: 'pierwsze', note: '', ...values, check_token };
    return answer(await h.adm.post('/api/credential', body), 201, saved('credentials_added')).id;
  };

  const view = async (id: string) => answer(await h.adm.get(`/api/credential/${id}`), 200, courierCredentialView);
  const mainOf = async (clientId: number) =>
    answer(await h.adm.get(`/api/app/v1/client/${clientId}/hasDefaultCredentialsId`), 200, hasDefaultCredentialsResponse);

  beforeAll(async () => {
    h = await startCredentialsHarness({ clock });
    clientA = await h.createClient('Hurtownia Alfa');
    clientB = await h.createClient('Sklep Beta');
  });

  afterAll(async () => {
    await h?.api.close();
  });

  describe('catalogues and defaults', () => {
    it('answers credential types and couriers', async () => {
      const types = answer(await h.adm.get('/api/credential/types'), 200, z.array(catalogueItem));
      expect(types.map((t) => t.id)).toEqual([1, 2, 3]);
      const couriers = answer(await h.adm.get('/api/couriers'), 200, z.array(catalogueItem));
      expect(couriers).toEqual([
        { id: 1, name: 'Sameday' },
        { id: 2, name: 'DPD' },
        { id: 3, name: 'Cargus' },
      ]);
    });

    it('answers the defaults of a new credential from configuration, with a fresh iai password each time', async () => {
      const first = answer(await h.adm.get('/api/ask/credentials/DPD'), 200, credentialDefaultsResponse);
      const second = answer(await h.adm.get('/api/ask/credentials/DPD'), 200, credentialDefaultsResponse);
      expect(first).toMatchObject({ dpd_system_id: 'sandbox-dpd', dpd_api_password: 'sandbox-pass', out_service: 'DPD Classic' });
      expect(first.iai_password).toHaveLength(16);
      expect(first.iai_password).not.toBe(second.iai_password);
    });

    it('lets only admins in', async () => {
      expect((await h.api.request('GET', '/api/ask/credentials/DPD')).status).toBe(401);
      expect((await h.as(h.worker.token).get('/api/ask/credentials/DPD')).status).toBe(403);
      expect((await h.as(h.worker.token).put('/api/credential/check', { username: 'sandbox-x', password: 'sandbox-pass' })).status).toBe(403);
    });
  });

  describe('check against the courier (sandbox gateway)', () => {
    it('passes a sandbox login and answers the courier account and a check token', async () => {
      const username = login();
      const first = await check({ id_courier: 2, username, password: 'sandbox-pass', service: 'DPD Classic' });
      expect(first).toMatchObject({
        client_id: expect.stringMatching(/^\d{6}$/),
        email: `${username}@dpd.sandbox.example`,
        phone_number: expect.stringMatching(/^5\d{8}$/),
        contract_number: expect.stringMatching(/^SBX-DPD-\d{6}$/),
      });
      expect(first.check_token).not.toContain('sandbox-pass');
      // The same login: the same account (deterministic).
      const again = await check({ id_courier: 2, username, password: 'sandbox-pass', service: 'DPD Classic' });
      expect({ ...again, check_token: '' }).toEqual({ ...first, check_token: '' });
      // The modal's call (with the trailing slash the spec writes) is the same check.
      const modal = await h.adm.patch('/api/app/v1/credential/', { id_courier: 2, username, password: 'sandbox-pass' });
      expect(answer(modal, 200, checkCredentialResponse).contract_number).toBe(first.contract_number);
    });

    it('answers 406 credential_rejected for a login the courier refuses', async () => {
      for (const body of [
        { id_courier: 2, username: 'sandbox-firma', password: 'zle-haslo' },
        { id_courier: 1, username: 'prawdziwy-login', password: 'sandbox-pass' },
      ]) {
        const response = await h.adm.put('/api/credential/check', body);
        expect(response.status).toBe(406);
        expect(response.body).toEqual({ code: 'credential_rejected' });
      }
      const modal = await h.adm.patch('/api/app/v1/credential', { username: 'sandbox-firma', password: 'zle-haslo' });
      expect(modal.status).toBe(406);
    });

    it('answers 503 courier_unavailable when the courier is down, and waits for a slow one', async () => {
      const down = await h.adm.put('/api/credential/check', { username: 'sandbox-down', password: 'sandbox-pass' });
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ code: 'courier_unavailable' });
      const started = Date.now();
      await check({ username: 'sandbox-slow', password: 'sandbox-pass' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    });

    it('validates the body (422 with the field map)', async () => {
      fieldError(await h.adm.put('/api/credential/check', { password: 'sandbox-pass' }), 'username', 'required');
      fieldError(await h.adm.put('/api/credential/check', { username: 'sandbox-x', password: 'sandbox-pass', id_courier: 9 }), 'id_courier', 'invalid_value');
      fieldError(await h.adm.put('/api/credential/check', { username: 'sandbox-x' }), 'password', 'required');
      fieldError(await h.adm.put('/api/credential/check', { username: 'sandbox-x', password: 'sandbox-pass', id: 'nope' }), 'id', 'invalid_value');
    });

    it('answers 404 for the id of a credential that does not exist', async () => {
      const response = await h.adm.put('/api/credential/check', { id: randomUUID(), username: 'sandbox-x', password: 'sandbox-pass' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'credential_not_found' });
    });
  });

  describe('create: check before save', () => {
    const base = () => ({ id_client: clientA, id_courier: 2, id_type: 1, username: login(), password: 'sandbox-pass', service: 'DPD Classic' });

    it('refuses a credential without a check token (422 check_token: credential_check_required)', async () => {
      fieldError(await h.adm.post('/api/credential', base()), 'check_token', 'credential_check_required');
      fieldError(await h.adm.post('/api/credential', { ...base(), check_token: 'garbage' }), 'check_token', 'credential_check_required');
    });

    it('refuses a check token of other values', async () => {
      const body = base();
      const { check_token } = await check({ username: body.username, password: body.password, service: body.service });
      for (const changed of [{ username: `${body.username}-x` }, { password: 'sandbox-pass-2' }, { service: 'DPD Express' }, { id_courier: 1 }]) {
        fieldError(await h.adm.post('/api/credential', { ...body, ...changed, check_token }), 'check_token', 'credential_check_required');
      }
    });

    it('refuses an expired check token (valid one hour)', async () => {
      const body = base();
      const { check_token } = await check({ username: body.username, password: body.password, service: body.service });
      clock.shiftMs = 61 * 60 * 1000;
      try {
        fieldError(await h.adm.post('/api/credential', { ...body, check_token }), 'check_token', 'credential_check_required');
      } finally {
        clock.shiftMs = 0;
      }
      expect((await h.adm.post('/api/credential', { ...body, check_token })).status).toBe(201);
    });

    it('saves after a passing check; lists and shows it without the password', async () => {
      const body = { ...base(), contract_number: 'UM-2026/1', note: 'notatka', comment: 'komentarz' };
      const { check_token } = await check({ username: body.username, password: body.password, service: body.service });
      const created = await h.adm.post('/api/credential', { ...body, check_token });
      const { id } = answer(created, 201, saved('credentials_added'));
      expect(created.headers.get('x-read-model')).toBe('current');

      const shown = await view(id);
      expect(shown).toEqual({
        id,
        id_client: clientA,
        id_courier: 2,
        id_type: 1,
        username: body.username,
        contract_number: 'UM-2026/1',
        service: 'DPD Classic',
        note: 'notatka',
        comment: 'komentarz',
        main: false,
        last_check: null,
      });
      const rows = answer(await h.adm.get(`/api/client/${clientA}/credentials`), 200, z.array(courierCredentialRow.strict()));
      expect(rows.find((r) => r.id === id)).toEqual({
        id,
        id_client: clientA,
        client_name: 'Hurtownia Alfa',
        id_courier: 2,
        courier_name: 'DPD',
        id_type: 1,
        type: 'Nadawanie przesyłek',
        contract_number: 'UM-2026/1',
        comment: 'komentarz',
        main: false,
      });
      const all = answer(await h.adm.get('/api/credentials'), 200, z.array(courierCredentialRow));
      expect(all.some((r) => r.id === id)).toBe(true);
    });

    it('validates the form (422) and refuses an unknown client (404)', async () => {
      const body = base();
      const { check_token } = await check({ username: body.username, password: body.password, service: body.service });
      fieldError(await h.adm.post('/api/credential', { ...body, password: '', check_token }), 'password', 'required');
      fieldError(await h.adm.post('/api/credential', { ...body, username: '', check_token }), 'username', 'required');
      fieldError(await h.adm.post('/api/credential', { ...body, id_type: 7, check_token }), 'id_type', 'invalid_value');
      fieldError(await h.adm.post('/api/credential', { ...body, id_client: 'abc', check_token }), 'id_client');
      const unknown = await h.adm.post('/api/credential', { ...body, id_client: 999_999, check_token });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ code: 'client_not_found' });
      expect((await h.api.request('POST', '/api/credential', { body: { ...body, check_token } })).status).toBe(401);
      expect((await h.as(h.worker.token).post('/api/credential', { ...body, check_token })).status).toBe(403);
    });
  });

  describe('update', () => {
    it('saves a comment-only change without a check (empty password keeps the stored one)', async () => {
      const id = await createChecked(clientA);
      const shown = await view(id);
      const body = { ...shown, id_client: clientA, password: '', comment: 'nowy komentarz' };
      answer(await h.adm.put('/api/credential', body), 200, saved('credentials_saved'));
      expect((await view(id)).comment).toBe('nowy komentarz');
      // The stored password itself, sent again, is no change either.
      answer(await h.adm.put('/api/credential', { ...body, password: 'sandbox-pass', note: 'n' }), 200, saved('credentials_saved'));
    });

    it('needs a new check for a changed password, login or service', async () => {
      const id = await createChecked(clientA);
      const shown = await view(id);
      const body = { ...shown, id_client: clientA, password: '' };
      fieldError(await h.adm.put('/api/credential', { ...body, password: 'sandbox-pass-2' }), 'check_token', 'credential_check_required');
      fieldError(await h.adm.put('/api/credential', { ...body, username: login() }), 'check_token', 'credential_check_required');
      fieldError(await h.adm.put('/api/credential', { ...body, service: 'DPD Express' }), 'check_token', 'credential_check_required');
      fieldError(await h.adm.put('/api/credential', { ...body, id_courier: 1 }), 'check_token', 'credential_check_required');

      const { check_token } = await check({ username: shown.username, password: 'sandbox-pass-2', service: shown.service });
      answer(await h.adm.put('/api/credential', { ...body, password: 'sandbox-pass-2', check_token }), 200, saved('credentials_saved'));
      // A check with the id and no password uses the stored (new) password: its token saves a service change.
      const stored = await check({ id, username: shown.username, password: '', service: 'DPD Express' });
      answer(await h.adm.put('/api/credential', { ...body, service: 'DPD Express', check_token: stored.check_token }), 200, saved('credentials_saved'));
      expect((await view(id)).service).toBe('DPD Express');
    });

    it('answers 404 for an unknown credential or one of another client', async () => {
      const id = await createChecked(clientA);
      const shown = await view(id);
      const unknown = await h.adm.put('/api/credential', { ...shown, id: randomUUID(), id_client: clientA, password: '' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ code: 'credential_not_found' });
      const elsewhere = await h.adm.put('/api/credential', { ...shown, id_client: clientB, password: '' });
      expect(elsewhere.status).toBe(404);
    });

    it('records a check of the saved values on the credential', async () => {
      const id = await createChecked(clientA);
      const shown = await view(id);
      await check({ id, id_courier: 2, username: shown.username, password: '', service: shown.service });
      const checked = await view(id);
      expect(checked.last_check).toEqual({ passed: true, checked_at: expect.any(String) });
      // A rejected check of other values is not the credential's check.
      const rejected = await h.adm.put('/api/credential/check', { id, username: shown.username, password: 'zle-haslo', service: shown.service });
      expect(rejected.status).toBe(406);
      expect((await view(id)).last_check).toEqual(checked.last_check);
      const events = (await readEverything(h.api.infra.store)).filter(
        (e) => e.type === 'CourierCredentialChecked' && (e.data as Extract<ClientEvent, { type: 'CourierCredentialChecked' }>['data']).credentialId === id,
      );
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toMatchObject({ passed: true, contractNumber: expect.stringMatching(/^SBX-DPD-/) });
      expect(events[0]!.metadata.userId).toBe(h.admin.id);
    });
  });

  describe('main (protected) credentials', () => {
    it('pins, protects, moves the pin and unpins', async () => {
      const client = await h.createClient('Klient Główny');
      expect(await mainOf(client)).toEqual({ has_default_credentials: false, id: null });
      const first = await createChecked(client);
      const second = await createChecked(client);

      answer(await h.adm.post('/api/credential/main', { id_client: client, id: first }), 200, message('main_credentials_pinned'));
      expect(await mainOf(client)).toEqual({ has_default_credentials: true, id: first });
      expect((await view(first)).main).toBe(true);
      const assigns = answer(await h.adm.get('/api/credential/protected/assigns'), 200, z.array(protectedAssignView));
      expect(assigns.filter((a) => a.id_client === client)).toEqual([
        { id: first, id_client: client, client_name: 'Klient Główny', contract_number: 'K-1' },
      ]);

      // Locked: no edit, no delete.
      const shown = await view(first);
      const edit = await h.adm.put('/api/credential', { ...shown, id_client: client, password: '', comment: 'zmiana' });
      expect(edit.status).toBe(409);
      expect(edit.body).toEqual({ code: 'credential_protected' });
      const remove = await h.adm.del('/api/credentials', { id: first });
      expect(remove.status).toBe(409);
      expect(remove.body).toEqual({ code: 'credential_protected' });

      // Pinning another unpins the first.
      answer(await h.adm.post('/api/credential/main', { id_client: client, id: second }), 200, message('main_credentials_pinned'));
      expect(await mainOf(client)).toEqual({ has_default_credentials: true, id: second });
      expect((await view(first)).main).toBe(false);
      const listed = answer(await h.adm.get(`/api/client/${client}/credentials`), 200, z.array(courierCredentialRow));
      expect(listed.map((r) => [r.id, r.main])).toEqual([
        [second, true],
        [first, false],
      ]);

      // Unpinned, it may be deleted.
      const unpin = await h.adm.del('/api/credential/main', { id_client: client, id: second });
      answer(unpin, 200, message('credentials_unpinned'));
      expect(await mainOf(client)).toEqual({ has_default_credentials: false, id: null });
      const again = await h.adm.del('/api/credential/main', { id_client: client, id: second });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: 'credential_not_main' });
      answer(await h.adm.del('/api/credentials', { id: second }), 200, message('credentials_removed'));
      expect((await h.adm.get(`/api/credential/${second}`)).status).toBe(404);
      const gone = await h.adm.del('/api/credentials', { id: second });
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ code: 'credential_not_found' });
    });

    it('pins on save with assign=true', async () => {
      const client = await h.createClient('Klient Przypięty');
      const first = await createChecked(client, { assign: true });
      expect(await mainOf(client)).toEqual({ has_default_credentials: true, id: first });
      const second = await createChecked(client, { assign: true });
      expect(await mainOf(client)).toEqual({ has_default_credentials: true, id: second });
      expect((await view(first)).main).toBe(false);
    });

    it('refuses to pin a credential of another client, and validates the body', async () => {
      const id = await createChecked(clientA);
      const other = await h.adm.post('/api/credential/main', { id_client: clientB, id });
      expect(other.status).toBe(404);
      expect(other.body).toEqual({ code: 'credential_not_found' });
      fieldError(await h.adm.post('/api/credential/main', { id }), 'id_client');
      fieldError(await h.adm.del('/api/credential/main', { id_client: clientA }), 'id', 'required');
      expect((await h.adm.get('/api/app/v1/client/999999/hasDefaultCredentialsId')).status).toBe(404);
    });
  });

  describe('reuse and lists', () => {
    it('copies a credential to another client under a new id', async () => {
      const source = await createChecked(clientA, { comment: 'do skopiowania' });
      const target = await h.createClient('Klient Docelowy');
      const reused = answer(await h.adm.put('/api/credential/reuse', { id: source, id_client: target }), 200, saved('credentials_added'));
      expect(reused.id).not.toBe(source);
      const copy = await view(reused.id);
      const original = await view(source);
      expect(copy).toEqual({ ...original, id: reused.id, id_client: target, main: false, last_check: null });
      const [added] = (await readEverything(h.api.infra.store)).filter(
        (e) => e.type === 'CourierCredentialAdded' && (e.data as { credentialId: string }).credentialId === reused.id,
      );
      expect(added!.streamId).toBe(`client-${target}`);

      const unknown = await h.adm.put('/api/credential/reuse', { id: randomUUID(), id_client: target });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ code: 'credential_not_found' });
      const noClient = await h.adm.put('/api/credential/reuse', { id: source, id_client: 999_999 });
      expect(noClient.status).toBe(404);
      expect(noClient.body).toEqual({ code: 'client_not_found' });
      fieldError(await h.adm.put('/api/credential/reuse', { id: source }), 'id_client');
    });

    it('lists a client credentials by type, and 404s for unknown clients and credentials', async () => {
      const client = await h.createClient('Klient Typy');
      const shipping = await createChecked(client, { id_type: 1 });
      const returns = await createChecked(client, { id_type: 2 });
      const byType = async (type: number) =>
        answer(await h.adm.get(`/api/client/${client}/credentials/type/${type}`), 200, z.array(courierCredentialRow)).map((r) => r.id);
      expect(await byType(1)).toEqual([shipping]);
      expect(await byType(2)).toEqual([returns]);
      expect(await byType(3)).toEqual([]);
      for (const path of ['/api/client/999999/credentials', '/api/client/999999/credentials/type/1']) {
        const response = await h.adm.get(path);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ code: 'client_not_found' });
      }
      expect((await h.adm.get(`/api/credential/${randomUUID()}`)).body).toEqual({ code: 'credential_not_found' });
      fieldError(await h.adm.get('/api/credential/not-a-uuid'), 'id', 'invalid_value');
      fieldError(await h.adm.get('/api/client/0/credentials'), 'id', 'invalid_value');
    });
  });

  describe('shop-platform (iai) password', () => {
    it('generates 16 characters of letters, digits and !@#$%&*, fresh each time', async () => {
      const first = answer(await h.adm.get('/api/client/iai/password'), 200, generatedPasswordResponse);
      const second = answer(await h.adm.get('/api/client/iai/password'), 200, generatedPasswordResponse);
      for (const { password } of [first, second]) {
        expect(password).toHaveLength(16);
        expect([...password].every((c) => GENERATED_PASSWORD_ALPHABET.includes(c))).toBe(true);
      }
      expect(first.password).not.toBe(second.password);
    });

    it('sets the password of a client, kept as ciphertext only', async () => {
      const client = await h.createClient('Klient Iai');
      const db = h.api.infra.database.db as ReadModelDb;
      const flag = async () => (await db.selectFrom('clients').select('has_iai_password').where('id', '=', client).executeTakeFirstOrThrow()).has_iai_password;
      expect(await flag()).toBe(false);
      const { password } = answer(await h.adm.get('/api/client/iai/password'), 200, generatedPasswordResponse);
      answer(await h.adm.put('/api/client/iai', { id: client, iai_password: password }), 200, message('iai_password_saved'));
      expect(await flag()).toBe(true);
      const [event] = (await h.api.infra.store.readStream(`client-${client}`)).filter((e) => e.type === 'ClientIaiPasswordSet');
      expect((event!.data as { passwordCipher: string }).passwordCipher).toMatch(/^v1:/);
      expect(JSON.stringify(event)).not.toContain(password);

      fieldError(await h.adm.put('/api/client/iai', { id: client, iai_password: '' }), 'iai_password', 'required');
      const unknown = await h.adm.put('/api/client/iai', { id: 999_999, iai_password: 'haslo-123' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ code: 'client_not_found' });
      expect((await h.as(h.worker.token).put('/api/client/iai', { id: client, iai_password: 'x' })).status).toBe(403);
    });
  });

  describe('courier contact search (through the gateway)', () => {
    const search = (courier: number | string, query?: string) =>
      h.adm.get(`/api/app/v1/courier/${courier}/search/contacts${query === undefined ? '' : `?query=${encodeURIComponent(query)}`}`);

    it('answers the sandbox contacts whose name matches the query', async () => {
      const found = answer(await search(1, 'raktar'), 200, z.array(courierContact));
      expect(found).toEqual([
        { id: 'SD-2001', name: 'Raktár Budapest' },
        { id: 'SD-2002', name: 'Raktár Debrecen' },
        { id: 'SD-2003', name: 'Raktár Győr' },
      ]);
      expect(answer(await search(3, 'Brașov'), 200, z.array(courierContact))).toEqual([{ id: 'CG-1002', name: 'Cargus Depozit Brașov' }]);
      expect(answer(await search(2, 'depozit'), 200, z.array(courierContact))).toEqual([]);
    });

    it('validates the query, knows only its couriers, and says when the courier is down', async () => {
      fieldError(await search(1, 'ab'), 'query', 'too_short');
      fieldError(await search(1), 'query', 'required');
      expect((await search(9, 'depozit')).status).toBe(404);
      fieldError(await search('x', 'depozit'), 'id');
      const down = await search(1, 'sandbox-down');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ code: 'courier_unavailable' });
      expect((await h.as(h.worker.token).get('/api/app/v1/courier/1/search/contacts?query=dep')).status).toBe(403);
    });
  });
});
