import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '@parcel/domain';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { RateLimits } from '../shared/rate-limits.js';
import { INFRA } from '../shared/tokens.js';

const MINUTE_MS = 60_000;

/**
 * The public town search (no login): ADDRESS_SEARCH_LIMIT_PER_ADDRESS requests
 * per minute from one client address, counted by the API's PostgreSQL counters
 * (shared by every replica). A guard, so every request counts, malformed ones
 * too; beyond the limit 429 too_many_searches.
 */
@Injectable()
export class TownSearchThrottle implements CanActivate {
  private readonly perMinute: number;

  constructor(
    @Inject(INFRA) infra: Pick<Infrastructure, 'config'>,
    @Inject(RateLimits) private readonly counters: RateLimits,
  ) {
    this.perMinute = infra.config.ADDRESS_SEARCH_LIMIT_PER_ADDRESS;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const address = context.switchToHttp().getRequest<Request>().ip ?? 'unknown';
    if ((await this.counters.take(`town-search\n${address}`, MINUTE_MS)) > this.perMinute) throw new DomainError('too_many_searches');
    return true;
  }
}
