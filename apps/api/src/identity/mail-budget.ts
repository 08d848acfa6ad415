import { Inject, Injectable } from '@nestjs/common';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { RateLimits } from '../shared/rate-limits.js';
import { INFRA } from '../shared/tokens.js';

const HOUR_MS = 3_600_000;

/**
 * Mails anyone may ask for without logging in (recovery, registration):
 * MAIL_LIMIT_PER_EMAIL per hour to one e-mail and MAIL_LIMIT_PER_ADDRESS per
 * hour from one client address, counted by the same PostgreSQL counters as
 * failed logins. Every request counts, whether or not the e-mail has an
 * account, so being over the budget says nothing about the account.
 */
@Injectable()
export class MailBudget {
  private readonly perEmail: number;
  private readonly perAddress: number;

  constructor(
    @Inject(INFRA) infra: Pick<Infrastructure, 'config'>,
    @Inject(RateLimits) private readonly counters: RateLimits,
  ) {
    this.perEmail = infra.config.MAIL_LIMIT_PER_EMAIL;
    this.perAddress = infra.config.MAIL_LIMIT_PER_ADDRESS;
  }

  /** Counts a request for a mail to `email` from `address`; false when either budget is spent. */
  async take(email: string, address: string): Promise<boolean> {
    const fromAddress = await this.counters.take(`mail-address\n${address}`, HOUR_MS);
    if (fromAddress > this.perAddress) return false;
    return (await this.counters.take(`mail-email\n${email}`, HOUR_MS)) <= this.perEmail;
  }
}
