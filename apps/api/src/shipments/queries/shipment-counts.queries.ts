import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_PERIODS, DomainError, billingPeriodOf, type AccountPeriod } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import { warsawDayEnd, warsawDayStart } from '../../http/read-models.js';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { warsawDate } from '../../clients/queries/clients.queries.js';
import { CLOCK, INFRA, type Clock } from '../../shared/tokens.js';

interface Period {
  start: string;
  end: string;
}

const dayBefore = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * GET app/v1/client/{id}/shipments_count: shipments (not deleted) of the
 * client's previous and current billing period (ACCOUNT_PERIOD; monthly when
 * the client has none), by the Warsaw calendar.
 */
@Injectable()
export class ShipmentCountQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  async forClient(clientId: number) {
    const client = await this.db
      .selectFrom('clients as c')
      .leftJoin('client_parameters as p', (join) => join.onRef('p.client_id', '=', 'c.id').on('p.code', '=', 'ACCOUNT_PERIOD'))
      .select('p.value')
      .where('c.id', '=', clientId)
      .executeTakeFirst();
    if (!client) throw new DomainError('client_not_found');
    const kind: AccountPeriod = ACCOUNT_PERIODS.find((p) => p === client.value) ?? 'monthly';
    const current = billingPeriodOf(kind, warsawDate(this.clock.now()));
    const previous = billingPeriodOf(kind, dayBefore(current.start));
    const [previousCount, currentCount] = await Promise.all([this.count(clientId, previous), this.count(clientId, current)]);
    return { previous: previousCount, current: currentCount, previous_period: previous, current_period: current };
  }

  private async count(clientId: number, period: Period): Promise<number> {
    const row = await this.db
      .selectFrom('shipments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('client_id', '=', clientId)
      .where('deleted_at', 'is', null)
      .where('created_at', '>=', warsawDayStart(period.start))
      .where('created_at', '<', warsawDayEnd(period.end))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
