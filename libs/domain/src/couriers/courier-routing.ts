/**
 * Which courier network carries a shipment's last mile, and with which service
 * (docs/couriers.md). Pure: the courier registration router in the API applies
 * it before it calls a network's adapter.
 *
 * - Sameday: home delivery and easybox lockers in RO, HU and BG (services 24
 *   and LN), cross-border home (XB) and locker (XL) to CZ and SK.
 * - Cargus: Ship&Go pickup points in Romania (locker ids 'CG-...').
 */

export type DeliveryKind = 'home_delivery' | 'locker_delivery' | 'home_return' | 'locker_return';
export type CourierNetwork = 'sameday' | 'cargus';

/** Sameday: 24 (home), LN (locker next day), XB / XL (cross-border home / locker). Cargus: Ship&Go pickup point. */
export type CourierService = 'sameday_home' | 'sameday_locker' | 'sameday_xb_home' | 'sameday_xb_locker' | 'cargus_ship_and_go';

export interface CourierRoute {
  readonly network: CourierNetwork;
  readonly service: CourierService;
}

/** The last-mile courier ids (spec/03 §9) and the country each delivers in. */
export const LAST_MILE_COURIERS: Readonly<Record<number, string>> = { 1: 'RO', 4: 'HU', 5: 'BG', 10: 'CZ', 11: 'SK' };

/** Our locker ids carry their network: 'SD-<Sameday lockerId>' (easybox), 'CG-<Cargus Id>' (Ship&Go). */
export const LOCKER_PREFIXES: Readonly<Record<CourierNetwork, string>> = { sameday: 'SD-', cargus: 'CG-' };

/** The network of one of our locker ids, or null when it carries no known prefix. */
export function lockerNetwork(lockerId: string): CourierNetwork | null {
  for (const [network, prefix] of Object.entries(LOCKER_PREFIXES) as [CourierNetwork, string][]) {
    if (lockerId.startsWith(prefix) && lockerId.length > prefix.length) return network;
  }
  return null;
}

/** The courier's own id of one of our locker ids ('SD-1234' -> '1234'). */
export function nativeLockerId(lockerId: string): string {
  return lockerId.slice(3);
}

export const isLockerKind = (kind: DeliveryKind): boolean => kind === 'locker_delivery' || kind === 'locker_return';
export const isReturnKind = (kind: DeliveryKind): boolean => kind === 'home_return' || kind === 'locker_return';

const CROSS_BORDER = new Set(['CZ', 'SK']);

export interface RoutingInput {
  readonly courierId: number;
  readonly kind: DeliveryKind;
  readonly lockerId: string | null;
  /** Country (ISO) of the party the courier serves: the recipient of a delivery, the sender of a return. */
  readonly partyCountryIso: string;
}

/** A route, or the reasons (field -> messages) why no network can take the shipment. */
export type RoutingResult =
  { readonly ok: true; readonly route: CourierRoute } | { readonly ok: false; readonly fields: Record<string, string[]> };

const refuse = (field: string, message: string): RoutingResult => ({ ok: false, fields: { [field]: [message] } });

export function routeRegistration(input: RoutingInput): RoutingResult {
  const country = LAST_MILE_COURIERS[input.courierId];
  if (!country) return refuse('courierId', `No last-mile courier has id ${input.courierId}.`);
  const party = isReturnKind(input.kind) ? 'sender' : 'recipient';
  if (input.partyCountryIso.toUpperCase() !== country) {
    return refuse(`${party}.countryIso`, `Courier ${input.courierId} serves ${country}, not ${input.partyCountryIso}.`);
  }
  const crossBorder = CROSS_BORDER.has(country);
  if (!isLockerKind(input.kind)) {
    if (input.lockerId !== null) return refuse('lockerId', 'A home service takes no locker.');
    return { ok: true, route: { network: 'sameday', service: crossBorder ? 'sameday_xb_home' : 'sameday_home' } };
  }
  if (input.lockerId === null || input.lockerId === '') return refuse('lockerId', 'A locker service needs a locker.');
  switch (lockerNetwork(input.lockerId)) {
    case 'sameday':
      return { ok: true, route: { network: 'sameday', service: crossBorder ? 'sameday_xb_locker' : 'sameday_locker' } };
    case 'cargus':
      if (country !== 'RO') return refuse('lockerId', 'Cargus Ship&Go points are in Romania only.');
      return { ok: true, route: { network: 'cargus', service: 'cargus_ship_and_go' } };
    default:
      return refuse('lockerId', `Unknown locker network: ${input.lockerId.slice(0, 20)}.`);
  }
}
