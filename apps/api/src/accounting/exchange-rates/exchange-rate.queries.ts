import { Inject, Injectable } from '@nestjs/common';
import type { ExchangeRateView } from '@parcel/contracts';
import type { ExchangeRateTable, PriceListCurrency } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { INFRA } from '../../shared/tokens.js';

/** The exchange-rate table (a few rows per currency and year). */
@Injectable()
export class ExchangeRateQueries {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async table(): Promise<ExchangeRateTable> {
    const rows = await this.db.selectFrom('exchange_rates').selectAll().execute();
    return rows.map((r) => ({ currency: r.currency as PriceListCurrency, plnPerUnit: r.pln_per_unit, validFrom: r.valid_from }));
  }

  async list(): Promise<ExchangeRateView[]> {
    const rows = await this.db.selectFrom('exchange_rates').selectAll().orderBy('valid_from', 'desc').orderBy('currency').execute();
    return rows.map((r) => ({ currency: r.currency, pln_per_unit: r.pln_per_unit, valid_from: r.valid_from }));
  }
}
