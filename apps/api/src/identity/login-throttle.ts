import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@parcel/domain';
import { INFRA } from '../shared/tokens.js';
import { RateLimits } from '../shared/rate-limits.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';

/** How many more attempts one e-mail takes from all addresses together than from one. */
const ALL_ADDRESSES_FACTOR = 10;

/** The counters one login attempt was counted in. */
export interface LoginAttempt {
  readonly pair: string;
  readonly address: string;
  readonly email: string;
}

export interface LoginLimits {
  /** Attempts of one e-mail from one address (LOGIN_MAX_FAILURES). */
  readonly pair: number;
  /** Attempts from one address, whatever the e-mail (LOGIN_MAX_FAILURES_PER_ADDRESS). */
  readonly address: number;
  /** Attempts of one e-mail from every address (ten times the pair's), each address counting at most `pair` of them. */
  readonly email: number;
}

export const loginKeys = (email: string, address: string): LoginAttempt => ({
  pair: `login-pair\n${email}\n${address}`,
  address: `login-address\n${address}`,
  email: `login-email\n${email}`,
});

/**
 * Logins are counted BEFORE the password is checked (PostgreSQL counters shared
 * by every replica, see RateLimits), each within a window of LOGIN_LOCK_MINUTES:
 *
 * 1. one e-mail from one address: LOGIN_MAX_FAILURES attempts; a success clears it;
 * 2. one address, any e-mail: LOGIN_MAX_FAILURES_PER_ADDRESS attempts (a success gives its attempt back);
 * 3. one e-mail from every address: ten times LOGIN_MAX_FAILURES, counted only for
 *    attempts that passed 1 (a success gives its attempt back).
 *
 * An attempt beyond a limit is refused (429 too_many_attempts) without checking
 * the password, so a burst of parallel guesses gets at most LOGIN_MAX_FAILURES
 * passwords checked. Because one address adds at most LOGIN_MAX_FAILURES to the
 * e-mail's counter, a stranger who knows an e-mail locks out only their own
 * address; locking the e-mail everywhere takes ten addresses.
 */
@Injectable()
export class LoginThrottle {
  private readonly limits: LoginLimits;
  private readonly windowMs: number;

  constructor(
    @Inject(INFRA) infra: Pick<Infrastructure, 'config'>,
    @Inject(RateLimits) private readonly counters: RateLimits,
  ) {
    const { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_LOCK_MINUTES } = infra.config;
    this.limits = { pair: LOGIN_MAX_FAILURES, address: LOGIN_MAX_FAILURES_PER_ADDRESS, email: LOGIN_MAX_FAILURES * ALL_ADDRESSES_FACTOR };
    this.windowMs = LOGIN_LOCK_MINUTES * 60_000;
  }

  /** Counts an attempt; throws too_many_attempts when it is beyond a limit (the password must then not be checked). */
  async reserve(email: string, address: string): Promise<LoginAttempt> {
    const attempt = loginKeys(email, address);
    for (const step of ['pair', 'address', 'email'] as const) {
      if ((await this.counters.take(attempt[step], this.windowMs)) > this.limits[step]) throw new DomainError('too_many_attempts');
    }
    return attempt;
  }

  /** The attempt logged in: the pair starts afresh, and the shared counters get the attempt back. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.counters.clear(attempt.pair);
    await this.counters.release(attempt.address);
    await this.counters.release(attempt.email);
  }
}
