import type { IdoSellOrder } from '@parcel/domain';

/**
 * The IdoSell port (client shop platform, Admin API; integrations.md
 * "IdoSell", docs/shops.md): the orders of a shop waiting for dispatch, the
 * platform's couriers of a country, and our tracking numbers written back as
 * the orders' packages. Configuration (IDOSELL_ADAPTER) picks THE SANDBOX or
 * the real API. The shop's API key is given per call and never appears in a
 * message or a log line.
 */

/** Which shop, with its key (decrypted for the call only). */
export interface IdoSellShop {
  /** https://host (the shop's panel; the API lives under /api/admin/v{N}). */
  readonly baseUrl: string;
  readonly apiKey: string;
}

export interface IdoSellOrdersPage {
  readonly orders: readonly IdoSellOrder[];
  /** The page answered (0-based, as IdoSell's resultsPage). */
  readonly page: number;
  /** How many pages there are (resultsNumberPage; 0 when nothing waits). */
  readonly pages: number;
  /** How many orders wait in all (resultsNumberAll). */
  readonly total: number;
}

export interface IdoSellCourier {
  readonly id: number;
  readonly name: string;
}

/** One tracking number to write back: the order, the platform's courier, our waybill number. */
export interface IdoSellPackage {
  readonly orderSerialNumber: number;
  readonly courierId: number;
  readonly packageNumber: string;
}

export type IdoSellPackageOutcome =
  | { readonly orderSerialNumber: number; readonly written: true }
  | { readonly orderSerialNumber: number; readonly written: false; readonly message: string };

export interface IdoSellPort {
  /** One page of the orders waiting for dispatch (IDOSELL_STATUSES_TO_SHIP), IDOSELL_PAGE_LIMIT a page. */
  ordersToShip(shop: IdoSellShop, page: number): Promise<IdoSellOrdersPage>;
  /** The couriers the shop may use for a country (ISO 3166-1 alpha-2). */
  couriers(shop: IdoSellShop, countryIso: string): Promise<IdoSellCourier[]>;
  /** Writes the packages (tracking numbers) of orders; the platform answers per order. */
  writePackages(shop: IdoSellShop, packages: readonly IdoSellPackage[]): Promise<IdoSellPackageOutcome[]>;
}

export const IDOSELL_PORT = Symbol('IDOSELL_PORT');

/** Orders a page (IdoSell's resultsLimit: 1..100). */
export const IDOSELL_PAGE_LIMIT = 100;
/** Packages written in one call. */
export const IDOSELL_PACKAGES_PER_CALL = 100;

/** Transient: outage, timeout, 5xx, 429; the same call may pass later. */
export class IdoSellUnavailable extends Error {
  constructor(message = 'IdoSell is unavailable') {
    super(message);
    this.name = 'IdoSellUnavailable';
  }
}

/** Why the platform refused a call: a key it does not take (401), a key without the scope the call needs (403), anything else. */
export type IdoSellRefusal = 'unauthorized' | 'missing_scope' | 'rejected';

/** Permanent until someone acts (a new key, a scope granted): the platform's own message, never the key. */
export class IdoSellRefused extends Error {
  constructor(
    readonly reason: IdoSellRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'IdoSellRefused';
  }
}
