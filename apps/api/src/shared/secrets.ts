import { createHash, randomBytes } from 'node:crypto';

/** Opaque random token for bearer sessions and mailed links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of tokens are stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
