import { Controller, Get, Inject, Ip } from '@nestjs/common';
import type { z } from 'zod';
import { shipmentNumberParams } from '@parcel/contracts';
import { DomainError } from '@parcel/domain';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { Public } from '../http/auth.js';
import { Params } from '../http/validation.js';
import { RateLimits } from '../shared/rate-limits.js';
import { INFRA } from '../shared/tokens.js';
import { PublicTrackingQueries } from './queries/public-tracking.queries.js';

/** Public tracking (spec/03 §7): no token; each client address may ask TRACKING_REQUESTS_PER_MINUTE times a minute. */
@Controller('app/v2/public/shipment')
export class PublicTrackingController {
  private readonly perMinute: number;
  constructor(
    @Inject(PublicTrackingQueries) private readonly tracking: PublicTrackingQueries,
    @Inject(RateLimits) private readonly limits: RateLimits,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.perMinute = infra.config.TRACKING_REQUESTS_PER_MINUTE;
  }

  @Get(':internalNumber/history')
  @Public()
  async history(@Params(shipmentNumberParams) params: z.output<typeof shipmentNumberParams>, @Ip() address: string) {
    // The count and the lookup go together (one round trip less); over the budget the answer is 429 whatever was found.
    const [uses, found] = await Promise.allSettled([
      this.limits.take(`tracking\n${address}`, 60_000),
      this.tracking.history(params.internalNumber),
    ]);
    if (uses.status === 'rejected') throw uses.reason;
    if (uses.value > this.perMinute) throw new DomainError('tracking_rate_limited');
    if (found.status === 'rejected') throw found.reason;
    return found.value;
  }
}
