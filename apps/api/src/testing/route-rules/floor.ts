import type { RouteRule } from './index.js';

/** The live floor view (apps/api/src/warehouse/floor): admins only (workers see their own workstation, clients never the floor). */
export const FLOOR_RULES: Record<string, RouteRule> = {
  'GET /api/app/v1/warehouse/floor': { roles: ['admin'], passes: 200 },
};
