import type { TokenPurpose } from '@parcel/domain';
import { hashToken, newToken } from '../shared/secrets.js';

/** How long a mailed link stays usable. */
const TTL_HOURS: Record<TokenPurpose, number> = { invitation: 7 * 24, verification: 7 * 24, recovery: 24 };

export function issueToken(purpose: TokenPurpose, now: Date) {
  const token = newToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TTL_HOURS[purpose] * 3_600_000).toISOString() };
}
