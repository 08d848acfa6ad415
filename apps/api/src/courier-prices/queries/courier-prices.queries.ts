import { Inject, Injectable } from '@nestjs/common';
import type { CourierPriceView } from '@parcel/contracts';
import { DomainError, isCourierId } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { INFRA } from '../../shared/tokens.js';

const COLUMNS = [
  'id',
  'courier_id',
  'net_price',
  'vat_percentage',
  'max_insurance_value',
  'min_weight_value',
  'max_weight_value',
  'this_side_up',
  'liquid',
  'not_expose_to_frost',
  'cash_on_delivery',
  'caution',
] as const;

/** Reads of the courier_prices read model; never the event store. */
@Injectable()
export class CourierPricesQueries {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** GET courier/{courierId}/prices: the courier's table by weight (the courier index). */
  list(courierId: number): Promise<CourierPriceView[]> {
    if (!isCourierId(courierId)) throw new DomainError('courier_price_courier_not_found', { courierId });
    return this.db
      .selectFrom('courier_prices')
      .select(COLUMNS)
      .where('courier_id', '=', courierId)
      .orderBy('min_weight_value')
      .orderBy('max_weight_value')
      .orderBy('id')
      .execute();
  }

  /** GET courier/{courierId}/prices/{id}: one row, found by its id whatever the courier in the path. */
  async one(priceId: number): Promise<CourierPriceView> {
    const row = await this.db.selectFrom('courier_prices').select(COLUMNS).where('id', '=', priceId).executeTakeFirst();
    if (!row) throw new DomainError('courier_price_not_found', { priceId });
    return row;
  }
}
