import { Inject, Injectable } from '@nestjs/common';
import type { AccountingPeriodView } from '@parcel/contracts';
import { accountablePeriod, calendarDateIn, pastPeriods, type AccountingPeriod, type AccountingPeriodType } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { CLOCK, INFRA, type Clock } from '../../shared/tokens.js';

/** How many finished periods GET .../past lists (the list's period filter): a year of months, half a year of weeks. */
export const PAST_PERIODS = { monthly: 12, weekly: 26 } as const;

const view = (period: AccountingPeriod): AccountingPeriodView => ({ id: period.id, from: period.from, to: period.to, type: period.type });

/** Accounting periods from today's Warsaw date; a period's run is triggered when the invoice_runs read model has it. */
@Injectable()
export class AccountingPeriodsQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  past(type: AccountingPeriodType): AccountingPeriodView[] {
    return pastPeriods(type, calendarDateIn(this.clock.now()), PAST_PERIODS[type]).map(view);
  }

  /** The period a trigger would invoice now, or null when its run was triggered already. */
  async accountable(type: AccountingPeriodType): Promise<AccountingPeriodView | null> {
    const latest = accountablePeriod(type, calendarDateIn(this.clock.now()));
    if (!latest) return null;
    const run = await this.db
      .selectFrom('invoice_runs')
      .select('period_id')
      .where('period_type', '=', type)
      .where('period_id', '=', latest.id)
      .executeTakeFirst();
    return run ? null : view(latest);
  }
}
