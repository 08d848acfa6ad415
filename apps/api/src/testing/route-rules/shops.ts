import type { RouteRule } from './index.js';

const CLIENT = ['client'] as const;
const NO_SHOP = 999_999;

/**
 * Client shop integrations (apps/api/src/shops): the client panel is the
 * client's alone. The matrix's client login has no company: its reads answer
 * 404 (client_not_found), bodies the contract refuses 422 first.
 */
export const SHOPS_RULES: Record<string, RouteRule> = {
  'GET /api/app/v2/client-panel/allowed_countries': { roles: CLIENT, passes: 404 },
  'GET /api/app/v2/client-panel/external_shop': { roles: CLIENT, passes: 404 },
  'POST /api/app/v2/client-panel/external_shop': { roles: CLIENT, body: {}, passes: 422 },
  'DELETE /api/app/v2/client-panel/external_shop': { roles: CLIENT, body: {}, passes: 422 },
  'GET /api/app/v2/client-panel/external_shop/:id': {
    roles: CLIENT,
    path: `/api/app/v2/client-panel/external_shop/${NO_SHOP}`,
    passes: 404,
  },
  'POST /api/app/v2/client-panel/external_shop/:id/synchronize': {
    roles: CLIENT,
    path: `/api/app/v2/client-panel/external_shop/${NO_SHOP}/synchronize`,
    passes: 404,
  },
  'POST /api/app/v2/client-panel/external_shop/:shopId/courier': {
    roles: CLIENT,
    path: `/api/app/v2/client-panel/external_shop/${NO_SHOP}/courier`,
    body: {},
    passes: 422,
  },
  'DELETE /api/app/v2/client-panel/external_shop/:shopId/courier': {
    roles: CLIENT,
    path: `/api/app/v2/client-panel/external_shop/${NO_SHOP}/courier`,
    body: {},
    passes: 422,
  },
  'GET /api/app/v2/client-panel/external_shop/:shopId/courier/:id': {
    roles: CLIENT,
    path: `/api/app/v2/client-panel/external_shop/${NO_SHOP}/courier/1`,
    passes: 404,
  },
  'GET /api/app/v2/client-panel/external_shop/:shopId/platform_couriers': {
    roles: CLIENT,
    path: `/api/app/v2/client-panel/external_shop/${NO_SHOP}/platform_couriers?country_id=1`,
    passes: 404,
  },
};
