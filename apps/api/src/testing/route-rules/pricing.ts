import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;
const BASE = '/api/app/v1/operational_price_list';

/** Operational price lists (apps/api/src/pricing): admins only; warehouse workers and clients 403. */
export const PRICING_RULES: Record<string, RouteRule> = {
  'GET /api/app/v1/operational_price_list/:type/special_associations': {
    roles: ADMIN,
    path: `${BASE}/income/special_associations`,
    passes: 200,
  },
  'GET /api/app/v1/operational_price_list/:type/current_active': { roles: ADMIN, path: `${BASE}/cost/current_active`, passes: 200 },
  'GET /api/app/v1/operational_price_list/:type/current_active/:special_association': {
    roles: ADMIN,
    path: `${BASE}/income/current_active/standard?id_country=1`,
    passes: 404,
  },
  'GET /api/app/v1/operational_price_list/:type/one/:id': { roles: ADMIN, path: `${BASE}/income/one/2000000000`, passes: 404 },
  'GET /api/app/v1/operational_price_list/:type/check/:id': { roles: ADMIN, path: `${BASE}/income/check/0`, passes: 200 },
  'POST /api/app/v1/operational_price_list/:type/list/:clientId': { roles: ADMIN, path: `${BASE}/income/list/0`, body: {}, passes: 200 },
  'POST /api/app/v1/operational_price_list/:type': { roles: ADMIN, path: `${BASE}/income`, body: {}, passes: 422 },
  'PUT /api/app/v1/operational_price_list/:type': { roles: ADMIN, path: `${BASE}/income`, body: {}, passes: 422 },
  'DELETE /api/app/v1/operational_price_list/:type': { roles: ADMIN, path: `${BASE}/income`, body: {}, passes: 422 },
  'PATCH /api/app/v1/operational_price_list/:type': { roles: ADMIN, path: `${BASE}/income`, body: {}, passes: 422 },
  'GET /api/app/v1/courier/list': { roles: ADMIN, passes: 200 },
  'GET /api/app/v1/currency': { roles: ADMIN, passes: 200 },
};
