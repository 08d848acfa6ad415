import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@parcel/domain';
import { CLOCK, INFRA, type Clock } from '../shared/tokens.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';

interface Failures {
  count: number;
  firstAt: number;
  lockedUntil: number;
}

/**
 * Repeated failed logins for one e-mail lock that e-mail for a while
 * (LOGIN_MAX_FAILURES within LOGIN_LOCK_MINUTES). Kept in the API process:
 * with N replicas an attacker gets at most N times the budget.
 */
@Injectable()
export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();
  private readonly max: number;
  private readonly windowMs: number;

  constructor(@Inject(INFRA) infra: Infrastructure, @Inject(CLOCK) private readonly clock: Clock) {
    this.max = infra.config.LOGIN_MAX_FAILURES;
    this.windowMs = infra.config.LOGIN_LOCK_MINUTES * 60_000;
  }

  assertAllowed(email: string): void {
    const entry = this.failures.get(email);
    if (entry && entry.lockedUntil > this.clock.now().getTime()) throw new DomainError('too_many_attempts');
  }

  recordFailure(email: string): void {
    const now = this.clock.now().getTime();
    let entry = this.failures.get(email);
    if (!entry || now - entry.firstAt > this.windowMs) entry = { count: 0, firstAt: now, lockedUntil: 0 };
    entry.count++;
    if (entry.count >= this.max) entry.lockedUntil = now + this.windowMs;
    this.failures.set(email, entry);
    if (this.failures.size > 100_000) this.prune(now);
  }

  recordSuccess(email: string): void {
    this.failures.delete(email);
  }

  private prune(now: number): void {
    for (const [email, entry] of this.failures) if (now - entry.firstAt > this.windowMs && entry.lockedUntil < now) this.failures.delete(email);
  }
}
