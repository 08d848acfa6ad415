import type { CourierNetwork } from '@parcel/domain';

/** One pickup point as a network lists it (its own id, without our 'SD-' / 'CG-' prefix). */
export interface SourceLocker {
  readonly nativeId: string;
  readonly countryIso: string;
  /** The address database's locality id when the source knows it (the sandbox does), else null. */
  readonly localityId: number | null;
  readonly localityName: string;
  readonly county: string | null;
  readonly name: string;
  readonly address: string;
  readonly postalCode: string;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly supportedPayment: boolean;
}

/**
 * The lockers port: every pickup point one network lists now. Sandbox
 * (generated at real localities) or real (Sameday GET /api/client/lockers),
 * chosen by COURIER_GATEWAY; the sync job pulls each source.
 */
export interface LockerSource {
  readonly network: CourierNetwork;
  /** Human name for the log (e.g. 'sandbox', 'api.sameday.ro'). */
  readonly name: string;
  list(): Promise<SourceLocker[]>;
}

/** Injection token of the configured sources (a list, one per network that has one). */
export const LOCKER_SOURCES = Symbol('LockerSources');
