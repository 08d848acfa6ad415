import type { RoleName, RouteRule } from './index.js';

// Not index.ts's lists: index.ts imports this file, so its values are not initialised yet here.
const STAFF_AND_CLIENTS: readonly RoleName[] = ['admin', 'worker', 'client'];
const ADMIN: readonly RoleName[] = ['admin'];

/** Couriers routes (apps/api/src/couriers): lockers. */
export const COURIER_RULES: Record<string, RouteRule> = {
  // No country_id: passing the guard shows as 422 and reads nothing.
  'GET /api/app/v2/locker/search': { roles: STAFF_AND_CLIENTS, passes: 422 },
  'GET /api/locker/ido_sell/:country': { roles: ADMIN, path: '/api/locker/ido_sell/RO', passes: 200 },
};
