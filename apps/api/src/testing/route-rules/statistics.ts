import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;

/** Shipment statistics (apps/api/src/statistics): the /stats screen is the admins'. */
export const STATISTICS_RULES: Record<string, RouteRule> = {
  'GET /api/app/v1/statistics/client-shipments': {
    roles: ADMIN,
    path: '/api/app/v1/statistics/client-shipments?status=received_by_re',
    passes: 200,
  },
  'GET /api/app/v1/statistics/client-shipments/download': {
    roles: ADMIN,
    path: '/api/app/v1/statistics/client-shipments/download?status=back_in_poland',
    passes: 200,
  },
  'GET /api/app/v1/statistics/daily': { roles: ADMIN, path: '/api/app/v1/statistics/daily?status=received_by_re&days=90', passes: 200 },
};
