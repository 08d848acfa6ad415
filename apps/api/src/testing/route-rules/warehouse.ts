import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;
const STAFF = ['admin', 'worker'] as const;
/** A workstation id nobody has. */
const NO_WORKSTATION = 999_999;

/**
 * Warehouses, workstations and workflows (apps/api/src/warehouse): admins
 * manage workstations and see who works where; workers claim and leave them
 * and read the lists (the tag generator). Clients never reach the floor.
 */
export const WAREHOUSE_RULES: Record<string, RouteRule> = {
  'GET /api/app/v1/warehouse': { roles: STAFF, passes: 200 },
  'GET /api/app/v1/warehouse/workstation-types': { roles: STAFF, passes: 200 },
  'GET /api/app/v1/warehouse/:id/workstation/by-type/:type': {
    roles: STAFF,
    path: '/api/app/v1/warehouse/1/workstation/by-type/0',
    passes: 200,
  },
  'GET /api/app/v1/warehouse/:id/workstation/full-info/:type': {
    roles: ADMIN,
    path: '/api/app/v1/warehouse/1/workstation/full-info/1',
    passes: 200,
  },
  'GET /api/app/v1/warehouse/workstation/:id': { roles: STAFF, path: `/api/app/v1/warehouse/workstation/${NO_WORKSTATION}`, passes: 404 },
  'POST /api/app/v1/warehouse/workstation/store': { roles: ADMIN, body: {}, passes: 422 },
  'PUT /api/app/v1/warehouse/workstation': { roles: ADMIN, body: {}, passes: 422 },
  'DELETE /api/app/v1/warehouse/workstation': { roles: ADMIN, body: {}, passes: 422 },
  'GET /api/app/v1/warehouse/workstation/workflow/:id': {
    roles: ADMIN,
    path: `/api/app/v1/warehouse/workstation/workflow/${NO_WORKSTATION}`,
    passes: 404,
  },
  'POST /api/app/v1/warehouse/workstation/workflow/history': { roles: ADMIN, body: {}, passes: 200 },
  'POST /api/app/v1/warehouse/workstation/workflow': { roles: STAFF, body: {}, passes: 422 },
  'DELETE /api/app/v1/warehouse/workstation/workflow': { roles: STAFF, body: {}, passes: 200 },
  'DELETE /api/app/v1/workflow': { roles: STAFF, body: {}, passes: 200 },
  'DELETE /api/app/v1/warehouse/workstation/workflow/end-by-admin': { roles: ADMIN, body: {}, passes: 422 },
};
