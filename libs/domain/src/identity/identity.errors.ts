/** Error codes of the identity area (logins, users, sessions, mailed links). */
export const IDENTITY_ERROR_CODES = [
  'invalid_credentials',
  'account_blocked',
  'too_many_attempts',
  'email_taken',
  'user_not_found',
  'user_already_blocked',
  'user_not_blocked',
  'token_invalid',
  'token_expired',
  'invalid_current_password',
  'email_not_verified',
] as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];
