import type { RouteRule } from './index.js';

const ALL = ['admin', 'worker', 'client'] as const;
const ADMIN = ['admin'] as const;

/** The parcel and shipment lists (apps/api/src/listing): every role reads (a client its own rows); admins change statuses in a group. */
export const LISTING_RULES: Record<string, RouteRule> = {
  'POST /api/app/v1/parcel/list': { roles: ALL, body: {}, passes: 200 },
  'POST /api/app/v1/parcel/status/group': { roles: ADMIN, body: {}, passes: 422 },
};
