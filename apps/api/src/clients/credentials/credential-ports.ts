import type { Provider } from '@nestjs/common';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { INFRA } from '../../shared/tokens.js';
import { COURIER_GATEWAY, type CourierGateway } from './gateway/courier-gateway.js';
import { SandboxCourierGateway } from './gateway/sandbox-courier-gateway.js';

/** The courier gateway COURIER_GATEWAY names (only the sandbox exists yet: 'sameday' covers shipment registration and lockers only). */
function courierGateway(infra: Infrastructure): CourierGateway {
  switch (infra.config.COURIER_GATEWAY) {
    case 'sandbox':
    case 'sameday':
      return new SandboxCourierGateway();
  }
}

/** The courier gateway, chosen by configuration (the secrets cipher is the platform's). */
export const CREDENTIAL_PORTS: Provider[] = [
  { provide: COURIER_GATEWAY, useFactory: courierGateway, inject: [INFRA] },
];
