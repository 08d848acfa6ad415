import type { RouteRule } from './index.js';

const STAFF = ['admin', 'worker'] as const;
/** A parcel id nobody has. */
const NO_PARCEL = 999_999_999;

/**
 * Problematic sectors and the scanning screen (apps/api/src/warehouse/problematic-sectors,
 * apps/api/src/warehouse/scan): staff only; clients never reach the floor.
 */
export const SCANNING_RULES: Record<string, RouteRule> = {
  'GET /api/app/v1/problematic-sector/list': { roles: STAFF, passes: 200 },
  'POST /api/app/v1/problematic-sector': { roles: STAFF, body: {}, passes: 422 },
  'DELETE /api/app/v1/problematic-sector': { roles: STAFF, body: {}, passes: 422 },
  'POST /api/app/v1/parcel/scan': { roles: STAFF, body: {}, passes: 422 },
  'GET /api/app/v1/parcel/find/:field/:value': { roles: STAFF, path: `/api/app/v1/parcel/find/id/${NO_PARCEL}`, passes: 404 },
  'GET /api/app/v1/parcel/find/:field/:value/history': {
    roles: STAFF,
    path: `/api/app/v1/parcel/find/id/${NO_PARCEL}/history`,
    passes: 404,
  },
  'PATCH /api/app/v1/parcel/dimensions': { roles: STAFF, body: {}, passes: 422 },
  'PATCH /api/app/v1/parcel/dimensions-selective': { roles: STAFF, body: {}, passes: 422 },
  'POST /api/app/v1/parcel/check-dimensions': { roles: STAFF, body: {}, passes: 422 },
  'DELETE /api/app/v1/parcel/status': { roles: STAFF, body: {}, passes: 422 },
  'PATCH /api/app/v1/warehouse/scan/internal_instruction_code': { roles: STAFF, body: {}, passes: 422 },
};
