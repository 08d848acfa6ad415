import { ERROR_CODES, type ErrorCode, type SharedErrorCode } from '@parcel/domain';
import type { ApiArea, ErrorHttp } from '../platform/area.js';

/** Injection token of the composed code -> HTTP map the error filter answers with. */
export const ERROR_HTTP = Symbol('ErrorHttp');
export type ErrorHttpMap = Readonly<Record<ErrorCode, ErrorHttp>>;

export const SHARED_ERRORS: Record<SharedErrorCode, ErrorHttp> = {
  validation_failed: { status: 422 },
  unauthenticated: { status: 401 },
  forbidden: { status: 403 },
  not_found: { status: 404 },
  wrong_expected_revision: { status: 409 },
  internal_error: { status: 500 },
};

/** The shared codes and every area's own; a code no area maps is a startup error, not a 500 later. */
export function composeErrors(areas: readonly ApiArea[]): ErrorHttpMap {
  const map: Partial<Record<ErrorCode, ErrorHttp>> = { ...SHARED_ERRORS };
  for (const area of areas) {
    for (const [code, http] of Object.entries(area.errors) as [ErrorCode, ErrorHttp][]) {
      if (code in map && !(code in SHARED_ERRORS)) throw new Error(`Error code ${code} is mapped by two areas`);
      map[code] = http;
    }
  }
  const unmapped = ERROR_CODES.filter((code) => !(code in map));
  if (unmapped.length > 0) throw new Error(`Error codes no area maps to HTTP: ${unmapped.join(', ')}`);
  return map as ErrorHttpMap;
}
