import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { statisticsDailyQuery, statisticsQuery, type StatisticsDailyQuery, type StatisticsQuery } from '@parcel/contracts';
import { ROLES, statisticsFileName } from '@parcel/domain';
import { FileRoute, Roles } from '../http/auth.js';
import { Query } from '../http/validation.js';
import { CLOCK, type Clock } from '../shared/tokens.js';
import { StatisticsQueries } from './queries/statistics.queries.js';
import { writeStatisticsWorkbook } from './statistics-workbook.js';

const SHEET: Record<StatisticsQuery['status'], string> = { received_by_re: 'Przesyłki klientów', back_in_poland: 'Zwroty klientów' };

/** Shipment statistics (spec/02 §2 /stats, §7 "Statistics"): admins only. */
@Controller('app/v1/statistics')
@Roles(ROLES.admin)
export class StatisticsController {
  constructor(
    @Inject(StatisticsQueries) private readonly queries: StatisticsQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('client-shipments')
  clientShipments(@Query(statisticsQuery) query: StatisticsQuery) {
    return this.queries.clientShipments(query.status);
  }

  /** The same rows as an xlsx, opened in a new window (public file token). */
  @Get('client-shipments/download')
  @FileRoute()
  async download(@Query(statisticsQuery) query: StatisticsQuery, @Res() res: Response) {
    const { data } = await this.queries.clientShipments(query.status);
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', `attachment; filename="${statisticsFileName(query.status, this.clock.now())}"`);
    res.setHeader('Cache-Control', 'no-store');
    await writeStatisticsWorkbook(res, SHEET[query.status], data);
  }

  /** The chart's daily counts (a path the spec does not show). */
  @Get('daily')
  daily(@Query(statisticsDailyQuery) query: StatisticsDailyQuery) {
    return this.queries.daily(query.status, query.days, query.client_id);
  }
}
