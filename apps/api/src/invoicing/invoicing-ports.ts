import type { Provider } from '@nestjs/common';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { ApiConfig } from '../bootstrap/config.js';
import { logger } from '../shared/logger.js';
import { INFRA } from '../shared/tokens.js';
import { FakturowniaHttp } from './fakturownia/fakturownia-http.js';
import { fakturowniaAccountUrl } from './invoicing-config.js';
import { INVOICING_SERVICE, type InvoicingService } from './invoicing-port.js';
import { DEFAULT_FAKTUROWNIA_SANDBOX, FakturowniaSandbox } from './sandbox/fakturownia-sandbox.js';

/** INVOICING_ADAPTER=sandbox (default): THE SANDBOX Fakturownia in the configured database; =fakturownia: the real API. */
export function invoicingService(config: ApiConfig, database: Infrastructure['database']): InvoicingService {
  if (config.INVOICING_ADAPTER === 'fakturownia') {
    const http = new FakturowniaHttp({
      accountUrl: fakturowniaAccountUrl(config),
      apiToken: config.FAKTUROWNIA_API_TOKEN,
      timeoutMs: config.FAKTUROWNIA_TIMEOUT_MS,
    });
    logger.info(`Invoicing: Fakturownia at ${http.host}`);
    return http;
  }
  logger.info('Invoicing: sandbox Fakturownia');
  return new FakturowniaSandbox(database.db, {
    ...DEFAULT_FAKTUROWNIA_SANDBOX,
    delayMs: config.FAKTUROWNIA_SANDBOX_DELAY_MS,
    failOid: config.FAKTUROWNIA_SANDBOX_FAIL,
    failureRate: config.FAKTUROWNIA_SANDBOX_FAILURE_RATE,
    ...(config.FAKTUROWNIA_ACCOUNT ? { accountUrl: `https://${config.FAKTUROWNIA_ACCOUNT}.fakturownia.invalid` } : {}),
  });
}

/** The invoicing service port, chosen by configuration (INVOICING_SERVICE). */
export const INVOICING_PORTS: Provider[] = [
  { provide: INVOICING_SERVICE, useFactory: (infra: Infrastructure) => invoicingService(infra.config, infra.database), inject: [INFRA] },
];
