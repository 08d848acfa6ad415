import { z } from 'zod';
import { INT4_MAX, intId, numeric } from './validation.js';

/**
 * Client shop integrations (spec/03 §2 "Client shop integrations", §3, §5, §7
 * "Client panel"; docs/shops.md). Base path app/v2/client-panel, role client:
 * GET    allowed_countries                         -> [{ id, name, iso_code }]
 * GET    external_shop                             -> [shop row]
 * POST   external_shop {platform, base_url, encrypted_api_key[, id]} -> 201 { id, message: 'created' } (with id: 200 'saved')
 * GET    external_shop/{id}                        -> shop view (couriers, last synchronisation, imported orders)
 * DELETE external_shop {id}                        -> { message: 'deleted' }
 * POST   external_shop/{shopId}/courier {country_id, external_shop_courier_id} -> 201 { id, message: 'created' }
 * DELETE external_shop/{shopId}/courier {id}       -> { message: 'deleted' }
 * GET    external_shop/{shopId}/courier/{id}       -> courier view
 * Not in the spec (docs/shops.md):
 * GET    external_shop/{shopId}/platform_couriers?country_id= -> [{ id, name }] (the courier form's choices, from the platform)
 * POST   external_shop/{id}/synchronize            -> the run's outcome (synchronisation view)
 * The API key travels in `encrypted_api_key` only towards us (plain text; we
 * encrypt it at rest); no answer carries it (has_api_key says one is stored).
 * Live read model: 'external_shops'.
 */

export const SHOP_PLATFORM_VALUES = ['ido_sell'] as const;

const isIp = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');

/**
 * The shop's address as https://host: taken with or without "https://", a path
 * (the API's own, /api/admin/v6) dropped. Only https, only a public host name
 * (a dot, a letter top-level domain; no IP address, no localhost, no port): we
 * call it from our servers.
 */
export const shopBaseUrlField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_type') })
  .trim()
  .min(1)
  .max(255, { error: 'too_long' })
  .transform((text, ctx) => {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'invalid_value' });
      return z.NEVER;
    }
    const host = url.hostname.toLowerCase();
    const ok =
      url.protocol === 'https:' &&
      url.port === '' &&
      url.username === '' &&
      url.password === '' &&
      !isIp(host) &&
      /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/.test(host) &&
      host.length <= 253;
    if (!ok) {
      ctx.addIssue({ code: 'custom', message: 'invalid_value' });
      return z.NEVER;
    }
    return `https://${host}`;
  });

/** The platform's API key as the client types it (never answered; encrypted at rest). */
const apiKeyField = z.string({ error: 'invalid_type' }).trim().max(500, { error: 'too_long' });

/** POST external_shop: a new shop (no id: the key is required), or a change of the client's shop (id: an empty key keeps the stored one). */
export const shopRequest = z
  .object({
    id: intId.optional(),
    platform: z.enum(SHOP_PLATFORM_VALUES, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') }),
    base_url: shopBaseUrlField,
    encrypted_api_key: apiKeyField.optional(),
  })
  .superRefine(
    (body, ctx) => {
      if (body && body.id === undefined && !body.encrypted_api_key)
        ctx.addIssue({ code: 'custom', path: ['encrypted_api_key'], message: 'required' });
    },
    { when: () => true },
  );
export type ShopRequest = z.output<typeof shopRequest>;

export const shopIdRequest = z.object({ id: intId });
export const shopParams = z.object({ id: intId });
export const shopCourierParams = z.object({ shopId: intId, id: intId });
export const shopIdParams = z.object({ shopId: intId });

/** The platform's courier id: a positive whole number. */
export const externalCourierIdField = numeric(
  z
    .number({ error: 'invalid_type' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(INT4_MAX, { error: 'invalid_value' }),
);

/** POST external_shop/{shopId}/courier. */
export const shopCourierRequest = z.object({ country_id: intId, external_shop_courier_id: externalCourierIdField });
export type ShopCourierRequest = z.output<typeof shopCourierRequest>;
export const shopCourierIdRequest = z.object({ id: intId });
export const platformCouriersQuery = z.object({ country_id: intId });

export const allowedCountryView = z.object({ id: z.number(), name: z.string(), iso_code: z.string() });
export const allowedCountriesResponse = z.array(allowedCountryView);
export type AllowedCountryView = z.output<typeof allowedCountryView>;

export const SYNC_STATUSES = ['succeeded', 'failed'] as const;

export const syncFailureView = z.object({ order_serial_number: z.number(), reason: z.string(), message: z.string() });
export type SyncFailureView = z.output<typeof syncFailureView>;

/** A run as the client sees it: when, how it went (a failed run's stable reason and the platform's message), counts, the orders it could not take. */
export const syncView = z.object({
  status: z.enum(SYNC_STATUSES),
  at: z.string(),
  reason: z.string().nullable(),
  message: z.string().nullable(),
  seen: z.number(),
  imported: z.number(),
  written_back: z.number(),
  ignored: z.number(),
  failed: z.number(),
  failures: z.array(syncFailureView),
});
export type SyncView = z.output<typeof syncView>;

export const shopCourierView = z.object({
  id: z.number(),
  external_client_shop_id: z.number(),
  external_shop_courier_id: z.number(),
  country_id: z.number(),
  country_name: z.string(),
  last_synchronized_at: z.string().nullable(),
});
export type ShopCourierView = z.output<typeof shopCourierView>;

export const importedOrderView = z.object({
  order_serial_number: z.number(),
  order_id: z.string(),
  shipment_number: z.string().nullable(),
  imported_at: z.string().nullable(),
  written_back_at: z.string().nullable(),
});
export type ImportedOrderView = z.output<typeof importedOrderView>;

export const shopRow = z.object({
  id: z.number(),
  platform: z.enum(SHOP_PLATFORM_VALUES),
  base_url: z.string(),
  domain: z.string(),
  has_api_key: z.boolean(),
  couriers_count: z.number(),
  last_synchronization: z.object({ status: z.enum(SYNC_STATUSES), at: z.string() }).nullable(),
});
export type ShopRow = z.output<typeof shopRow>;
export const shopList = z.array(shopRow);

/** How many of the shop's imported orders its view lists (the newest). */
export const SHOP_VIEW_ORDERS = 25;

export const shopView = z.object({
  id: z.number(),
  platform: z.enum(SHOP_PLATFORM_VALUES),
  base_url: z.string(),
  domain: z.string(),
  client_id: z.number(),
  has_api_key: z.boolean(),
  created_at: z.string(),
  couriers: z.array(shopCourierView),
  last_synchronization: syncView.nullable(),
  orders: z.array(importedOrderView),
  orders_total: z.number(),
});
export type ShopView = z.output<typeof shopView>;

export const platformCourierView = z.object({ id: z.number(), name: z.string() });
export const platformCouriersResponse = z.array(platformCourierView);
export type PlatformCourierView = z.output<typeof platformCourierView>;

export const shopCreatedResponse = z.object({ id: z.number(), message: z.literal('created') });
export const shopSavedResponse = z.object({ id: z.number(), message: z.literal('saved') });
export const shopSaveResponse = z.union([shopCreatedResponse, shopSavedResponse]);
export const shopDeletedResponse = z.object({ message: z.literal('deleted') });
