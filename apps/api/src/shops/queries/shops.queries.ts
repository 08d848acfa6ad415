import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  SHOP_VIEW_ORDERS,
  type AllowedCountryView,
  type PlatformCourierView,
  type ShopCourierView,
  type ShopRow,
  type ShopView,
  type SyncView,
} from '@parcel/contracts';
import { COUNTRIES, DomainError } from '@parcel/domain';
import type { ExternalShopTable, ReadModelDb } from '@parcel/read-models';
import type { Selectable } from 'kysely';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { SecretCipher } from '../../shared/cipher.js';
import { INFRA } from '../../shared/tokens.js';
import { IDOSELL_PORT, IdoSellRefused, IdoSellUnavailable, type IdoSellPort } from '../idosell/idosell-port.js';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const countryName = (id: number): string => COUNTRIES.find((c) => c.id === id)?.name ?? String(id);

type ShopRecord = Selectable<ExternalShopTable>;

function lastSynchronization(row: ShopRecord): SyncView | null {
  if (!row.last_sync_status || !row.last_sync_at) return null;
  const counts = row.last_sync_counts ?? { seen: 0, imported: 0, written_back: 0, ignored: 0, failed: 0 };
  return {
    status: row.last_sync_status,
    at: iso(row.last_sync_at)!,
    reason: row.last_sync_reason,
    message: row.last_sync_message,
    ...counts,
    failures: row.last_sync_failures ?? [],
  };
}

/**
 * What the client's shop screens read (the 'external_shops' read model): a
 * client reads only its own live shops (another client's id, or a deleted
 * shop, is external_shop_not_found). No answer carries the key: has_api_key.
 */
@Injectable()
export class ShopsQueries {
  private readonly db: ReadModelDb;

  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(IDOSELL_PORT) private readonly port: IdoSellPort,
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** GET client-panel/allowed_countries: the countries the client may send to (its courier mappings' choices). */
  async allowedCountries(clientId: number): Promise<AllowedCountryView[]> {
    const row = await this.db.selectFrom('clients').select('allowed_countries').where('id', '=', clientId).executeTakeFirst();
    if (!row) throw new DomainError('client_not_found');
    const allowed = new Set(row.allowed_countries);
    return COUNTRIES.filter((c) => allowed.has(c.id)).map((c) => ({ id: c.id, name: c.name, iso_code: c.iso_code }));
  }

  /** GET client-panel/external_shop: the client's shops, oldest first, with how many mappings each has (one query). */
  async list(clientId: number): Promise<ShopRow[]> {
    const rows = await this.db
      .selectFrom('external_shops as s')
      .select(['s.id', 's.platform', 's.base_url', 's.domain', 's.last_sync_status', 's.last_sync_at'])
      .select((eb) =>
        eb
          .selectFrom('external_shop_couriers as c')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('c.shop_id', '=', 's.id')
          .as('couriers_count'),
      )
      .where('s.client_id', '=', clientId)
      .where('s.deleted_at', 'is', null)
      .orderBy('s.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      platform: row.platform as ShopRow['platform'],
      base_url: row.base_url,
      domain: row.domain,
      has_api_key: true,
      couriers_count: Number(row.couriers_count ?? 0),
      last_synchronization: row.last_sync_status && row.last_sync_at ? { status: row.last_sync_status, at: iso(row.last_sync_at)! } : null,
    }));
  }

  /** GET client-panel/external_shop/{id}: the shop, its mappings, its last run and its newest imported orders. */
  async view(clientId: number, shopId: number): Promise<ShopView> {
    const row = await this.own(clientId, shopId);
    const [couriers, orders, total] = await Promise.all([
      this.couriersOf(shopId),
      this.db
        .selectFrom('external_shop_orders')
        .select(['order_serial_number', 'order_id', 'shipment_number', 'imported_at', 'written_back_at'])
        .where('shop_id', '=', shopId)
        .orderBy('reserved_at', 'desc')
        .orderBy('order_serial_number', 'desc')
        .limit(SHOP_VIEW_ORDERS)
        .execute(),
      this.db
        .selectFrom('external_shop_orders')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('shop_id', '=', shopId)
        .executeTakeFirst(),
    ]);
    return {
      id: row.id,
      platform: row.platform as ShopView['platform'],
      base_url: row.base_url,
      domain: row.domain,
      client_id: row.client_id,
      has_api_key: row.api_key_cipher !== '',
      created_at: iso(row.created_at)!,
      couriers,
      last_synchronization: lastSynchronization(row),
      orders: orders.map((o) => ({
        order_serial_number: o.order_serial_number,
        order_id: o.order_id,
        shipment_number: o.shipment_number,
        imported_at: iso(o.imported_at),
        written_back_at: iso(o.written_back_at),
      })),
      orders_total: Number(total?.n ?? 0),
    };
  }

  /** GET client-panel/external_shop/{shopId}/courier/{id}. */
  async courier(clientId: number, shopId: number, courierId: number): Promise<ShopCourierView> {
    await this.own(clientId, shopId);
    const found = (await this.couriersOf(shopId, courierId))[0];
    if (!found) throw new DomainError('external_shop_courier_not_found');
    return found;
  }

  /**
   * GET client-panel/external_shop/{shopId}/platform_couriers?country_id=: the
   * couriers the shop's platform offers for the country (the courier form's
   * choices), asked of the platform with the shop's key.
   */
  async platformCouriers(clientId: number, shopId: number, countryId: number): Promise<PlatformCourierView[]> {
    const row = await this.own(clientId, shopId);
    const country = COUNTRIES.find((c) => c.id === countryId);
    if (!country) throw new DomainError('external_shop_country_not_allowed');
    try {
      const couriers = await this.port.couriers(
        { baseUrl: row.base_url, apiKey: this.cipher.decrypt(row.api_key_cipher) },
        country.iso_code,
      );
      return couriers.map((c) => ({ id: c.id, name: c.name })).sort((a, b) => a.id - b.id);
    } catch (error) {
      if (error instanceof IdoSellUnavailable) throw new DomainError('external_shop_platform_unavailable');
      if (error instanceof IdoSellRefused) throw new DomainError('external_shop_platform_refused', { reason: error.reason });
      throw error;
    }
  }

  /** The client's live shop (its row), or external_shop_not_found. */
  private async own(clientId: number, shopId: number): Promise<ShopRecord> {
    const row = await this.db
      .selectFrom('external_shops')
      .selectAll()
      .where('id', '=', shopId)
      .where('client_id', '=', clientId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw new DomainError('external_shop_not_found');
    return row;
  }

  private async couriersOf(shopId: number, courierId?: number): Promise<ShopCourierView[]> {
    let query = this.db
      .selectFrom('external_shop_couriers')
      .select(['id', 'shop_id', 'country_id', 'external_courier_id', 'last_synchronized_at'])
      .where('shop_id', '=', shopId);
    if (courierId !== undefined) query = query.where('id', '=', courierId);
    const rows = await query.orderBy('id').execute();
    return rows.map((c) => ({
      id: c.id,
      external_client_shop_id: c.shop_id,
      external_shop_courier_id: c.external_courier_id,
      country_id: c.country_id,
      country_name: countryName(c.country_id),
      last_synchronized_at: iso(c.last_synchronized_at),
    }));
  }
}
