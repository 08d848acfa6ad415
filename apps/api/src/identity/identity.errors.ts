import type { IdentityErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const IDENTITY_ERRORS: Record<IdentityErrorCode, ErrorHttp> = {
  invalid_credentials: { status: 401 },
  account_blocked: { status: 403 },
  too_many_attempts: { status: 429 },
  email_taken: { status: 422, field: 'email' },
  user_not_found: { status: 404 },
  user_already_blocked: { status: 409 },
  user_not_blocked: { status: 409 },
  token_invalid: { status: 400 },
  token_expired: { status: 400 },
  invalid_current_password: { status: 422, field: 'current_password' },
  email_not_verified: { status: 403 },
};
