import { Inject, Injectable } from '@nestjs/common';
import { SecretCipher } from '../../shared/cipher.js';
import { CLOCK, type Clock } from '../../shared/tokens.js';

/** How long a passing check lets the same values be saved. */
export const CHECK_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The values a check token vouches for. */
export interface CheckedValues {
  readonly courierId: number;
  readonly username: string;
  readonly password: string;
  readonly service: string;
}

const message = (values: CheckedValues, expiresAt: number) =>
  // A JSON array: no separator inside a value can make two different logins sign alike.
  JSON.stringify(['courier-check', values.courierId, values.username, values.password, values.service, expiresAt]);

/**
 * Proof that a courier accepted these exact values within the last hour:
 * '<expiry in epoch seconds>.<HMAC-SHA256 of courier, username, password,
 * service and expiry>'. Nothing is stored; the password never leaves the HMAC.
 */
@Injectable()
export class CheckTokens {
  constructor(
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  issue(values: CheckedValues): string {
    const expiresAt = Math.floor((this.clock.now().getTime() + CHECK_TOKEN_TTL_MS) / 1000);
    return `${expiresAt}.${this.cipher.sign(message(values, expiresAt))}`;
  }

  /** True when the token was issued for exactly these values and has not expired. */
  verify(token: string | undefined, values: CheckedValues): boolean {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
    if (!match) return false;
    const expiresAt = Number(match[1]);
    if (expiresAt * 1000 <= this.clock.now().getTime()) return false;
    return this.cipher.verify(message(values, expiresAt), match[2]!);
  }
}
