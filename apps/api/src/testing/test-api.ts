import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SmtpSink, type ReceivedMail } from '@parcel/platform';
import { createTestDatabase, requestJson, type JsonRequest, type TestDatabase } from '@parcel/platform/testing';
import type { LoginResponse } from '@parcel/contracts';
import { readConfig, type ApiConfig } from '../bootstrap/config.js';
import { createInfrastructure, type Infrastructure } from '../bootstrap/infrastructure.js';
import { createApp } from '../bootstrap/create-app.js';
import { systemClock, type Clock } from '../shared/tokens.js';

export const SHARED_NATS_URL = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

/** The seeded accounts (config defaults). */
export const SEEDED = {
  admin: { email: 'admin@example.com', password: 'admin123' },
  worker: { email: 'worker@example.com', password: 'worker123' },
} as const;

export interface TestApiOptions {
  /**
   * 'postgres' (default): a fresh database on the test server, the projector in
   * process. 'embedded': no DATABASE_URL, PGlite under dataDir, in-process bus
   * and SMTP sink.
   */
  readonly mode?: 'postgres' | 'embedded';
  /** Postgres mode: the shared NATS server (default), another server's URL, or false for the in-process bus. */
  readonly nats?: string | false;
  /** Kept across close() when given; a temp dir (removed on close) otherwise. */
  readonly dataDir?: string;
  /** Extra or overriding configuration. */
  readonly env?: Record<string, string | undefined>;
  /** The API's clock (the system clock by default): see shiftableClock(). */
  readonly clock?: Clock;
}

export interface ApiResponse<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export type RequestOptions = JsonRequest;

/** One request and its answer as the harness saw it (for the secrets checks). */
export interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly requestBody: unknown;
  readonly status: number;
  readonly responseText: string;
}

export interface TestApi {
  readonly baseUrl: string;
  readonly config: ApiConfig;
  readonly infra: Infrastructure;
  readonly app: NestExpressApplication;
  /** Where the API's mail goes. */
  readonly sink: SmtpSink;
  /** Every exchange made through request(), oldest first. */
  readonly exchanges: readonly Exchange[];
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Logs in; throws unless the answer is 200. */
  login(email: string, password: string): Promise<LoginResponse>;
  close(): Promise<void>;
}

/**
 * The API in process on a free port, against real infrastructure: its own
 * database (or PGlite), NATS (or the in-process bus), a real SMTP sink. Seeds
 * admin@example.com / admin123 and worker@example.com / worker123.
 */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  process.env['LOG_LEVEL'] ??= 'silent';
  const mode = options.mode ?? 'postgres';
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'parcel-api-')));
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => undefined);
    cleanups.length = 0;
  };
  if (ownDataDir) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

  try {
    let database: TestDatabase | undefined;
    let sink: SmtpSink | undefined;
    const env: Record<string, string | undefined> = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Every test calls from 127.0.0.1: the per-address budgets would stop a suite; the tests of those budgets set their own.
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
      MAIL_LIMIT_PER_ADDRESS: '100000',
      ADDRESS_SEARCH_LIMIT_PER_ADDRESS: '100000',
      // The address import takes 1-3 s per fresh database: only the tests that read addresses ask for it ('true').
      ADDRESS_IMPORT: 'false',
    };
    if (mode === 'postgres') {
      database = await createTestDatabase('api');
      const db = database;
      cleanups.push(() => db.drop());
      const ownSink = await SmtpSink.start();
      sink = ownSink;
      cleanups.push(() => ownSink.stop());
      Object.assign(env, {
        DATABASE_URL: database.url,
        RUN_PROJECTOR: 'true',
        SMTP_URL: ownSink.url,
        // Parallel test files share the NATS server: each hears only its own database's notifications.
        NATS_NAMESPACE: database.name,
        NATS_URL: options.nats === false ? undefined : (options.nats ?? SHARED_NATS_URL),
      });
    } else {
      env['SMTP_SINK_PORT'] = '0';
    }
    const config = readConfig({ ...env, ...options.env });
    const infra = await createInfrastructure(config);
    cleanups.push(() => infra.close());
    const app = await createApp(infra, { clock: options.clock });
    cleanups.push(() => app.close());
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    const mailSink = sink ?? infra.smtpSink;
    if (!mailSink) throw new Error('no SMTP sink');

    const exchanges: Exchange[] = [];
    const request = async <T = any>(method: string, path: string, init: RequestOptions = {}): Promise<ApiResponse<T>> => {
      const answer = await requestJson<T>(baseUrl, method, path, init);
      exchanges.push({ method, path, requestBody: init.body, status: answer.status, responseText: answer.text });
      return { status: answer.status, body: answer.body, headers: answer.headers };
    };

    let closing: Promise<void> | undefined;
    return {
      baseUrl,
      config,
      infra,
      app,
      sink: mailSink,
      exchanges,
      request,
      login: async (email, password) => {
        const response = await request<LoginResponse>('POST', '/api/user/login', { body: { email, password } });
        if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${JSON.stringify(response.body)}`);
        return response.body;
      },
      close: () => (closing ??= cleanup()),
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** A clock that runs with the system clock, shifted by `shiftMs` (e.g. to let a link expire). */
export function shiftableClock(): Clock & { shiftMs: number } {
  return {
    shiftMs: 0,
    now() {
      return new Date(systemClock.now().getTime() + this.shiftMs);
    },
  };
}

/** The token at the end of the first link in a mail whose path contains `path` (e.g. '/password-reset/'). */
export function linkToken(mail: ReceivedMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`https?://\\S+${escaped}([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return match[1]!;
}

/** The next mail to `email` (already received or to come). */
export function mailTo(sink: SmtpSink, email: string, timeoutMs = 5_000): Promise<ReceivedMail> {
  const address = email.toLowerCase();
  return sink.waitFor((mail) => mail.to.some((to) => to.toLowerCase() === address), timeoutMs);
}
