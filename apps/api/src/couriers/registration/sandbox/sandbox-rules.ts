import { isLockerKind, isReturnKind, LAST_MILE_COURIERS, nativeLockerId } from '@parcel/domain';
import type { SourceLocker } from '../../lockers/locker-source.js';
import type { CourierParty, CourierRegistrationRequest } from '../courier-registration.port.js';

/**
 * What THE SANDBOX couriers refuse, as a courier's validation would (messages
 * in the courier's words, keyed by our request's paths). Pure: the caller
 * supplies the network's lockers and the known Romanian postal codes.
 * docs/sandbox-couriers.md lists the rules.
 */

/** Test triggers in a party's name (docs/sandbox-couriers.md). */
export const SANDBOX_REJECT = 'SANDBOX-REJECT';
export const SANDBOX_OUTAGE = 'SANDBOX-OUTAGE';
export const SANDBOX_SLOW = 'SANDBOX-SLOW';

/** The currency a courier collects cash on delivery in, by destination country. */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = { RO: 'RON', HU: 'HUF', BG: 'EUR', CZ: 'CZK', SK: 'EUR' };

const POSTAL_CODE_SHAPES: Readonly<Record<string, RegExp>> = {
  RO: /^\d{6}$/,
  HU: /^\d{4}$/,
  BG: /^\d{4}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
};

export const LIMITS = {
  home: { weightKg: 50, sideCm: 200 },
  /** An easybox's largest box (about 47 x 44 x 61 cm) and weight. */
  locker: { weightKg: 20, sideCm: 61 },
  parcels: 21,
} as const;

export interface SandboxKnowledge {
  /** The network's lockers by their own id. */
  readonly lockers: ReadonlyMap<string, SourceLocker>;
  readonly romanianPostalCodes: ReadonlySet<string>;
}

/** The trigger the request's party names carry, if any. */
export function triggerOf(request: CourierRegistrationRequest, trigger: string): 'sender' | 'recipient' | null {
  if (request.recipient.name.toUpperCase().includes(trigger)) return 'recipient';
  if (request.sender.name.toUpperCase().includes(trigger)) return 'sender';
  return null;
}

/** A phone as a courier takes it: the national number, 9 or 10 digits (spaces, dashes, dots and brackets ignored). */
export const isCourierPhone = (phone: string): boolean => /^\d{9,10}$/.test(phone.replace(/[\s\-.()]/g, ''));

export function sandboxRefusals(request: CourierRegistrationRequest, known: SandboxKnowledge): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => (fields[field] ??= []).push(message);
  const party = isReturnKind(request.kind) ? 'sender' : 'recipient';
  const country = LAST_MILE_COURIERS[request.courierId] ?? request[party].countryIso;
  const locker = isLockerKind(request.kind);

  const rejected = triggerOf(request, SANDBOX_REJECT);
  if (rejected) refuse(`${rejected}.name`, `Rejected on request (${SANDBOX_REJECT}).`);

  checkParty(request[party], party, country, !locker, known, refuse);
  if (party === 'sender' && !isCourierPhone(request.recipient.phone)) refuse('recipient.phone', 'This value is not a valid phone number.');

  if (locker && request.lockerId) {
    const found = known.lockers.get(nativeLockerId(request.lockerId));
    if (!found) refuse('lockerId', 'Locker not found.');
    else if (found.countryIso !== country) refuse('lockerId', `The locker is not in ${country}.`);
  }

  checkParcels(request, locker, refuse);
  const currency = COUNTRY_CURRENCIES[country];
  if (currency && request.currency.toUpperCase() !== currency) refuse('currency', `Currency must be ${currency} for ${country}.`);
  if (!(request.codAmount >= 0)) refuse('codAmount', 'This value should be greater than or equal to 0.');
  if (!(request.declaredValue >= 0)) refuse('declaredValue', 'This value should be greater than or equal to 0.');
  return fields;
}

function checkParty(
  party: CourierParty,
  path: string,
  country: string,
  home: boolean,
  known: SandboxKnowledge,
  refuse: (field: string, message: string) => void,
): void {
  if (party.name.trim() === '') refuse(`${path}.name`, 'This value should not be blank.');
  else if (party.name.length > 100) refuse(`${path}.name`, 'This value is too long. It should have 100 characters or less.');
  if (!isCourierPhone(party.phone)) refuse(`${path}.phone`, 'This value is not a valid phone number.');
  if (party.email !== null && party.email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(party.email))
    refuse(`${path}.email`, 'This value is not a valid email address.');
  // A locker service delivers to the locker's address: the party's own address is not checked.
  if (!home) return;
  if (party.locality.trim() === '') refuse(`${path}.locality`, 'This value should not be blank.');
  if (party.address.trim() === '') refuse(`${path}.address`, 'This value should not be blank.');
  const postalCode = party.postalCode.trim();
  const shape = POSTAL_CODE_SHAPES[country];
  if (shape && !shape.test(postalCode)) refuse(`${path}.postalCode`, 'Invalid postal code.');
  else if (country === 'RO' && !known.romanianPostalCodes.has(postalCode)) refuse(`${path}.postalCode`, 'Postal code not found.');
}

function checkParcels(request: CourierRegistrationRequest, locker: boolean, refuse: (field: string, message: string) => void): void {
  if (request.parcels.length === 0) refuse('parcels', 'At least one parcel is required.');
  else if (locker && request.parcels.length > 1) refuse('parcels', 'A locker shipment has exactly one parcel.');
  else if (request.parcels.length > LIMITS.parcels) refuse('parcels', `At most ${LIMITS.parcels} parcels.`);
  const limit = locker ? LIMITS.locker : LIMITS.home;
  request.parcels.forEach((parcel, i) => {
    if (!(parcel.weightKg > 0)) refuse(`parcels.${i}.weightKg`, 'This value should be greater than 0.');
    else if (parcel.weightKg > limit.weightKg) refuse(`parcels.${i}.weightKg`, `At most ${limit.weightKg} kg.`);
    for (const side of ['heightCm', 'widthCm', 'lengthCm'] as const) {
      if (!(parcel[side] > 0)) refuse(`parcels.${i}.${side}`, 'This value should be greater than 0.');
      else if (parcel[side] > limit.sideCm) refuse(`parcels.${i}.${side}`, `At most ${limit.sideCm} cm.`);
    }
  });
}
