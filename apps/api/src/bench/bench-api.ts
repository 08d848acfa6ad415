import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SmtpSink } from '@parcel/platform';
import { readConfig, type ApiConfig } from '../bootstrap/config.js';
import { createInfrastructure, type Infrastructure } from '../bootstrap/infrastructure.js';
import { createApp } from '../bootstrap/create-app.js';

export interface BenchApi {
  readonly config: ApiConfig;
  readonly infra: Infrastructure;
  readonly app: NestExpressApplication;
  /** http://127.0.0.1:<port> */
  readonly base: string;
  /** Where the API's mail goes (invitations of bench users). */
  readonly sink: SmtpSink;
  close(): Promise<void>;
}

/** The real API in this process (PostgreSQL, NATS, projector inside, an SMTP sink), listening on a free port. */
export async function startBenchApi(databaseUrl: string, natsUrl: string, env: Record<string, string> = {}): Promise<BenchApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'parcel-bench-'));
  const sink = await SmtpSink.start({ port: 0 });
  const config = readConfig({
    DATABASE_URL: databaseUrl,
    RUN_PROJECTOR: 'true',
    NATS_URL: natsUrl,
    NATS_NAMESPACE: `bench_${randomUUID().slice(0, 8)}`,
    SMTP_URL: sink.url,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const infra = await createInfrastructure(config);
  const app = await createApp(infra);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  return {
    config,
    infra,
    app,
    base,
    sink,
    async close() {
      await app.close();
      await infra.close();
      await sink.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
