import { Inject, Injectable } from '@nestjs/common';
import type { PricedList, PriceListType } from '@parcel/domain';
import { priceListTermsOf, type ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { INFRA } from '../shared/tokens.js';

/** An instant a read-model timestamp holds (pg answers a Date, PGlite may answer text), as ISO text. */
export const isoOf = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * Every list not deleted, as the selection takes them (selectPriceList,
 * activeListIds), read from the operational_price_lists read model: a few
 * hundred rows at most, so read whole on each call rather than cached.
 * Exported for the accounting process manager.
 */
@Injectable()
export class PriceLists {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async all(type?: PriceListType): Promise<PricedList[]> {
    let query = this.db.selectFrom('operational_price_lists').selectAll().where('deleted', '=', false);
    if (type) query = query.where('type', '=', type);
    const rows = await query.orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      revision: row.revision,
      terms: priceListTermsOf(row),
      deactivatedAt: isoOf(row.deactivated_at),
    }));
  }
}
