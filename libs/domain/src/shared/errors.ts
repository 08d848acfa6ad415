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
  'client_not_found',
  'client_already_blocked',
  'client_not_blocked',
  'country_not_allowed',
  'country_unknown',
  'criterion_not_available',
  'billing_period_not_found',
  'parameter_not_found',
  'parameter_type_not_found',
  'parameter_type_taken',
  'parameter_not_editable',
  'parameter_value_invalid',
  'dispatch_already_blocked',
  'price_band_not_found',
  'price_band_range_invalid',
  'price_band_overlap',
  'credential_not_found',
  'credential_protected',
  'credential_not_main',
  'credential_check_required',
  'credential_rejected',
  'courier_unavailable',
  'external_credential_not_found',
  'external_credential_login_required',
  'wrong_expected_revision',
  'internal_error',
  'invalid_current_password',
  'email_not_verified',
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
