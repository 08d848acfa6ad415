import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;

/** Operations routes (apps/api/src/operations) and who may call them. */
export const OPERATIONS_RULES: Record<string, RouteRule> = {
  'GET /api/app/v1/dead_letters': { roles: ADMIN, passes: 200 },
  'POST /api/app/v1/dead_letters/:id/retry': { roles: ADMIN, path: '/api/app/v1/dead_letters/999999/retry', passes: 404 },
  'POST /api/app/v1/dead_letters/:id/skip': { roles: ADMIN, path: '/api/app/v1/dead_letters/999999/skip', passes: 404 },
};
