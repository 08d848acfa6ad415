import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/index.js';

/** The API serves the built console at / and keeps client-side routes alive on reload. */
describe('console serving', () => {
  let consoleDir: string;
  let api: TestApi;

  beforeAll(async () => {
    consoleDir = await mkdtemp(join(tmpdir(), 'parcel-console-'));
    await writeFile(join(consoleDir, 'index.html'), '<!doctype html><title>Panel operatora</title><div id="root"></div>');
    await writeFile(join(consoleDir, 'app.js'), 'console.log("app")');
    api = await startTestApi({ env: { CONSOLE_DIR: consoleDir } });
  });

  afterAll(async () => {
    await api?.close();
    await rm(consoleDir, { recursive: true, force: true });
  });

  it('given the built console, when / or a client route is opened, then index.html comes back', async () => {
    for (const path of ['/', '/users/new', '/client/1/card/api']) {
      const response = await fetch(`${api.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Panel operatora');
    }
  });

  it('given an asset, then the file itself', async () => {
    const response = await fetch(`${api.baseUrl}/app.js`);
    expect(await response.text()).toBe('console.log("app")');
  });

  it('given an unknown API path, then a JSON 404, not the console', async () => {
    const response = await api.request('GET', '/api/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'not_found' });
  });
});
