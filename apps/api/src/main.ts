import { readConfig } from './bootstrap/config.js';
import { createInfrastructure } from './bootstrap/infrastructure.js';
import { createApp } from './bootstrap/create-app.js';
import { logger } from './shared/logger.js';
import { seededPassword } from './bootstrap/start-banner.js';

async function main(): Promise<void> {
  const config = readConfig();
  const infra = await createInfrastructure(config);
  const app = await createApp(infra);
  await app.listen(config.PORT, config.HOST);
  logger.info(
    [
      `Parcel back office listening on ${config.publicUrl} (${config.embedded ? `embedded, data in ${config.DATA_DIR}` : 'PostgreSQL'})`,
      `  event store: ${config.EVENTSTORE_URL ? 'KurrentDB' : 'PostgreSQL'}; bus: ${config.NATS_URL ? 'NATS' : 'in-process'}; projector: ${config.runProjector ? 'in this process' : 'separate process'}`,
      `  mail: ${infra.smtpSink ? `local SMTP sink ${infra.smtpSink.url}, saved under ${config.DATA_DIR}/mail` : 'SMTP_URL'}`,
      `  admin login: ${config.ADMIN_EMAIL} / ${seededPassword('ADMIN_PASSWORD', config.ADMIN_PASSWORD)}`,
      config.SEED_DEMO_USERS === 'true' ? `  demo warehouse worker: ${config.WORKER_EMAIL} / ${seededPassword('WORKER_PASSWORD', config.WORKER_PASSWORD)}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const shutdown = async (signal: string) => {
    logger.info(`${signal}: shutting down`);
    await app.close();
    await infra.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.error(`Start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
