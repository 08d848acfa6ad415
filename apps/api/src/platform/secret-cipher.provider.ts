import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Provider } from '@nestjs/common';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { SecretCipher } from '../shared/cipher.js';
import { logger } from '../shared/logger.js';
import { INFRA } from '../shared/tokens.js';

/** The secrets key from SECRETS_KEY, or DATA_DIR/secrets.key (made on the first start). The key itself is never logged. */
function secretCipher(infra: Infrastructure): SecretCipher {
  const { config } = infra;
  const keyFile = join(config.DATA_DIR, 'secrets.key');
  const made = !config.SECRETS_KEY && !existsSync(keyFile);
  const cipher = SecretCipher.fromConfig(config);
  if (made) logger.info(`Secrets key created at ${keyFile} (mode 600); set SECRETS_KEY to manage it yourself`);
  return cipher;
}

/** The one secrets cipher (credential passwords, signed links and file tokens), for every area. */
export const SECRET_CIPHER_PROVIDER: Provider = { provide: SecretCipher, useFactory: secretCipher, inject: [INFRA] };
