import type { RouteRule } from './index.js';

const STAFF = ['admin', 'worker'] as const;
const ALL = ['admin', 'worker', 'client'] as const;

/**
 * Problem parcels and the scan search (apps/api/src/warehouse/problems): the
 * floor's staff list and resolve parcels waiting in problematic sectors; every
 * role searches (a client only its own parcels: a code naming nothing of its
 * own is 404).
 */
export const PROBLEM_RULES: Record<string, RouteRule> = {
  'PUT /api/app/v1/problematic-sector/resolve': { roles: STAFF, body: {}, passes: 422 },
  'POST /api/app/v1/problematic-sector/parcels': { roles: STAFF, body: {}, passes: 200 },
  'GET /api/app/v1/parcel/search/:number': { roles: ALL, path: '/api/app/v1/parcel/search/1PRO0000000000', passes: 404 },
};
