/** The shop platforms a client may connect (spec/03 §3: only ido_sell). */
export const SHOP_PLATFORMS = ['ido_sell'] as const;
export type ShopPlatform = (typeof SHOP_PLATFORMS)[number];

/** A courier mapping of a shop: the platform's courier that, for this country, ships with us. */
export interface ShopCourierMapping {
  readonly courierId: number;
  readonly countryId: number;
  readonly externalCourierId: number;
}

/** The events of one shop's stream (`external-shop-<id>`): its connection and courier mappings. */
export type ExternalShopEvent =
  | {
      type: 'ExternalShopConnected';
      data: { shopId: number; clientId: number; platform: ShopPlatform; baseUrl: string; apiKeyCipher: string };
    }
  /** A new address, and a new key when one was given (null: the stored key is kept). */
  | { type: 'ExternalShopChanged'; data: { shopId: number; clientId: number; baseUrl: string; apiKeyCipher: string | null } }
  | { type: 'ExternalShopDeleted'; data: { shopId: number; clientId: number } }
  | { type: 'ExternalShopCourierAdded'; data: { shopId: number; clientId: number } & ShopCourierMapping }
  | { type: 'ExternalShopCourierRemoved'; data: { shopId: number; clientId: number; courierId: number } };

/** Why a synchronisation run failed as a whole (the shop could not be read). */
export const SYNC_FAILURE_REASONS = ['platform_unavailable', 'unauthorized', 'missing_scope', 'platform_error'] as const;
export type SyncFailureReason = (typeof SYNC_FAILURE_REASONS)[number];

/** Why one order of a run was not taken (or its tracking number not written back); the run itself went on. */
export const ORDER_FAILURE_REASONS = [
  'address_incomplete',
  'address_unresolved',
  'phone_invalid',
  'service_not_available',
  'country_not_allowed',
  'locker_unknown',
  'cod_not_enabled',
  'cod_currency',
  'weight_invalid',
  'order_invalid',
  'shipment_refused',
  'write_back_refused',
  'write_back_unavailable',
] as const;
export type OrderFailureReason = (typeof ORDER_FAILURE_REASONS)[number];

/** One order the run could not finish: which, why (a stable reason), and the platform's or our message. */
export interface SyncOrderFailure {
  readonly orderSerialNumber: number;
  readonly reason: OrderFailureReason;
  readonly message: string;
}

/** What a run did: orders seen waiting for dispatch, imported (shipments made), tracking numbers written back, ignored, failed. */
export interface SyncCounts {
  readonly seen: number;
  readonly imported: number;
  readonly writtenBack: number;
  readonly ignored: number;
  readonly failed: number;
}

/**
 * The events of one shop's synchronisation runs (`external-shop-sync-<id>`):
 * one per run, never loaded to decide (appended after the run, decided on the
 * shop's own stream). Kept apart so the shop's stream stays short.
 */
export type ShopSyncEvent =
  | {
      type: 'ShopSynchronisationSucceeded';
      data: SyncCounts & {
        shopId: number;
        clientId: number;
        at: string;
        /** The mappings synchronised by the run (each now last synchronised at `at`). */
        courierIds: number[];
        failures: SyncOrderFailure[];
      };
    }
  | {
      type: 'ShopSynchronisationFailed';
      data: SyncCounts & {
        shopId: number;
        clientId: number;
        at: string;
        reason: SyncFailureReason;
        /** The platform's message (never the key). */
        message: string;
        failures: SyncOrderFailure[];
      };
    };

/** How an imported order is shipped: the shipment request the order became (kept on the order's reservation). */
export interface ShopShipmentPlan {
  /** HomeDelivery 1 or LockerDelivery 3. */
  readonly deliveryService: 1 | 3;
  readonly countryId: number;
  readonly recipient: {
    readonly name: string;
    readonly privatePerson: boolean;
    readonly contactName: string | null;
    readonly email: string | null;
    readonly phonePrefix: string;
    readonly phoneNumber: string;
    readonly localityId: number | null;
    readonly postalCode: string;
    readonly details: string;
    readonly lockerId: string | null;
  };
  readonly content: { readonly declaredContent: string; readonly declaredValue: number; readonly cashOnDelivery: number };
  readonly weightKg: number;
  /** The order's serial number and id, as the shipment's reference numbers. */
  readonly references: { readonly first: string; readonly second: string };
  readonly note: string | null;
}

/**
 * The events of one order of a shop (`external-shop-order-<domain>-<serial>`):
 * reserved (with the shipment's ids and what it will be) before the shipment
 * is made, imported once it is, its tracking number written back. The stream
 * is the order's key: of two runs reserving it, one appends (no_stream).
 */
export type ShopOrderEvent =
  | {
      type: 'ShopOrderReserved';
      data: {
        shopId: number;
        clientId: number;
        domain: string;
        orderSerialNumber: number;
        orderId: string;
        courierId: number;
        externalCourierId: number;
        shipmentId: number;
        parcelIds: number[];
        plan: ShopShipmentPlan;
      };
    }
  | { type: 'ShopOrderImported'; data: { shopId: number; orderSerialNumber: number; shipmentId: number; shipmentNumber: string } }
  | {
      type: 'ShopOrderTrackingWrittenBack';
      data: { shopId: number; orderSerialNumber: number; shipmentNumber: string; externalCourierId: number };
    };
