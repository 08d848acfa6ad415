import type { ColumnType, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** What the last run counted (the client's shop screen). */
export interface SyncCountsColumn {
  seen: number;
  imported: number;
  written_back: number;
  ignored: number;
  failed: number;
}

export interface SyncFailureColumn {
  order_serial_number: number;
  reason: string;
  message: string;
}

/**
 * One row per client shop (deleted ones keep their row with deleted_at: the
 * orders they imported still name them). api_key_cipher is the AES-GCM
 * ciphertext of the platform key (the synchronisation job decrypts it); no
 * answer ever carries it. The last run's outcome is kept on the row.
 */
export interface ExternalShopTable {
  id: number;
  client_id: number;
  platform: string;
  base_url: string;
  /** The host of base_url: the key of the shop's orders. */
  domain: string;
  api_key_cipher: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
  last_sync_status: 'succeeded' | 'failed' | null;
  last_sync_at: Timestamp | null;
  last_sync_reason: string | null;
  last_sync_message: string | null;
  last_sync_counts: JSONColumnType<SyncCountsColumn> | null;
  last_sync_failures: JSONColumnType<SyncFailureColumn[]> | null;
}

/** A shop's courier mapping (removed ones are deleted). */
export interface ExternalShopCourierTable {
  id: number;
  shop_id: number;
  country_id: number;
  external_courier_id: number;
  last_synchronized_at: Timestamp | null;
  created_at: Timestamp;
}

/** One row per order a shop handed us (keyed as its stream: the shop's domain and the order's serial number). */
export interface ExternalShopOrderTable {
  domain: string;
  order_serial_number: number;
  shop_id: number;
  client_id: number;
  order_id: string;
  shipment_id: number;
  /** Set once the shipment is made (the tracking number written back to the shop). */
  shipment_number: string | null;
  reserved_at: Timestamp;
  imported_at: Timestamp | null;
  written_back_at: Timestamp | null;
}

export interface ShopsTables {
  external_shops: ExternalShopTable;
  external_shop_couriers: ExternalShopCourierTable;
  external_shop_orders: ExternalShopOrderTable;
}
