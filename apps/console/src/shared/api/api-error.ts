import type { FieldErrors } from '@parcel/contracts';

/** A failed call: the API's stable code (or network_error / internal_error), and the 422 field map. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: FieldErrors = {},
    /** The whole answer (data beside the code: a sorting refusal's zone and suggested sector). */
    readonly body: Readonly<Record<string, unknown>> = {},
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
  const data = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return new ApiError(status, code, errors, data);
}
