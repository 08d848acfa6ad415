import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEEDED_STATUS_TYPES } from '@parcel/domain';
import { SmtpSink } from '@parcel/platform';
import { createTestDatabase } from '@parcel/platform/testing';
import { readConfig } from '../bootstrap/config.js';
import { createApp } from '../bootstrap/create-app.js';
import { createInfrastructure, type Infrastructure } from '../bootstrap/infrastructure.js';
import { readEverything } from '../testing/index.js';
import { StatusTypes } from './status-types.js';

describe('seeding the status-type catalogue', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it('given two API instances starting together on one database, and then a restart, then each seeded type is defined exactly once', async () => {
    process.env['LOG_LEVEL'] ??= 'silent';
    const database = await createTestDatabase('status_seed');
    closers.push(() => database.drop());
    const sink = await SmtpSink.start();
    closers.push(() => sink.stop());
    const dataDir = await mkdtemp(join(tmpdir(), 'parcel-status-seed-'));
    closers.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = (runProjector: boolean) =>
      readConfig({ DATABASE_URL: database.url, RUN_PROJECTOR: String(runProjector), SMTP_URL: sink.url, DATA_DIR: dataDir, PORT: '0' });
    const start = async (runProjector: boolean) => {
      const infra: Infrastructure = await createInfrastructure(config(runProjector));
      closers.push(() => infra.close());
      const app = await createApp(infra);
      closers.push(() => app.close());
      return { infra, app };
    };

    const [first] = await Promise.all([start(true), start(false)]);
    const definedPerStream = async () => {
      const counts = new Map<string, number>();
      for (const event of await readEverything(first.infra.store)) {
        if (event.type === 'StatusTypeDefined') counts.set(event.streamId, (counts.get(event.streamId) ?? 0) + 1);
      }
      return counts;
    };
    const afterBoth = await definedPerStream();
    expect([...afterBoth.keys()].sort()).toEqual(SEEDED_STATUS_TYPES.map((t) => `status-type-${t.id}`).sort());
    expect([...afterBoth.values()].every((n) => n === 1)).toBe(true);
    // The instance with the projector answered only once the catalogue was readable.
    expect(await first.app.get(StatusTypes).byId(55)).toMatchObject({ system_id: 'warehouse_received' });

    await start(false);
    expect(await definedPerStream()).toEqual(afterBoth);
  });
});
