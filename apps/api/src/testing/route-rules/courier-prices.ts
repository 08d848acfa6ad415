import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;

/** The courier price table (apps/api/src/courier-prices): admins only (spec/03 §2 /prices). Probes change nothing. */
export const COURIER_PRICES_RULES: Record<string, RouteRule> = {
  'GET /api/courier/:courierId/prices': { roles: ADMIN, path: '/api/courier/1/prices', passes: 200 },
  'GET /api/courier/:courierId/prices/:id': { roles: ADMIN, path: '/api/courier/1/prices/1', passes: 200 },
  'PUT /api/courier/price': { roles: ADMIN, body: {}, passes: 422 },
};
