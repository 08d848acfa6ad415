import { z } from 'zod';
import { eventTypesOf } from './event-types.js';

/**
 * The schema of each shops event's data (current version 1): a shop's stream
 * (external-shop-<id>), its runs (external-shop-sync-<id>) and its orders
 * (external-shop-order-<domain>-<serial>). The API key is only ever its
 * ciphertext here (apiKeyCipher, 'v1:<iv>:<tag>:<data>').
 */

const id = z.number().int().min(1);
const count = z.number().int().min(0);
const cipher = z.string().regex(/^v1:[\w-]+:[\w-]+:[\w-]*$/);
const at = z.string().datetime();

const courierMapping = { courierId: id, countryId: id, externalCourierId: id };

const orderFailure = z.object({
  orderSerialNumber: z.number().int(),
  reason: z.enum([
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
  ]),
  message: z.string().max(500),
});
const counts = { seen: count, imported: count, writtenBack: count, ignored: count, failed: count };

const plan = z.object({
  deliveryService: z.union([z.literal(1), z.literal(3)]),
  countryId: id,
  recipient: z.object({
    name: z.string().min(1).max(100),
    privatePerson: z.boolean(),
    contactName: z.string().max(100).nullable(),
    email: z.string().max(254).nullable(),
    phonePrefix: z.string().regex(/^00\d{1,3}$/),
    phoneNumber: z.string().regex(/^\d{9,10}$/),
    localityId: id.nullable(),
    postalCode: z.string().max(12),
    details: z.string().max(200),
    lockerId: z.string().max(60).nullable(),
  }),
  content: z.object({ declaredContent: z.string().min(1).max(255), declaredValue: z.number().min(0), cashOnDelivery: z.number().min(0) }),
  weightKg: z.number().min(0.1),
  references: z.object({ first: z.string().max(100), second: z.string().max(100) }),
  note: z.string().max(500).nullable(),
});

export const externalShopEventSchemas = {
  ExternalShopConnected: z.object({
    shopId: id,
    clientId: id,
    platform: z.literal('ido_sell'),
    baseUrl: z.string().url(),
    apiKeyCipher: cipher,
  }),
  ExternalShopChanged: z.object({ shopId: id, clientId: id, baseUrl: z.string().url(), apiKeyCipher: cipher.nullable() }),
  ExternalShopDeleted: z.object({ shopId: id, clientId: id }),
  ExternalShopCourierAdded: z.object({ shopId: id, clientId: id, ...courierMapping }),
  ExternalShopCourierRemoved: z.object({ shopId: id, clientId: id, courierId: id }),
} as const;

export const shopSyncEventSchemas = {
  ShopSynchronisationSucceeded: z.object({
    shopId: id,
    clientId: id,
    at,
    ...counts,
    courierIds: z.array(id),
    failures: z.array(orderFailure),
  }),
  ShopSynchronisationFailed: z.object({
    shopId: id,
    clientId: id,
    at,
    ...counts,
    reason: z.enum(['platform_unavailable', 'unauthorized', 'missing_scope', 'platform_error']),
    message: z.string().max(500),
    failures: z.array(orderFailure),
  }),
} as const;

export const shopOrderEventSchemas = {
  ShopOrderReserved: z.object({
    shopId: id,
    clientId: id,
    domain: z.string().min(1),
    orderSerialNumber: z.number().int(),
    orderId: z.string(),
    courierId: id,
    externalCourierId: id,
    shipmentId: id,
    parcelIds: z.array(id).min(1),
    plan,
  }),
  ShopOrderImported: z.object({ shopId: id, orderSerialNumber: z.number().int(), shipmentId: id, shipmentNumber: z.string().min(1) }),
  ShopOrderTrackingWrittenBack: z.object({
    shopId: id,
    orderSerialNumber: z.number().int(),
    shipmentNumber: z.string().min(1),
    externalCourierId: id,
  }),
} as const;

/** Every event of the shops area. */
export const shopsEventSchemas = { ...externalShopEventSchemas, ...shopSyncEventSchemas, ...shopOrderEventSchemas } as const;

export const EXTERNAL_SHOP_EVENT_TYPES = eventTypesOf(externalShopEventSchemas);
export const SHOP_SYNC_EVENT_TYPES = eventTypesOf(shopSyncEventSchemas);
export const SHOP_ORDER_EVENT_TYPES = eventTypesOf(shopOrderEventSchemas);
export const SHOPS_EVENT_TYPES = eventTypesOf(shopsEventSchemas);
