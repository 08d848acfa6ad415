import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SmtpSink, type ReceivedMail } from '@parcel/platform';
import { createTestDatabase, freePort, requestJson, type JsonRequest, type TestDatabase } from '@parcel/platform/testing';
import { REPO_ROOT } from './paths.js';

/** The built product; E2E_API_MAIN / E2E_CONSOLE_DIR point at another build (e.g. one of several parallel builds). */
const API_MAIN = process.env['E2E_API_MAIN'] ?? join(REPO_ROOT, 'apps/api/dist/main.js');
const CONSOLE_DIR = process.env['E2E_CONSOLE_DIR'] ?? join(REPO_ROOT, 'apps/console/dist');

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** Starts tried when the port was taken in between. */
const START_ATTEMPTS = 3;
const OUTPUT_LIMIT = 64 * 1024;

/** The accounts the API seeds on its first start (config defaults). */
export const SEEDED = {
  admin: { email: 'admin@example.com', password: 'admin123' },
  worker: { email: 'worker@example.com', password: 'worker123' },
} as const;

export type ApiCallOptions = JsonRequest;

export interface ApiAnswer<T = any> {
  readonly status: number;
  readonly body: T;
}

export interface Product {
  /** http://127.0.0.1:<port>: the console at /, the API at /api. */
  readonly baseUrl: string;
  /** Where the product's mail goes (see SmtpSink.waitFor). */
  readonly sink: SmtpSink;
  /** The API process's stdout and stderr so far (the last 64 KiB). */
  output(): string;
  /** One HTTP call to the product, for setup steps: JSON in, JSON (or text) out. */
  api<T = any>(method: string, path: string, options?: ApiCallOptions): Promise<ApiAnswer<T>>;
  /** Logs in over the API and returns the session token; throws unless 200. */
  login(email: string, password: string): Promise<string>;
  /** Stops the API process, the sink, drops the database and removes the data dir. Idempotent. */
  close(): Promise<void>;
}

export interface StartProductOptions {
  /** Extra or overriding environment of the API process. */
  readonly env?: Record<string, string>;
}

/**
 * The real product as it ships: `node apps/api/dist/main.js` serving the built
 * console, on its own database, NATS namespace, SMTP sink and free port.
 * Needs `npx nx run-many -t build` first (the e2e target does it).
 */
export async function startProduct(options: StartProductOptions = {}): Promise<Product> {
  for (const [file, what] of [
    [API_MAIN, 'the built API'],
    [join(CONSOLE_DIR, 'index.html'), 'the built console'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${what} is missing (${file}): run npx nx run-many -t build`);
  }

  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => undefined);
    cleanups.length = 0;
  };

  try {
    const database: TestDatabase = await createTestDatabase('console');
    cleanups.push(() => database.drop());
    const sink = await SmtpSink.start();
    cleanups.push(() => sink.stop());
    const dataDir = await mkdtemp(join(tmpdir(), 'parcel-console-e2e-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // The free port is only free when asked: another file's process (two e2e files run at once) may take it before
    // the API listens. Such a start (EADDRINUSE) is tried again on another port.
    let output = '';
    let baseUrl = '';
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      output = '';
      const child = spawn(process.execPath, [API_MAIN], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: database.url,
          RUN_PROJECTOR: 'true',
          NATS_URL: process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222',
          NATS_NAMESPACE: database.name,
          SMTP_URL: sink.url,
          PUBLIC_URL: baseUrl,
          CONSOLE_DIR,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ...options.env,
        },
      });
      // Registered before the database drop and the sink stop run (cleanups run in reverse).
      cleanups.push(() => stopChild(child));
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      try {
        await waitForHealth(baseUrl, child, () => output);
        break;
      } catch (error) {
        if (attempt >= START_ATTEMPTS || !output.includes('EADDRINUSE')) throw error;
      }
    }

    const api = async <T = any>(method: string, path: string, call: ApiCallOptions = {}): Promise<ApiAnswer<T>> => {
      const answer = await requestJson<T>(baseUrl, method, path, call);
      return { status: answer.status, body: answer.body };
    };

    let closing: Promise<void> | undefined;
    return {
      baseUrl,
      sink,
      output: () => output,
      api,
      login: async (email, password) => {
        const answer = await api<{ token: string }>('POST', '/api/user/login', { body: { email, password } });
        if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
        return answer.body.token;
      },
      close: () => (closing ??= cleanup()),
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * The first link in the mail's text whose URL contains `path` (e.g.
 * '/password-reset/'), as a full URL; with `baseUrl`, moved to that origin.
 */
export function mailLink(mail: ReceivedMail, path: string, baseUrl?: string): string {
  const link = (mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []).find((url) => url.includes(path));
  if (!link) throw new Error(`no link containing ${path} in mail "${mail.subject}" to ${mail.to.join(', ')}`);
  if (baseUrl === undefined) return link;
  const url = new URL(link);
  const base = new URL(baseUrl);
  url.protocol = base.protocol;
  url.host = base.host;
  return url.toString();
}

function tail(output: string, lines = 40): string {
  return output.trimEnd().split('\n').slice(-lines).join('\n');
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited: string | undefined;
  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    exited = signal ? `signal ${signal}` : `code ${code}`;
  };
  child.once('exit', onExit);
  try {
    for (;;) {
      if (exited !== undefined) {
        throw new Error(`The API process exited (${exited}) before answering /api/health:\n${tail(output())}`);
      }
      try {
        const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        throw new Error(`The API did not answer /api/health with 200 within ${START_TIMEOUT_MS / 1000} s:\n${tail(output())}`);
      }
      await new Promise((done) => setTimeout(done, 200));
    }
  } finally {
    child.off('exit', onExit);
  }
}

/** SIGTERM, then SIGKILL when the process has not exited after 10 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
