import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { z } from 'zod';
import { accountingPeriodTypeParams } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { Roles } from '../http/auth.js';
import { Params } from '../http/validation.js';
import { AccountingPeriodsQueries } from './queries/accounting-periods.queries.js';

type PeriodType = z.output<typeof accountingPeriodTypeParams>;

/** Accounting periods (spec/03 §3, §7): the finished ones and the one a trigger would invoice now. Admins only. */
@Controller('app/v1/accounting/periods')
@Roles(ROLES.admin)
export class AccountingPeriodsController {
  constructor(@Inject(AccountingPeriodsQueries) private readonly queries: AccountingPeriodsQueries) {}

  @Get(':type/past')
  past(@Params(accountingPeriodTypeParams) params: PeriodType) {
    return this.queries.past(params.type);
  }

  @Get(':type/accountable')
  async accountable(@Params(accountingPeriodTypeParams) params: PeriodType, @Res() res: Response) {
    // JSON null when none (Nest would answer an empty body).
    res.json(await this.queries.accountable(params.type));
  }
}
