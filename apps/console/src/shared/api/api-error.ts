import type { FieldErrors } from '@parcel/contracts';

/** A failed call: the API's stable code (or network_error / internal_error), and the 422 field map. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: FieldErrors = {},
    /** The rest of the error's body: a message for the user, what to do next (a scan's suggested status and sector). */
    readonly details: Readonly<Record<string, unknown>> = {},
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
  const { code: _code, errors: _errors, ...details } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return new ApiError(status, code, errors, details);
}
