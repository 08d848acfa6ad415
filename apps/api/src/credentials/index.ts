import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Provider, Type } from '@nestjs/common';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { SecretCipher } from '../shared/cipher.js';
import { logger } from '../shared/logger.js';
import { INFRA } from '../shared/tokens.js';
import { CheckTokens } from './check-tokens.js';
import { CheckCourierCredentialHandler } from './commands/check-credential.js';
import {
  CreateCourierCredentialHandler,
  PinCourierCredentialHandler,
  RemoveCourierCredentialHandler,
  ReuseCourierCredentialHandler,
  UnpinCourierCredentialHandler,
  UpdateCourierCredentialHandler,
} from './commands/courier-credentials.js';
import {
  CreateExternalCredentialHandler,
  RemoveExternalCredentialHandler,
  UpdateExternalCredentialHandler,
} from './commands/external-credentials.js';
import { SetIaiPasswordHandler } from './commands/iai-password.js';
import { CourierCredentialsController } from './courier-credentials.controller.js';
import { ExternalApiCredentialsController } from './external-api-credentials.controller.js';
import { COURIER_GATEWAY, type CourierGateway } from './gateway/courier-gateway.js';
import { SandboxCourierGateway } from './gateway/sandbox-courier-gateway.js';
import { CredentialsQueries } from './queries/credentials.queries.js';

/** The secrets key from SECRETS_KEY, or DATA_DIR/secrets.key (made on the first start). The key itself is never logged. */
function secretCipher(infra: Infrastructure): SecretCipher {
  const { config } = infra;
  const keyFile = join(config.DATA_DIR, 'secrets.key');
  const made = !config.SECRETS_KEY && !existsSync(keyFile);
  const cipher = SecretCipher.fromConfig(config);
  if (made) logger.info(`Secrets key created at ${keyFile} (mode 600); set SECRETS_KEY to manage it yourself`);
  return cipher;
}

/** The courier gateway COURIER_GATEWAY names (only the sandbox exists yet). */
function courierGateway(infra: Infrastructure): CourierGateway {
  switch (infra.config.COURIER_GATEWAY) {
    case 'sandbox':
      return new SandboxCourierGateway();
  }
}

/** Courier and external API credentials: controllers and providers the AppModule registers. */
export const CREDENTIAL_CONTROLLERS: Type[] = [CourierCredentialsController, ExternalApiCredentialsController];
export const CREDENTIAL_PROVIDERS: Provider[] = [
  { provide: SecretCipher, useFactory: secretCipher, inject: [INFRA] },
  { provide: COURIER_GATEWAY, useFactory: courierGateway, inject: [INFRA] },
  CheckTokens,
  CredentialsQueries,
  CreateCourierCredentialHandler,
  UpdateCourierCredentialHandler,
  RemoveCourierCredentialHandler,
  ReuseCourierCredentialHandler,
  PinCourierCredentialHandler,
  UnpinCourierCredentialHandler,
  CheckCourierCredentialHandler,
  CreateExternalCredentialHandler,
  UpdateExternalCredentialHandler,
  RemoveExternalCredentialHandler,
  SetIaiPasswordHandler,
];
