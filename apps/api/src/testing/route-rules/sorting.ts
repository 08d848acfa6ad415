import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;
const STAFF = ['admin', 'worker'] as const;

/**
 * Sorting (apps/api/src/warehouse/sorting): staff classify parcels and read
 * the zones and the clients to sort for; only admins read the rules.
 * Clients never reach the floor.
 */
export const SORTING_RULES: Record<string, RouteRule> = {
  'POST /api/app/v1/parcel/classify/courier': { roles: STAFF, body: {}, passes: 422 },
  'GET /api/app/v1/sorting/rules': { roles: ADMIN, passes: 200 },
  'GET /api/app/v1/sorting/zones': { roles: STAFF, passes: 200 },
  'GET /api/app/v1/sorting/clients/:term': { roles: STAFF, path: '/api/app/v1/sorting/clients/zzzzzz', passes: 200 },
};
