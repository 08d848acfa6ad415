/**
 * Stable error codes. The API maps each to an HTTP status in one place
 * (apps/api/src/http/error-codes.ts); the console maps each to Polish text.
 */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'invalid_credentials',
  'account_blocked',
  'too_many_attempts',
  'email_taken',
  'user_not_found',
  'user_already_blocked',
  'user_not_blocked',
  'token_invalid',
  'token_expired',
  'wrong_expected_revision',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/** Exhaustiveness check for switches over unions. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
