import { Inject, Injectable } from '@nestjs/common';
import type { AccountedAmountsResponse, AccountedAmountsView } from '@parcel/contracts';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { INFRA } from '../../shared/tokens.js';

type SideView = AccountedAmountsResponse['income'];
const NONE: SideView = { main: null, after_service: null, currency: null, price_list_id: null, accounted_on: null, failure: null };

/** A shipment's accounted amounts (the settlement tab): income in the spec's shape, and both sides in full. */
@Injectable()
export class AccountedAmountsQueries {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async of(shipmentId: number): Promise<AccountedAmountsResponse> {
    const rows = await this.db.selectFrom('shipment_accounting').selectAll().where('shipment_id', '=', shipmentId).execute();
    const side = (name: string): SideView => {
      const row = rows.find((r) => r.side === name);
      if (!row) return NONE;
      return {
        main: (row.main as AccountedAmountsView | null) ?? null,
        after_service: (row.after_service as AccountedAmountsView | null) ?? null,
        currency: row.currency,
        price_list_id: row.price_list_id,
        accounted_on: row.accounted_on,
        failure: row.failure,
      };
    };
    const income = side('income');
    const cost = side('cost');
    return {
      accounted_amounts: { main: income.main, after_service: income.after_service },
      currency: income.currency,
      available: income.main !== null,
      income,
      cost,
    };
  }
}
