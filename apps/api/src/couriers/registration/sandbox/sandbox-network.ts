import { setTimeout as sleep } from 'node:timers/promises';
import type { CourierNetwork, CourierService } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { SourceLocker } from '../../lockers/locker-source.js';
import { sandboxLockers } from '../../sandbox/sandbox-lockers.js';
import { knownRomanianPostalCodes } from '../../sandbox/sandbox-postal-codes.js';
import type { CourierNetworkAdapter } from '../courier-network.js';
import {
  CourierRejected,
  CourierUnavailable,
  type CourierRegistration,
  type CourierRegistrationRequest,
} from '../courier-registration.port.js';
import { SandboxAwbLedger } from './sandbox-awb-ledger.js';
import { SANDBOX_OUTAGE, SANDBOX_SLOW, sandboxRefusals, triggerOf, type SandboxKnowledge } from './sandbox-rules.js';

export interface SandboxBehaviour {
  /** Every answer (ms), like a remote call. */
  readonly latencyMs: number;
  /** 'SANDBOX-SLOW' and the random slowness (ms). */
  readonly slowMs: number;
  /** Share of requests (0..1) answered as an outage, for demos. */
  readonly failureRate: number;
  /** Share of requests (0..1) answered slowly, for demos. */
  readonly slowRate: number;
  readonly random: () => number;
}

export const DEFAULT_SANDBOX_BEHAVIOUR: SandboxBehaviour = {
  latencyMs: 100,
  slowMs: 2_000,
  failureRate: 0,
  slowRate: 0,
  random: Math.random,
};

/**
 * THE SANDBOX courier network (COURIER_GATEWAY=sandbox): answers like Sameday
 * or Cargus without leaving the machine. Test triggers in a party's name:
 * SANDBOX-REJECT (rejected), SANDBOX-OUTAGE (unavailable), SANDBOX-SLOW (2 s).
 * Validation as sandbox-rules.ts; idempotent per reference (SandboxAwbLedger).
 */
export class SandboxCourierNetwork implements CourierNetworkAdapter {
  readonly name = 'sandbox';
  private readonly ledger: SandboxAwbLedger;
  private lockers: ReadonlyMap<string, SourceLocker> | undefined;

  constructor(
    readonly network: CourierNetwork,
    db: ReadModelDb,
    private readonly behaviour: SandboxBehaviour = DEFAULT_SANDBOX_BEHAVIOUR,
  ) {
    this.ledger = new SandboxAwbLedger(db);
  }

  async register(request: CourierRegistrationRequest, _service: CourierService): Promise<CourierRegistration> {
    const { behaviour } = this;
    await sleep(behaviour.latencyMs);
    if (triggerOf(request, SANDBOX_SLOW) || behaviour.random() < behaviour.slowRate) await sleep(behaviour.slowMs);
    if (triggerOf(request, SANDBOX_OUTAGE) || behaviour.random() < behaviour.failureRate) {
      throw new CourierUnavailable(`Sandbox ${this.network}: 503 Service Unavailable`);
    }
    const issued = await this.ledger.find(request.reference);
    if (issued) return issued;
    const refusals = sandboxRefusals(request, await this.knowledge());
    if (Object.keys(refusals).length > 0) throw new CourierRejected(refusals, `Sandbox ${this.network}: Validation Failed`);
    return this.ledger.issue(
      this.network,
      request.reference,
      request.parcels.map((parcel) => parcel.reference),
    );
  }

  private async knowledge(): Promise<SandboxKnowledge> {
    if (!this.lockers) {
      const all = await sandboxLockers();
      this.lockers = new Map(all[this.network].map((locker) => [locker.nativeId, locker]));
    }
    return { lockers: this.lockers, romanianPostalCodes: await knownRomanianPostalCodes() };
  }
}
