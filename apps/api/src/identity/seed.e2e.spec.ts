import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '@parcel/platform';
import { createTestDatabase } from '@parcel/platform/testing';
import { readConfig } from '../bootstrap/config.js';
import { createInfrastructure, type Infrastructure } from '../bootstrap/infrastructure.js';
import { createApp } from '../bootstrap/create-app.js';
import { readEverything } from '../testing/index.js';

describe('seeding with two replicas starting together', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it('given two API instances on one database, when both start at once, then both come up and each user is seeded once', async () => {
    process.env['LOG_LEVEL'] ??= 'silent';
    const database = await createTestDatabase('seed');
    closers.push(() => database.drop());
    const sink = await SmtpSink.start();
    closers.push(() => sink.stop());
    const dataDir = await mkdtemp(join(tmpdir(), 'parcel-seed-'));
    closers.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = (runProjector: boolean) =>
      readConfig({
        DATABASE_URL: database.url,
        RUN_PROJECTOR: String(runProjector),
        SMTP_URL: sink.url,
        DATA_DIR: dataDir,
        PORT: '0',
        ADDRESS_IMPORT: 'false',
      });

    const infras: Infrastructure[] = [await createInfrastructure(config(true)), await createInfrastructure(config(false))];
    for (const infra of infras) closers.push(() => infra.close());
    const apps = await Promise.all(infras.map((infra) => createApp(infra)));
    for (const app of apps) closers.push(() => app.close());

    const created = (await readEverything(infras[0]!.store)).filter((e) => e.type === 'UserCreated');
    const emails = created.map((e) => (e.data as { email: string }).email).sort();
    expect(emails).toEqual(['admin@example.com', 'worker@example.com']);
  });
});
