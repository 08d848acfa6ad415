import type { TokenPurpose } from '@parcel/domain';
import { hashToken, newToken } from '../shared/secrets.js';

/** How long a mailed link stays usable. */
const TTL_HOURS: Record<TokenPurpose, number> = { invitation: 7 * 24, verification: 7 * 24, recovery: 24 };

/** A mailed link's token (random unless given: a process manager derives it from its event, so a retry mails the same link). */
export function issueToken(purpose: TokenPurpose, now: Date, token: string = newToken()) {
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TTL_HOURS[purpose] * 3_600_000).toISOString() };
}
