import { SHOPS_EVENT_TYPES } from '@parcel/contracts';
import type { ExternalShopEvent, ShopOrderEvent, ShopSyncEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notifications, read-your-writes waits, console query keys). */
export const EXTERNAL_SHOPS = 'external_shops';

type ShopsEvent = ExternalShopEvent | ShopSyncEvent | ShopOrderEvent;

const hostOf = (baseUrl: string): string => new URL(baseUrl).hostname.toLowerCase();

/**
 * Client shops, their courier mappings, their runs' last outcome and the
 * orders they handed us (docs/shops.md). The changed id is the shop's id.
 */
export const externalShopsProjection: Projection = {
  name: EXTERNAL_SHOPS,
  eventTypes: SHOPS_EVENT_TYPES,
  tables: ['external_shops', 'external_shop_couriers', 'external_shop_orders'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as ShopsEvent;
    const at = recorded.metadata.recordedAt;
    switch (event.type) {
      case 'ExternalShopConnected': {
        const { shopId, clientId, platform, baseUrl, apiKeyCipher } = event.data;
        await db
          .insertInto('external_shops')
          .values({
            id: shopId,
            client_id: clientId,
            platform,
            base_url: baseUrl,
            domain: hostOf(baseUrl),
            api_key_cipher: apiKeyCipher,
            created_at: at,
            updated_at: at,
            deleted_at: null,
            last_sync_status: null,
            last_sync_at: null,
            last_sync_reason: null,
            last_sync_message: null,
            last_sync_counts: null,
            last_sync_failures: null,
          })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      }
      case 'ExternalShopChanged': {
        const { shopId, baseUrl, apiKeyCipher } = event.data;
        await db
          .updateTable('external_shops')
          .set({
            base_url: baseUrl,
            domain: hostOf(baseUrl),
            updated_at: at,
            ...(apiKeyCipher === null ? {} : { api_key_cipher: apiKeyCipher }),
          })
          .where('id', '=', shopId)
          .execute();
        break;
      }
      case 'ExternalShopDeleted':
        await db.updateTable('external_shops').set({ deleted_at: at, updated_at: at }).where('id', '=', event.data.shopId).execute();
        await db.deleteFrom('external_shop_couriers').where('shop_id', '=', event.data.shopId).execute();
        break;
      case 'ExternalShopCourierAdded': {
        const { shopId, courierId, countryId, externalCourierId } = event.data;
        await db
          .insertInto('external_shop_couriers')
          .values({
            id: courierId,
            shop_id: shopId,
            country_id: countryId,
            external_courier_id: externalCourierId,
            last_synchronized_at: null,
            created_at: at,
          })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      }
      case 'ExternalShopCourierRemoved':
        await db.deleteFrom('external_shop_couriers').where('id', '=', event.data.courierId).execute();
        break;
      case 'ShopSynchronisationSucceeded':
      case 'ShopSynchronisationFailed': {
        const { data } = event;
        await db
          .updateTable('external_shops')
          .set({
            last_sync_status: event.type === 'ShopSynchronisationSucceeded' ? 'succeeded' : 'failed',
            last_sync_at: data.at,
            last_sync_reason: event.type === 'ShopSynchronisationFailed' ? event.data.reason : null,
            last_sync_message: event.type === 'ShopSynchronisationFailed' ? event.data.message : null,
            last_sync_counts: JSON.stringify({
              seen: data.seen,
              imported: data.imported,
              written_back: data.writtenBack,
              ignored: data.ignored,
              failed: data.failed,
            }),
            last_sync_failures: JSON.stringify(
              data.failures.map((f) => ({ order_serial_number: f.orderSerialNumber, reason: f.reason, message: f.message })),
            ),
          })
          .where('id', '=', data.shopId)
          .execute();
        if (event.type === 'ShopSynchronisationSucceeded' && event.data.courierIds.length > 0) {
          await db
            .updateTable('external_shop_couriers')
            .set({ last_synchronized_at: data.at })
            .where('id', 'in', event.data.courierIds)
            .where('shop_id', '=', data.shopId)
            .execute();
        }
        break;
      }
      case 'ShopOrderReserved': {
        const { shopId, clientId, domain, orderSerialNumber, orderId, shipmentId } = event.data;
        await db
          .insertInto('external_shop_orders')
          .values({
            domain,
            order_serial_number: orderSerialNumber,
            shop_id: shopId,
            client_id: clientId,
            order_id: orderId,
            shipment_id: shipmentId,
            shipment_number: null,
            reserved_at: at,
            imported_at: null,
            written_back_at: null,
          })
          .onConflict((c) => c.columns(['domain', 'order_serial_number']).doNothing())
          .execute();
        break;
      }
      case 'ShopOrderImported':
        await db
          .updateTable('external_shop_orders')
          .set({ shipment_number: event.data.shipmentNumber, imported_at: at })
          .where('domain', '=', domainOf(recorded.streamId, event.data.orderSerialNumber))
          .where('order_serial_number', '=', event.data.orderSerialNumber)
          .execute();
        break;
      case 'ShopOrderTrackingWrittenBack':
        await db
          .updateTable('external_shop_orders')
          .set({ written_back_at: at })
          .where('domain', '=', domainOf(recorded.streamId, event.data.orderSerialNumber))
          .where('order_serial_number', '=', event.data.orderSerialNumber)
          .execute();
        break;
      default:
        return [];
    }
    return [String(event.data.shopId)];
  },
};

/** The domain part of an order's stream id (external-shop-order-<domain>-<serial>). */
function domainOf(streamId: string, orderSerialNumber: number): string {
  const prefix = 'external-shop-order-';
  const suffix = `-${orderSerialNumber}`;
  return streamId.slice(prefix.length, streamId.length - suffix.length);
}
