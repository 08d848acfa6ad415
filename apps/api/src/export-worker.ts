import 'reflect-metadata';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { readConfig } from './bootstrap/config.js';
import { createInfrastructure, type Infrastructure } from './bootstrap/infrastructure.js';
import { EventSourced } from './cqrs/event-sourced.js';
import { ExportWorkerModule } from './reports/worker/export-worker.module.js';
import { logger } from './shared/logger.js';
import { CLOCK, INFRA, systemClock } from './shared/tokens.js';

/** The infrastructure, the clock and the one way to write: all the report worker takes from the platform. */
@Global()
@Module({})
class ExportWorkerProcessModule {
  static forRoot(infra: Infrastructure): DynamicModule {
    const providers = [{ provide: INFRA, useValue: infra }, { provide: CLOCK, useValue: systemClock }, EventSourced];
    return { module: ExportWorkerProcessModule, imports: [ExportWorkerModule], providers, exports: providers };
  }
}

/**
 * `npm run export-worker`: the report worker as its own process, beside APIs
 * started with EXPORTS_WORKER=false (docs/reports.md "The worker's process").
 * It reads the API's configuration (PostgreSQL, NATS, EXPORTS_DIR) and serves
 * no HTTP; the lease keeps one worker building at a time however many run.
 */
async function main(): Promise<void> {
  const config = { ...readConfig(), EXPORTS_WORKER: 'true' as const, runProjector: false };
  if (config.embedded)
    throw new Error('the export worker needs the API on PostgreSQL (DATABASE_URL): the embedded database is one process only');
  const infra = await createInfrastructure(config, { mail: false });
  const context = await NestFactory.createApplicationContext(ExportWorkerProcessModule.forRoot(infra), {
    logger: process.env['LOG_LEVEL'] === 'silent' ? false : ['error', 'warn'],
  });
  logger.info(`Export worker running (exports in ${config.EXPORTS_DIR ?? `${config.DATA_DIR}/exports`})`);
  const shutdown = async (signal: string) => {
    logger.info(`${signal}: export worker shutting down`);
    await context.close();
    await infra.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.error(`Export worker failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
