import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Controller, Get, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppModule } from '../app.module.js';
import { assertNoLeaks, registerConfirmed, registeredRoutes, routeKey, SEEDED, startTestApi, type TestApi } from '../testing/index.js';
import { ALL, RULES, type RoleName } from '../testing/route-rules/index.js';

const CLIENT = { email: `matrix-client-${randomUUID().slice(0, 8)}@example.com`, password: 'client-password' };
const CREDENTIALS: Record<RoleName, { email: string; password: string }> = { admin: SEEDED.admin, worker: SEEDED.worker, client: CLIENT };

describe('role matrix: every route, every kind of caller', () => {
  let api: TestApi;
  const tokens = {} as Record<RoleName, string>;

  beforeAll(async () => {
    api = await startTestApi();
    await registerConfirmed(api, CLIENT.email, CLIENT.password);
    for (const role of ALL) tokens[role] = (await api.login(CREDENTIALS[role].email, CREDENTIALS[role].password)).token;
  });

  afterAll(async () => {
    await api?.close();
  });

  const call = (key: string, token?: string, authorization?: string) => {
    const rule = RULES[key]!;
    const [method, routePath] = key.split(' ') as [string, string];
    return api.request(method, rule.path ?? routePath, {
      token,
      body: rule.body,
      headers: authorization ? { authorization } : undefined,
    });
  };

  it('knows every registered route, and every known route is registered', () => {
    const registered = registeredRoutes(api.app).map(routeKey);
    expect(registered.length).toBeGreaterThan(10);
    expect(new Set(registered).size).toBe(registered.length);
    const missing = registered.filter((key) => !(key in RULES));
    expect(missing, 'routes without a rule in RULES: decide who may call them').toEqual([]);
    expect(Object.keys(RULES).filter((key) => !registered.includes(key))).toEqual([]);
  });

  for (const [key, rule] of Object.entries(RULES)) {
    it(`${key}: ${rule.public ? 'public' : (rule.roles ?? []).join(', ')}`, async () => {
      const outcomes: Record<string, number> = {};
      const expected: Record<string, number> = {};
      const refused = rule.public ? rule.passes : 401;

      const anonymous = await call(key);
      outcomes['no token'] = anonymous.status;
      expected['no token'] = refused;
      if (!rule.public) expect(anonymous.body).toEqual({ code: 'unauthenticated' });

      outcomes['bad token'] = (await call(key, 'not-a-real-token-0123456789abcdef')).status;
      expected['bad token'] = refused;
      outcomes['not bearer'] = (await call(key, undefined, `Basic ${Buffer.from('admin@example.com:admin123').toString('base64')}`)).status;
      expected['not bearer'] = refused;

      for (const role of ALL) {
        const allowed = rule.public || (rule.roles ?? []).includes(role);
        const token =
          rule.consumesSession && allowed ? (await api.login(CREDENTIALS[role].email, CREDENTIALS[role].password)).token : tokens[role];
        const response = await call(key, token);
        outcomes[role] = response.status;
        expected[role] = allowed ? rule.passes : 403;
        if (!allowed) expect(response.body).toEqual({ code: 'forbidden' });
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it('still recognizes each kind of caller after all the probes', async () => {
    for (const role of ALL) {
      const whoami = await api.request('GET', '/api/whoami', { token: tokens[role] });
      expect(whoami.status, role).toBe(200);
      expect(whoami.body.role).toBe({ admin: 0, worker: 1, client: 3 }[role]);
    }
  });

  it('answers 404 {code: not_found} for unknown API routes, whoever asks', async () => {
    for (const token of [undefined, tokens.admin]) {
      const response = await api.request('GET', '/api/no-such-route', { token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'not_found' });
    }
  });

  it('fails closed: a route that declares neither @Roles nor @Public is refused to everyone', async () => {
    // Decorators applied by hand: spec files are transformed without decorator syntax.
    class UndeclaredController {
      read() {
        return { reached: true };
      }
      write() {
        return { reached: true };
      }
    }
    const method = (name: 'read' | 'write') => Object.getOwnPropertyDescriptor(UndeclaredController.prototype, name)!;
    Get('undeclared')(UndeclaredController.prototype, 'read', method('read'));
    Post('undeclared')(UndeclaredController.prototype, 'write', method('write'));
    Controller()(UndeclaredController);
    class WithUndeclaredRoute {}
    Module({ imports: [AppModule.forRoot(api.infra)], controllers: [UndeclaredController] })(WithUndeclaredRoute);

    const app = await NestFactory.create(WithUndeclaredRoute, { logger: false });
    try {
      app.setGlobalPrefix('api');
      await app.listen(0, '127.0.0.1');
      const { port } = app.getHttpServer().address() as AddressInfo;
      for (const method of ['GET', 'POST']) {
        for (const token of [undefined, tokens.admin, tokens.worker, tokens.client]) {
          const response = await fetch(`http://127.0.0.1:${port}/api/undeclared`, {
            method,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          expect(response.status, `${method} as ${token ? 'someone' : 'nobody'}`).toBe(403);
          expect(await response.json()).toEqual({ code: 'forbidden' });
        }
      }
      // The guard is the app's own: a declared route of the same app still works.
      const whoami = await fetch(`http://127.0.0.1:${port}/api/whoami`, { headers: { authorization: `Bearer ${tokens.worker}` } });
      expect(whoami.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('leaks no hash in any response', async () => {
    const checked = await assertNoLeaks(api.infra.store, api.exchanges);
    expect(checked.hashesChecked).toBeGreaterThan(0);
  });
});
