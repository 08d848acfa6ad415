import type { Provider } from '@nestjs/common';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { logger } from '../../shared/logger.js';
import { INFRA } from '../../shared/tokens.js';
import { IdoSellHttp } from './idosell-http.js';
import { IDOSELL_PORT, type IdoSellPort } from './idosell-port.js';
import { DEFAULT_IDOSELL_SANDBOX, IdoSellSandbox } from './sandbox/idosell-sandbox.js';

/** IDOSELL_ADAPTER=sandbox (default): THE SANDBOX IdoSell in the configured database; =http: each shop's real Admin API. */
export function idoSellPort(infra: Infrastructure): IdoSellPort {
  const { config } = infra;
  if (config.IDOSELL_ADAPTER === 'http') {
    logger.info(`Shops: IdoSell Admin API v${config.IDOSELL_API_VERSION}`);
    return new IdoSellHttp({ version: config.IDOSELL_API_VERSION, timeoutMs: config.IDOSELL_TIMEOUT_MS });
  }
  logger.info('Shops: sandbox IdoSell');
  return new IdoSellSandbox(infra.database.db, {
    ...DEFAULT_IDOSELL_SANDBOX,
    delayMs: config.IDOSELL_SANDBOX_DELAY_MS,
    failDomain: config.IDOSELL_SANDBOX_FAIL,
  });
}

/** The IdoSell port, chosen by configuration (IDOSELL_PORT). */
export const IDOSELL_PORTS: Provider[] = [{ provide: IDOSELL_PORT, useFactory: idoSellPort, inject: [INFRA] }];
