import type { RouteRule } from './index.js';

/** Client management routes (apps/api/src/clients) and who may call them. */
export const CLIENT_RULES: Record<string, RouteRule> = {};
