import type { RouteRule } from './index.js';

const ALL = ['admin', 'worker', 'client'] as const;

/** The dashboard (apps/api/src/dashboard): every role, each its own figures. */
export const DASHBOARD_RULES: Record<string, RouteRule> = {
  'GET /api/app/v1/dashboard': { roles: ALL, passes: 200 },
};
