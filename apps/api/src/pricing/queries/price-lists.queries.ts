import { Inject, Injectable } from '@nestjs/common';
import type { DataTableRequest, DataTableResponse, PriceListRow, PriceListView } from '@parcel/contracts';
import {
  DomainError,
  NO_ACTIVE_DEFAULT_PRICE_LIST_MESSAGE,
  SPECIAL_ASSOCIATIONS,
  SPECIAL_ASSOCIATION_NAMES,
  activeListIds,
  calendarDateIn,
  listInEffect,
  priceListCountryName,
  priceListCourier,
  type PriceListType,
  type SpecialAssociation,
} from '@parcel/domain';
import type { OperationalPriceListTable, ReadModelDb } from '@parcel/read-models';
import type { Selectable } from 'kysely';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { runDataTable, type DataTableSpec } from '../../http/data-table.js';
import { CLOCK, INFRA, type Clock } from '../../shared/tokens.js';
import { PriceLists, isoOf } from '../price-lists.js';

type Row = Selectable<OperationalPriceListTable>;

/** Ids of int4 columns: a larger one names no list and no client. */
const INT4_MAX = 2_147_483_647;

/** Reads of the operational_price_lists read model; never the event store. Today is Warsaw's date. */
@Injectable()
export class PriceListsQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PriceLists) private readonly lists: PriceLists,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** GET /{type}/special_associations: the same four for both types. */
  specialAssociations(): { code: SpecialAssociation; name: string }[] {
    return SPECIAL_ASSOCIATIONS.map((code) => ({ code, name: SPECIAL_ASSOCIATION_NAMES[code] }));
  }

  /** GET /{type}/current_active: the ids of the lists in effect now. */
  async currentActive(type: PriceListType): Promise<number[]> {
    const now = this.clock.now();
    return activeListIds(await this.lists.all(type), calendarDateIn(now), now.toISOString());
  }

  /** GET /{type}/one/{id}: a list not deleted, of that type. */
  async one(type: PriceListType, id: number): Promise<PriceListView> {
    const row = await this.row(type, id);
    if (!row) throw new DomainError('price_list_not_found');
    return this.view(row, new Set(await this.currentActive(type)));
  }

  /** GET /{type}/check/{id}: whether the list priced a shipment (0: a list not saved yet). */
  async check(type: PriceListType, id: number): Promise<{ used: boolean }> {
    if (id === 0) return { used: false };
    const row = await this.row(type, id);
    if (!row) throw new DomainError('price_list_not_found');
    return { used: row.used };
  }

  /** GET /{type}/current_active/{association}: the default list of that association (and country or courier) in effect now. */
  async currentActiveDefault(
    type: PriceListType,
    specialAssociation: SpecialAssociation,
    destination: { countryId?: number; courierId?: number },
  ): Promise<PriceListView> {
    const now = this.clock.now();
    const group = {
      type,
      clientId: null,
      specialAssociation,
      countryId: destination.countryId ?? null,
      courierId: destination.courierId ?? null,
    };
    const found = listInEffect(await this.lists.all(type), group, calendarDateIn(now), now.toISOString());
    const row = found && (await this.row(type, found.id));
    if (!row) throw new DomainError('no_active_default_price_list', { message: NO_ACTIVE_DEFAULT_PRICE_LIST_MESSAGE });
    return this.view(row, new Set([row.id]));
  }

  /** POST /{type}/list/{clientId}: one client's lists (0: the default lists), newest begin date first, 25 a page by default. */
  async list(type: PriceListType, clientId: number, request: DataTableRequest): Promise<DataTableResponse<PriceListRow>> {
    const active = new Set(await this.currentActive(type));
    let base = this.db.selectFrom('operational_price_lists').selectAll().where('type', '=', type).where('deleted', '=', false);
    base = clientId === 0 ? base.where('client_id', 'is', null) : base.where('client_id', '=', Math.min(clientId, INT4_MAX));
    const spec: DataTableSpec<PriceListRow> = {
      columns: [
        { name: 'id', sql: 'id' },
        { name: 'name', sql: 'name' },
        { name: 'special_association', sql: 'special_association' },
        { name: 'id_country', sql: 'country_id' },
        { name: 'id_courier', sql: 'courier_id' },
        { name: 'begin_date', sql: 'begin_date' },
        { name: 'currency', sql: 'currency' },
        { name: 'deactivated_at', sql: 'deactivated_at' },
      ],
      defaultOrder: { column: 'begin_date', dir: 'desc' },
      searchable: ['name'],
      toRow: (row: Row): PriceListRow => ({
        id: row.id,
        id_client: row.client_id,
        name: row.name,
        special_association: row.special_association,
        id_country: row.country_id,
        country_name: row.country_id === null ? null : (priceListCountryName(row.country_id) ?? null),
        id_courier: row.courier_id,
        courier_name: row.courier_id === null ? null : (priceListCourier(row.courier_id)?.name ?? null),
        begin_date: row.begin_date,
        currency: row.currency,
        deactivated_at: isoOf(row.deactivated_at),
        active: active.has(row.id),
        used: row.used,
      }),
    };
    return runDataTable(base, request, spec);
  }

  private row(type: PriceListType, id: number): Promise<Row | undefined> {
    if (id > INT4_MAX) return Promise.resolve(undefined);
    return this.db
      .selectFrom('operational_price_lists')
      .selectAll()
      .where('id', '=', id)
      .where('type', '=', type)
      .where('deleted', '=', false)
      .executeTakeFirst();
  }

  private view(row: Row, active: ReadonlySet<number>): PriceListView {
    return {
      ...row.surcharges,
      id: row.id,
      id_client: row.client_id,
      type: row.type,
      name: row.name,
      special_association: row.special_association,
      id_courier: row.courier_id,
      id_country: row.country_id,
      begin_date: row.begin_date,
      currency: row.currency,
      specific_factors_currency: row.specific_factors_currency,
      weight_thresholds: row.weight_thresholds,
      deactivated_at: isoOf(row.deactivated_at),
      used: row.used,
      active: active.has(row.id),
    };
  }
}
