import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;
const STAFF = ['admin', 'worker'] as const;
/** A status type id nobody has (added types start at 1000). */
const NO_TYPE = 999_999;

/**
 * Status types and groups (apps/api/src/statuses) and who may call them:
 * admins manage types; warehouse workers read them (their screens' status
 * choice); groups (names and ids, the parcel listing's filter) are for everyone.
 */
export const STATUSES_RULES: Record<string, RouteRule> = {
  'POST /api/app/v1/status_type/datatable': { roles: ADMIN, body: {}, passes: 200 },
  'GET /api/app/v1/status_type/:id': { roles: STAFF, path: `/api/app/v1/status_type/${NO_TYPE}`, passes: 404 },
  'POST /api/app/v1/status_type': { roles: ADMIN, body: {}, passes: 422 },
  'PUT /api/app/v1/status_type': { roles: ADMIN, body: {}, passes: 422 },
  'DELETE /api/app/v1/status_type': { roles: ADMIN, body: {}, passes: 422 },
  'GET /api/app/v1/status_type/by-system-id/:systemId': {
    roles: STAFF,
    path: '/api/app/v1/status_type/by-system-id/no_such_status',
    passes: 404,
  },
  'GET /api/app/v1/status_type/sorted_for_warehouse_select/:id': {
    roles: STAFF,
    path: '/api/app/v1/status_type/sorted_for_warehouse_select/1',
    passes: 200,
  },
  'GET /api/app/v1/status_type_group/list': { roles: ['admin', 'worker', 'client'], passes: 200 },
  'GET /api/app/v1/status_type_group/one/:identifier': {
    roles: ['admin', 'worker', 'client'],
    path: '/api/app/v1/status_type_group/one/99',
    passes: 404,
  },
};
