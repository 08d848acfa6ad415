import type { ErrorCode } from '@parcel/domain';

/** The one place where stable error codes become HTTP statuses. */
export const HTTP_STATUS: Record<ErrorCode | 'invalid_event', number> = {
  validation_failed: 422,
  email_taken: 422,
  unauthenticated: 401,
  invalid_credentials: 401,
  account_blocked: 403,
  forbidden: 403,
  not_found: 404,
  user_not_found: 404,
  user_already_blocked: 409,
  user_not_blocked: 409,
  wrong_expected_revision: 409,
  token_invalid: 400,
  token_expired: 400,
  too_many_attempts: 429,
  invalid_event: 500,
  internal_error: 500,
};

/** Codes that concern one form field: answered in the 422 field map. */
export const FIELD_OF_CODE: Partial<Record<ErrorCode, string>> = { email_taken: 'email' };
