/**
 * The last-mile courier port: registers a shipment with the courier network
 * that delivers it (docs/couriers.md). The router (courier-router.ts) picks
 * Sameday or Cargus; configuration (COURIER_GATEWAY) picks sandbox or real
 * adapters. Permanent refusals are CourierRejected (field -> messages),
 * transient failures CourierUnavailable (try again later).
 */
export type DeliveryKind = 'home_delivery' | 'locker_delivery' | 'home_return' | 'locker_return';

export interface CourierParty {
  name: string;
  contactName: string | null;
  phone: string;
  email: string | null;
  countryIso: string;
  locality: string;
  county: string | null;
  postalCode: string;
  address: string;
  privatePerson: boolean;
}

export interface CourierRegistrationRequest {
  /** Our shipment internal number: the courier's client reference AND the idempotency key. */
  reference: string;
  /** Last-mile courier id (1 RO, 4 HU, 5 BG, 10 CZ, 11 SK). */
  courierId: number;
  kind: DeliveryKind;
  sender: CourierParty;
  recipient: CourierParty;
  /** Our locker id (lockers read model: 'SD-...', 'CG-...') for locker services. */
  lockerId: string | null;
  parcels: { reference: string; weightKg: number; heightCm: number; widthCm: number; lengthCm: number }[];
  codAmount: number;
  currency: string;
  declaredValue: number;
  content: string;
  note: string | null;
}

export interface CourierRegistration {
  courier: 'sameday' | 'cargus';
  awb: string;
  parcels: { reference: string; number: string }[];
}

/** Permanent: the courier refuses the data (validation). `fields`: request path (e.g. 'recipient.phone') -> the courier's messages. */
export class CourierRejected extends Error {
  constructor(
    readonly fields: Record<string, string[]>,
    message: string,
  ) {
    super(message);
    this.name = 'CourierRejected';
  }
}

/** Transient: outage, timeout, 5xx; the same request may pass later. */
export class CourierUnavailable extends Error {
  constructor(message = 'The courier is unavailable') {
    super(message);
    this.name = 'CourierUnavailable';
  }
}

export const COURIER_REGISTRATION = Symbol('COURIER_REGISTRATION');

export interface CourierRegistrationPort {
  register(request: CourierRegistrationRequest): Promise<CourierRegistration>;
}
