import type { RouteRule } from './index.js';

/** Tags (apps/api/src/tags): staff print them. */
export const TAGS_RULES: Record<string, RouteRule> = {
  'POST /api/app/v1/tag': { roles: ['admin', 'worker'], body: {}, passes: 422 },
};
