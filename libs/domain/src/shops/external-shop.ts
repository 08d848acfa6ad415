import { DomainError, assertNever } from '../shared/errors.js';
import type {
  ExternalShopEvent,
  ShopCourierMapping,
  ShopPlatform,
  ShopSyncEvent,
  SyncCounts,
  SyncFailureReason,
  SyncOrderFailure,
} from './shop.events.js';

/** A shop's own stream: its connection, key and courier mappings (a few events a shop). */
export const externalShopStream = (shopId: number): string => `external-shop-${shopId}`;
/** A shop's synchronisation runs (one event a run; never loaded to decide). */
export const externalShopSyncStream = (shopId: number): string => `external-shop-sync-${shopId}`;

export type ExternalShopState =
  | { readonly status: 'none' }
  | {
      readonly status: 'connected';
      readonly shopId: number;
      readonly clientId: number;
      readonly platform: ShopPlatform;
      readonly baseUrl: string;
      readonly apiKeyCipher: string;
      readonly couriers: ReadonlyMap<number, ShopCourierMapping>;
    }
  | { readonly status: 'deleted'; readonly shopId: number; readonly clientId: number };

export type ConnectedShop = Extract<ExternalShopState, { status: 'connected' }>;

export const initialExternalShopState: ExternalShopState = { status: 'none' };

export function evolveExternalShop(state: ExternalShopState, event: ExternalShopEvent): ExternalShopState {
  switch (event.type) {
    case 'ExternalShopConnected': {
      const { shopId, clientId, platform, baseUrl, apiKeyCipher } = event.data;
      return { status: 'connected', shopId, clientId, platform, baseUrl, apiKeyCipher, couriers: new Map() };
    }
    case 'ExternalShopChanged':
      if (state.status !== 'connected') return state;
      return { ...state, baseUrl: event.data.baseUrl, apiKeyCipher: event.data.apiKeyCipher ?? state.apiKeyCipher };
    case 'ExternalShopDeleted':
      return { status: 'deleted', shopId: event.data.shopId, clientId: event.data.clientId };
    case 'ExternalShopCourierAdded': {
      if (state.status !== 'connected') return state;
      const couriers = new Map(state.couriers);
      const { courierId, countryId, externalCourierId } = event.data;
      couriers.set(courierId, { courierId, countryId, externalCourierId });
      return { ...state, couriers };
    }
    case 'ExternalShopCourierRemoved': {
      if (state.status !== 'connected') return state;
      const couriers = new Map(state.couriers);
      couriers.delete(event.data.courierId);
      return { ...state, couriers };
    }
    default:
      return assertNever(event);
  }
}

/**
 * The client's own connected shop. Another client's shop, a deleted one and
 * none at all are one answer (external_shop_not_found): a client never learns
 * that another client's shop exists.
 */
export function ownShop(state: ExternalShopState, clientId: number): ConnectedShop {
  if (state.status !== 'connected' || state.clientId !== clientId) throw new DomainError('external_shop_not_found');
  return state;
}

export interface ConnectShopInput {
  readonly shopId: number;
  readonly clientId: number;
  readonly platform: ShopPlatform;
  /** Normalised by the contract: https://host. */
  readonly baseUrl: string;
  /** The API key as stored: AES-GCM ciphertext, never the key. */
  readonly apiKeyCipher: string;
}

/** A client connects a shop under a new id (from the sequence). */
export function connectShop(state: ExternalShopState, input: ConnectShopInput): ExternalShopEvent[] {
  if (state.status !== 'none') throw new RangeError(`shop ${input.shopId} exists`);
  return [{ type: 'ExternalShopConnected', data: { ...input } }];
}

/** The client changes its shop's address, and its key when it types a new one (null keeps the stored key). */
export function changeShop(
  state: ExternalShopState,
  clientId: number,
  change: { readonly baseUrl: string; readonly apiKeyCipher: string | null },
): ExternalShopEvent[] {
  const shop = ownShop(state, clientId);
  if (change.baseUrl === shop.baseUrl && change.apiKeyCipher === null) return [];
  return [
    { type: 'ExternalShopChanged', data: { shopId: shop.shopId, clientId, baseUrl: change.baseUrl, apiKeyCipher: change.apiKeyCipher } },
  ];
}

/** The client deletes its shop (and with it its mappings; the orders imported stay imported). */
export function deleteShop(state: ExternalShopState, clientId: number): ExternalShopEvent[] {
  const shop = ownShop(state, clientId);
  return [{ type: 'ExternalShopDeleted', data: { shopId: shop.shopId, clientId } }];
}

/**
 * A courier mapping: the platform's courier (a positive id) ships, for this
 * country, with us. The country must be one the client may send to; one
 * mapping per (country, platform courier) (a shop may map two couriers of one
 * country, e.g. home delivery and pickup points; and one courier for two
 * countries).
 */
export function addShopCourier(
  state: ExternalShopState,
  clientId: number,
  mapping: ShopCourierMapping,
  allowedCountries: readonly number[],
): ExternalShopEvent[] {
  const shop = ownShop(state, clientId);
  if (!allowedCountries.includes(mapping.countryId)) throw new DomainError('external_shop_country_not_allowed');
  if (!Number.isSafeInteger(mapping.externalCourierId) || mapping.externalCourierId < 1) throw new RangeError('externalCourierId');
  const taken = [...shop.couriers.values()].some(
    (c) => c.countryId === mapping.countryId && c.externalCourierId === mapping.externalCourierId,
  );
  if (taken) throw new DomainError('external_shop_courier_exists');
  return [{ type: 'ExternalShopCourierAdded', data: { shopId: shop.shopId, clientId, ...mapping } }];
}

export function removeShopCourier(state: ExternalShopState, clientId: number, courierId: number): ExternalShopEvent[] {
  const shop = ownShop(state, clientId);
  if (!shop.couriers.has(courierId)) throw new DomainError('external_shop_courier_not_found');
  return [{ type: 'ExternalShopCourierRemoved', data: { shopId: shop.shopId, clientId, courierId } }];
}

/** The courier mapping of a client's shop (external_shop_courier_not_found for another shop's or none). */
export function shopCourier(state: ExternalShopState, clientId: number, courierId: number): ShopCourierMapping {
  const mapping = ownShop(state, clientId).couriers.get(courierId);
  if (!mapping) throw new DomainError('external_shop_courier_not_found');
  return mapping;
}

/** What one run found out, for the record. */
export type SyncRunResult =
  | {
      readonly outcome: 'succeeded';
      readonly counts: SyncCounts;
      readonly failures: readonly SyncOrderFailure[];
      readonly courierIds: readonly number[];
    }
  | {
      readonly outcome: 'failed';
      readonly reason: SyncFailureReason;
      readonly message: string;
      readonly counts: SyncCounts;
      readonly failures: readonly SyncOrderFailure[];
    };

/** At most this many order failures are kept per run (the client sees the first ones; the count says how many). */
export const MAX_RECORDED_FAILURES = 50;
/** A platform message is kept to this length. */
export const MAX_FAILURE_MESSAGE = 500;

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Records a run on the shop's run stream. A shop deleted meanwhile records
 * nothing; a succeeded run marks as synchronised (at `at`) the mappings it
 * covered that the shop still has.
 */
export function recordSynchronisation(state: ExternalShopState, run: SyncRunResult, at: string): ShopSyncEvent[] {
  if (state.status !== 'connected') return [];
  const failures = run.failures.slice(0, MAX_RECORDED_FAILURES).map((f) => ({ ...f, message: clip(f.message, MAX_FAILURE_MESSAGE) }));
  const base = { shopId: state.shopId, clientId: state.clientId, at, ...run.counts, failures };
  if (run.outcome === 'failed') {
    return [{ type: 'ShopSynchronisationFailed', data: { ...base, reason: run.reason, message: clip(run.message, MAX_FAILURE_MESSAGE) } }];
  }
  const courierIds = run.courierIds.filter((id) => state.couriers.has(id));
  return [{ type: 'ShopSynchronisationSucceeded', data: { ...base, courierIds } }];
}
