import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer, SmtpSink } from '@parcel/platform';
import { SEEDED, shiftableClock, startTestApi, type TestApi } from '../testing/index.js';

/** Issue 9, section 3, item 7: headers, socket origins, health, idle sessions, saved mails. */
describe('hardening (issue 9)', () => {
  let api: TestApi;
  let consoleDir: string;
  const clock = shiftableClock();

  beforeAll(async () => {
    consoleDir = await mkdtemp(join(tmpdir(), 'parcel-console-'));
    await writeFile(join(consoleDir, 'index.html'), '<!doctype html><title>t</title>');
    api = await startTestApi({ clock, env: { CONSOLE_DIR: consoleDir } });
  });

  afterAll(async () => {
    await api?.close();
    await rm(consoleDir, { recursive: true, force: true });
  });

  it('sends the security headers on API answers, errors and console pages (token pages included)', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/password-reset/abcdefghijklmnopqrstuvwxyz', '/email/check/abcdefghijklmnop', '/']) {
      const response = await fetch(`${api.baseUrl}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toMatch(/connect-src 'self' ws:\/\//);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('refuses a socket from another origin; its own origin, PUBLIC_URL and non-browser clients connect', async () => {
    const { token } = await api.login(SEEDED.admin.email, SEEDED.admin.password);
    const connect = (origin?: string) =>
      new Promise<string>((resolve) => {
        const socket = io(api.baseUrl, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          auth: { token },
          ...(origin ? { extraHeaders: { origin } } : {}),
        });
        socket.once('ready', () => (socket.disconnect(), resolve('ready')));
        socket.once('connect_error', (error) => (socket.disconnect(), resolve(`refused: ${error.message}`)));
      });
    expect(await connect('https://evil.example')).toMatch(/^refused/);
    expect(await connect('null')).toMatch(/^refused/);
    expect(await connect(api.baseUrl)).toBe('ready');
    expect(await connect(new URL(api.config.publicUrl).origin)).toBe('ready');
    expect(await connect()).toBe('ready');
  });

  it('shows projection positions to admins only', async () => {
    const anonymous = await api.request('GET', '/api/health');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ status: 'ok', mode: 'distributed', bus: 'connected' });
    const worker = await api.login(SEEDED.worker.email, SEEDED.worker.password);
    expect((await api.request('GET', '/api/health', { token: worker.token })).body.projections).toBeUndefined();
    const admin = await api.login(SEEDED.admin.email, SEEDED.admin.password);
    const forAdmin = await api.request('GET', '/api/health', { token: admin.token });
    expect(forAdmin.body.projections).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'users', checkpoint: expect.any(String) })]));
  });

  it('ends a session unused for SESSION_IDLE_MINUTES (120), counting from its last use', async () => {
    expect(api.config.SESSION_IDLE_MINUTES).toBe(120);
    const idle = (await api.login(SEEDED.worker.email, SEEDED.worker.password)).token;
    const used = (await api.login(SEEDED.worker.email, SEEDED.worker.password)).token;
    const whoami = async (token: string) => (await api.request('GET', '/api/whoami', { token })).status;
    try {
      clock.shiftMs = 90 * 60_000;
      expect(await whoami(used)).toBe(200);
      clock.shiftMs = 121 * 60_000;
      expect(await whoami(idle)).toBe(401);
      expect(await whoami(used)).toBe(200);
      clock.shiftMs = (121 + 121) * 60_000;
      expect(await whoami(used)).toBe(401);
    } finally {
      clock.shiftMs = 0;
    }
  });

  it('saves mails of the SMTP sink readable by their owner only (mode 600)', async () => {
    const saveDir = join(await mkdtemp(join(tmpdir(), 'parcel-mail-')), 'mail');
    const sink = await SmtpSink.start({ port: 0, saveDir });
    try {
      await new SmtpMailer(sink.url, 'test <no-reply@localhost>').send({ to: 'someone@example.com', subject: 'link', text: 'secret link' });
      await sink.waitFor(() => true, 5_000);
      const [file] = await readdir(saveDir);
      expect(((await stat(join(saveDir, file!))).mode & 0o777).toString(8)).toBe('600');
      expect(((await stat(saveDir)).mode & 0o777).toString(8)).toBe('700');
    } finally {
      await sink.stop();
      await rm(join(saveDir, '..'), { recursive: true, force: true });
    }
  });
});
