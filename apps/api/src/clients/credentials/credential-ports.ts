import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Provider } from '@nestjs/common';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { SecretCipher } from '../../shared/cipher.js';
import { logger } from '../../shared/logger.js';
import { INFRA } from '../../shared/tokens.js';
import { COURIER_GATEWAY, type CourierGateway } from './gateway/courier-gateway.js';
import { SandboxCourierGateway } from './gateway/sandbox-courier-gateway.js';

/** The secrets key from SECRETS_KEY, or DATA_DIR/secrets.key (made on the first start). The key itself is never logged. */
function secretCipher(infra: Infrastructure): SecretCipher {
  const { config } = infra;
  const keyFile = join(config.DATA_DIR, 'secrets.key');
  const made = !config.SECRETS_KEY && !existsSync(keyFile);
  const cipher = SecretCipher.fromConfig(config);
  if (made) logger.info(`Secrets key created at ${keyFile} (mode 600); set SECRETS_KEY to manage it yourself`);
  return cipher;
}

/** The courier gateway COURIER_GATEWAY names (only the sandbox exists yet: 'sameday' covers shipment registration and lockers only). */
function courierGateway(infra: Infrastructure): CourierGateway {
  switch (infra.config.COURIER_GATEWAY) {
    case 'sandbox':
    case 'sameday':
      return new SandboxCourierGateway();
  }
}

/** The secrets cipher and the courier gateway, chosen by configuration. */
export const CREDENTIAL_PORTS: Provider[] = [
  { provide: SecretCipher, useFactory: secretCipher, inject: [INFRA] },
  { provide: COURIER_GATEWAY, useFactory: courierGateway, inject: [INFRA] },
];
