/**
 * The shipments area's fixed catalogues (spec/03 §3, §9): delivery services,
 * destination countries with their currency and last-mile courier, limits.
 */

export const DELIVERY_SERVICE_IDS = { HomeDelivery: 1, HomeReturn: 2, LockerDelivery: 3, LockerReturn: 4 } as const;
export type DeliveryServiceId = (typeof DELIVERY_SERVICE_IDS)[keyof typeof DELIVERY_SERVICE_IDS];

export interface DeliveryService {
  readonly id: DeliveryServiceId;
  readonly code: 'home_delivery' | 'home_return' | 'locker_delivery' | 'locker_return';
  /** Polish name shown in the service select and on the label. */
  readonly name: string;
  /** The foreign party is the sender (return) rather than the recipient. */
  readonly isReturn: boolean;
  readonly isLocker: boolean;
  /** Country ids the service reaches. */
  readonly countryIds: readonly number[];
}

/** Country ids (spec/03 §9). */
export const COUNTRY_IDS = { RO: 1, PL: 2, HU: 3, BG: 4, CZ: 10, SK: 11 } as const;

export const DELIVERY_SERVICES: readonly DeliveryService[] = [
  { id: 1, code: 'home_delivery', name: 'Dostawa do domu', isReturn: false, isLocker: false, countryIds: [1, 3, 4] },
  { id: 2, code: 'home_return', name: 'Zwrot z domu', isReturn: true, isLocker: false, countryIds: [1, 3, 4] },
  {
    id: 3,
    code: 'locker_delivery',
    name: 'Dostawa do automatu paczkowego',
    isReturn: false,
    isLocker: true,
    countryIds: [1, 3, 4, 10, 11],
  },
  { id: 4, code: 'locker_return', name: 'Zwrot z automatu paczkowego', isReturn: true, isLocker: true, countryIds: [1, 3, 4, 10, 11] },
];

export const deliveryService = (id: number): DeliveryService | undefined => DELIVERY_SERVICES.find((s) => s.id === id);

export interface Destination {
  readonly id: number;
  readonly iso: 'RO' | 'HU' | 'BG' | 'CZ' | 'SK';
  readonly name: string;
  readonly name_ro: string;
  readonly currency: string;
  /** Last-mile courier id (spec/03 §9: HU 4, BG 5, CZ 10, SK 11, otherwise Romania 1). */
  readonly courierId: number;
}

/** Countries a shipment can go to (or come back from); BG pays in EUR since 2026. */
export const DESTINATIONS: readonly Destination[] = [
  { id: 1, iso: 'RO', name: 'Rumunia', name_ro: 'România', currency: 'RON', courierId: 1 },
  { id: 3, iso: 'HU', name: 'Węgry', name_ro: 'Ungaria', currency: 'HUF', courierId: 4 },
  { id: 4, iso: 'BG', name: 'Bułgaria', name_ro: 'Bulgaria', currency: 'EUR', courierId: 5 },
  { id: 10, iso: 'CZ', name: 'Czechy', name_ro: 'Cehia', currency: 'CZK', courierId: 10 },
  { id: 11, iso: 'SK', name: 'Słowacja', name_ro: 'Slovacia', currency: 'EUR', courierId: 11 },
];

export const destination = (countryId: number): Destination | undefined => DESTINATIONS.find((d) => d.id === countryId);

/** Up to 21 parcels in one shipment (spec/03 §5, §9). */
export const MAX_PARCELS = 21;
/** Declared parcel weight at least 0.1 kg, dimensions at least 10 cm (spec/03 §5). */
export const MIN_PARCEL_WEIGHT_KG = 0.1;
export const MIN_PARCEL_DIMENSION_CM = 10;
/** Polish place where staff set statuses by default (spec/03 §9). */
export const DEFAULT_STATUS_PLACE = 'Tychy';

/** How a shipment came to be (internal info creator). */
export const SHIPMENT_CREATORS = ['app_v2', 'init_scan', 'external_shop', 'api', 'adoption'] as const;
export type ShipmentCreator = (typeof SHIPMENT_CREATORS)[number];
