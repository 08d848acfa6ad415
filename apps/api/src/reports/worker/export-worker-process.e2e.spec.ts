import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@parcel/domain';
import { caller, SEEDED, startTestApi, type Caller, type TestApi } from '../../testing/index.js';

const MAIN = fileURLToPath(new URL('../../../dist/export-worker.js', import.meta.url));
const EXPORT = '/api/app/v1/export';

function run(env: Record<string, string | undefined>): ChildProcess {
  return spawn(process.execPath, [MAIN], { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'ignore'] });
}
const exitCode = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** `npm run export-worker` (the built dist/export-worker.js): the reports of an API started with EXPORTS_WORKER=false. */
describe('export worker process (built)', () => {
  let api: TestApi;
  let admin: Caller;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestApi({ env: { EXPORTS_WORKER: 'false' } });
    adminToken = (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token;
    admin = caller(api, adminToken);
  });
  afterAll(async () => {
    await api?.close();
  });

  const status = async (uuid: string) => (await admin.get(`${EXPORT}/find/${uuid}`)).body.status as string;

  it('given an API that builds no reports, when the worker process runs, then the ordered report is built and downloadable; SIGTERM ends it cleanly', async () => {
    const today = calendarDateIn(new Date());
    const ordered = await admin.post(EXPORT, { type: 'standard_from_filters', criteria: { type: 'parcels', start: today, end: today } });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    const { uuid } = ordered.body as { uuid: string };
    await new Promise((r) => setTimeout(r, 1500));
    expect(await status(uuid)).toBe('order_accepted');

    const { config } = api;
    const worker = run({
      DATABASE_URL: config.DATABASE_URL,
      NATS_URL: config.NATS_URL,
      NATS_NAMESPACE: config.NATS_NAMESPACE,
      DATA_DIR: config.DATA_DIR,
      EXPORTS_WORKER: 'false',
    });
    try {
      await expect.poll(() => status(uuid), { timeout: 30_000, interval: 100 }).toBe('validated');
      const token = (await api.request('GET', '/api/public_token', { token: adminToken })).body.token as string;
      const file = await fetch(`${api.baseUrl}${EXPORT}/download/${uuid}?_public_token=${encodeURIComponent(token)}`);
      expect(file.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
      expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Numer paczki', 'Numer listu przewozowego']);
    } finally {
      worker.kill('SIGTERM');
    }
    expect(await exitCode(worker)).toBe(0);
  });

  it('given no DATABASE_URL (the embedded database is one process), when started, then it refuses with exit code 1', async () => {
    const child = run({ DATABASE_URL: undefined, DATA_DIR: api.config.DATA_DIR, LOG_LEVEL: 'info' });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exitCode(child)).toBe(1);
    expect(output).toContain('the export worker needs the API on PostgreSQL (DATABASE_URL)');
  });
});
