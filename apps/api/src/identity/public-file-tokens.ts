import { Inject, Injectable } from '@nestjs/common';
import { SecretCipher } from '../shared/cipher.js';
import { CLOCK, type Clock } from '../shared/tokens.js';
import { SessionLookup, type AuthenticatedUser } from './session-lookup.js';

/** How long a public file token opens files: long enough to open a new window, short enough to be useless when leaked. */
export const PUBLIC_FILE_TOKEN_TTL_MS = 120_000;

/**
 * Public file tokens (GET public_token): `<session id>.<expiry ms>.<HMAC>`.
 * Valid until the expiry and only while the session that asked for it lives
 * (logout or block ends them too); routes marked @FileRoute() accept them.
 */
@Injectable()
export class PublicFileTokens {
  constructor(
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
    @Inject(SessionLookup) private readonly sessions: SessionLookup,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  issue(user: AuthenticatedUser): { token: string; expires_at: string } {
    const expires = this.clock.now().getTime() + PUBLIC_FILE_TOKEN_TTL_MS;
    const token = `${user.sessionId}.${expires}.${this.cipher.sign(this.message(user.sessionId, expires))}`;
    return { token, expires_at: new Date(expires).toISOString() };
  }

  async user(token: string): Promise<AuthenticatedUser | undefined> {
    const [sessionId, expiry, signature, extra] = token.split('.');
    const expires = Number(expiry);
    if (!sessionId || !signature || extra !== undefined || !Number.isSafeInteger(expires)) return undefined;
    if (expires < this.clock.now().getTime() || !this.cipher.verify(this.message(sessionId, expires), signature)) return undefined;
    return this.sessions.findSession(sessionId);
  }

  private message(sessionId: string, expires: number): string {
    return `public-file:${sessionId}:${expires}`;
  }
}
