import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;
const STAFF = ['admin', 'worker'] as const;
/** An id nobody has. */
const NONE = 999_999;

/**
 * Intake with client assignment, external inbound (staff) and unknown client
 * aliases (admins) (apps/api/src/warehouse/intake). Clients never reach them.
 */
export const INTAKE_RULES: Record<string, RouteRule> = {
  'PUT /api/app/v1/parcel/scan-and-assign-to-client': { roles: STAFF, body: {}, passes: 422 },
  'POST /api/app/v1/external_inbound': { roles: STAFF, body: {}, passes: 422 },
  'GET /api/app/v1/external_inbound/couriers': { roles: STAFF, passes: 200 },
  'POST /api/app/v1/external_inbound/list': { roles: STAFF, body: {}, passes: 200 },
  'PATCH /api/app/v1/external_inbound': { roles: STAFF, body: {}, passes: 422 },
  'GET /api/app/v1/external_inbound/:id': { roles: STAFF, path: `/api/app/v1/external_inbound/${NONE}`, passes: 404 },
  'GET /api/app/v1/unknown_client_alias': { roles: ADMIN, passes: 200 },
  'GET /api/app/v1/unknown_client_alias/:id': { roles: ADMIN, path: `/api/app/v1/unknown_client_alias/${NONE}`, passes: 404 },
  'PUT /api/app/v1/unknown_client_alias': { roles: ADMIN, body: {}, passes: 422 },
};
