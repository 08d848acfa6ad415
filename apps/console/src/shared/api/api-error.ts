import type { FieldErrors } from '@parcel/contracts';

/** A failed call: the API's stable code (or network_error / internal_error), and the 422 field map. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/** Reads an error body of the API ({code, errors?}); anything else becomes internal_error. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const value = (body ?? {}) as { code?: unknown; errors?: unknown };
  const code = typeof value.code === 'string' ? value.code : status === 0 ? 'network_error' : 'internal_error';
  const errors = value.errors && typeof value.errors === 'object' ? (value.errors as FieldErrors) : {};
  return new ApiError(status, code, errors);
}
