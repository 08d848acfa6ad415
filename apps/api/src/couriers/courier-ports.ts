import type { Provider } from '@nestjs/common';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { ApiConfig } from '../bootstrap/config.js';
import { logger } from '../shared/logger.js';
import { INFRA } from '../shared/tokens.js';
import { LOCKER_SOURCES, type LockerSource } from './lockers/locker-source.js';
import { SamedayLockers } from './lockers/sameday-lockers.js';
import { SandboxLockerSource } from './lockers/sandbox-locker-source.js';
import { CourierRouter } from './registration/courier-router.js';
import { COURIER_REGISTRATION } from './registration/courier-registration.port.js';
import { SamedayClient } from './registration/sameday/sameday-client.js';
import { SamedayRegistration } from './registration/sameday/sameday-registration.js';
import { DEFAULT_SANDBOX_BEHAVIOUR, SandboxCourierNetwork } from './registration/sandbox/sandbox-network.js';

/** One Sameday connection per process (its token is shared by registration and the lockers list). */
const SAMEDAY_CLIENT = Symbol('SamedayClient');

function samedayClient(infra: Infrastructure): SamedayClient | null {
  const config = infra.config;
  if (config.COURIER_GATEWAY !== 'sameday') return null;
  return new SamedayClient({
    apiUrl: config.SAMEDAY_API_URL,
    username: config.SAMEDAY_USERNAME,
    password: config.SAMEDAY_PASSWORD,
    timeoutMs: config.SAMEDAY_TIMEOUT_MS,
  });
}

const sandboxBehaviour = (config: ApiConfig) => ({
  ...DEFAULT_SANDBOX_BEHAVIOUR,
  latencyMs: config.COURIER_SANDBOX_LATENCY_MS,
  failureRate: config.COURIER_SANDBOX_FAILURE_RATE,
  slowRate: config.COURIER_SANDBOX_SLOW_RATE,
});

/**
 * COURIER_GATEWAY=sandbox (default): THE SANDBOX Sameday and Cargus. =sameday:
 * the real Sameday API; Cargus has no real adapter yet, so its network is
 * unavailable and its lockers are marked inactive.
 */
function courierRegistration(infra: Infrastructure, sameday: SamedayClient | null): CourierRouter {
  const { config } = infra;
  const db = infra.database.db as ReadModelDb;
  const router = sameday
    ? new CourierRouter({
        sameday: new SamedayRegistration(sameday, {
          pickupPointId: config.SAMEDAY_PICKUP_POINT_ID,
          contactPersonId: config.SAMEDAY_CONTACT_PERSON_ID,
          services: {
            sameday_home: config.SAMEDAY_SERVICE_HOME || null,
            sameday_locker: config.SAMEDAY_SERVICE_LOCKER || null,
            sameday_xb_home: config.SAMEDAY_SERVICE_XB || null,
            sameday_xb_locker: config.SAMEDAY_SERVICE_XL || null,
          },
        }),
      })
    : new CourierRouter({
        sameday: new SandboxCourierNetwork('sameday', db, sandboxBehaviour(config)),
        cargus: new SandboxCourierNetwork('cargus', db, sandboxBehaviour(config)),
      });
  logger.info(`Courier registration: ${sameday ? `Sameday at ${sameday.host} (Cargus: none)` : 'sandbox (Sameday, Cargus)'}`);
  return router;
}

function lockerSources(infra: Infrastructure, sameday: SamedayClient | null): LockerSource[] {
  if (sameday) return [new SamedayLockers(sameday, infra.config.SAMEDAY_COUNTRY)];
  return [new SandboxLockerSource('sameday'), new SandboxLockerSource('cargus')];
}

/** The courier registration port and the lockers sources, chosen by configuration. */
export const COURIER_PORTS: Provider[] = [
  { provide: SAMEDAY_CLIENT, useFactory: samedayClient, inject: [INFRA] },
  { provide: COURIER_REGISTRATION, useFactory: courierRegistration, inject: [INFRA, SAMEDAY_CLIENT] },
  { provide: LOCKER_SOURCES, useFactory: lockerSources, inject: [INFRA, SAMEDAY_CLIENT] },
];
