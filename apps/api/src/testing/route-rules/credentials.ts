import type { RouteRule } from './index.js';

/** Credential routes (apps/api/src/credentials) and who may call them. */
export const CREDENTIAL_RULES: Record<string, RouteRule> = {};
