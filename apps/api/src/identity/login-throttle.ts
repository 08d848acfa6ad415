import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@parcel/domain';
import { CLOCK, INFRA, type Clock } from '../shared/tokens.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';

interface Failures {
  count: number;
  firstAt: number;
  lockedUntil: number;
}

/** How many more failures one e-mail takes from all addresses together. */
const ALL_ADDRESSES_FACTOR = 10;

/**
 * Failed logins lock for LOGIN_LOCK_MINUTES: one e-mail from one client
 * address after LOGIN_MAX_FAILURES failures, and one e-mail from everywhere
 * after ten times as many. So a stranger who knows an e-mail locks out only
 * their own address, while guessing from many addresses is still bounded.
 * Kept in the API process: with N replicas the budget is N times larger.
 */
@Injectable()
export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();
  private readonly max: number;
  private readonly windowMs: number;

  constructor(@Inject(INFRA) infra: Pick<Infrastructure, 'config'>, @Inject(CLOCK) private readonly clock: Clock) {
    this.max = infra.config.LOGIN_MAX_FAILURES;
    this.windowMs = infra.config.LOGIN_LOCK_MINUTES * 60_000;
  }

  assertAllowed(email: string, address: string): void {
    const now = this.clock.now().getTime();
    for (const key of this.keys(email, address)) {
      const entry = this.failures.get(key);
      if (entry && entry.lockedUntil > now) throw new DomainError('too_many_attempts');
    }
  }

  recordFailure(email: string, address: string): void {
    const now = this.clock.now().getTime();
    const [pair, all] = this.keys(email, address);
    this.count(pair, this.max, now);
    this.count(all, this.max * ALL_ADDRESSES_FACTOR, now);
    if (this.failures.size > 100_000) this.prune(now);
  }

  recordSuccess(email: string, address: string): void {
    this.failures.delete(this.keys(email, address)[0]);
  }

  private keys(email: string, address: string): [string, string] {
    return [`${email}\n${address}`, email];
  }

  private count(key: string, max: number, now: number): void {
    let entry = this.failures.get(key);
    if (!entry || now - entry.firstAt > this.windowMs) entry = { count: 0, firstAt: now, lockedUntil: 0 };
    entry.count++;
    if (entry.count >= max) entry.lockedUntil = now + this.windowMs;
    this.failures.set(key, entry);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (now - entry.firstAt > this.windowMs && entry.lockedUntil < now) this.failures.delete(key);
  }
}
