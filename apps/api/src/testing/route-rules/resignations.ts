import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;
const CLIENT = ['client'] as const;
const NO_REPORT = 999_999_999;

/**
 * Reported resignations (apps/api/src/resignations): the staff calls are the
 * admins' (their screens are admin only, spec/03 §2), the client calls the
 * clients' (their own reports). The probes change nothing: empty bodies are
 * 422, unknown ids 404; a list answers 200.
 */
export const RESIGNATIONS_RULES: Record<string, RouteRule> = {
  'POST /api/app/v1/parcel/resignation/ajax': { roles: ADMIN, body: {}, passes: 200 },
  'POST /api/app/v1/parcel/resignation': { roles: ADMIN, body: {}, passes: 422 },
  'GET /api/app/v1/parcel/resignation/:id': { roles: ADMIN, path: `/api/app/v1/parcel/resignation/${NO_REPORT}`, passes: 404 },
  'PUT /api/app/v1/parcel/resignation': { roles: ADMIN, body: {}, passes: 422 },
  'DELETE /api/app/v1/parcel/resignation': { roles: ADMIN, body: {}, passes: 422 },
  'POST /api/app/v1/client/parcel/resignation/ajax': { roles: CLIENT, body: {}, passes: 200 },
  'POST /api/app/v1/client/parcel/resignation': { roles: CLIENT, body: {}, passes: 422 },
  'GET /api/app/v1/client/parcel/resignation/:id': {
    roles: CLIENT,
    path: `/api/app/v1/client/parcel/resignation/${NO_REPORT}`,
    passes: 404,
  },
  'DELETE /api/app/v1/client/parcel/resignation': { roles: CLIENT, body: {}, passes: 422 },
};
