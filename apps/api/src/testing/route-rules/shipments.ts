import { parcelNumber, shipmentNumber } from '@parcel/domain';
import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;
const ALL = ['admin', 'worker', 'client'] as const;
const ADMIN_CLIENT = ['admin', 'client'] as const;
/** A well-formed number (check digit right) of a shipment nobody made. */
const NO_SHIPMENT = shipmentNumber(999_999_999, 'RO');
const NO_CLIENT = 999_999;
const NO_PARCEL = parcelNumber(999_999_999, 'RO');
const STAFF = ['admin', 'worker'] as const;

/** Shipment routes (apps/api/src/shipments) and who may call them. */
export const SHIPMENT_RULES: Record<string, RouteRule> = {
  'POST /api/app/v2/shipment': { roles: ADMIN_CLIENT, path: '/api/app/v2/shipment/', body: {}, passes: 422 },
  'PUT /api/app/v2/shipment': { roles: ADMIN_CLIENT, body: {}, passes: 422 },
  'PATCH /api/app/v2/shipment': { roles: ADMIN_CLIENT, body: {}, passes: 422 },
  'DELETE /api/app/v2/shipment': { roles: ADMIN_CLIENT, body: {}, passes: 422 },
  // The admin names a client nobody has; the matrix's client login has no company: both 404.
  'GET /api/app/v2/shipment/service': { roles: ADMIN_CLIENT, path: `/api/app/v2/shipment/service?client_id=${NO_CLIENT}`, passes: 404 },
  'GET /api/app/v2/shipment/:internalNumber': { roles: ALL, path: `/api/app/v2/shipment/${NO_SHIPMENT}`, passes: 404 },
  'GET /api/app/v2/shipment/:internalNumber/history': { roles: ALL, path: `/api/app/v2/shipment/${NO_SHIPMENT}/history`, passes: 404 },
  'GET /api/app/v2/shipment/:internalNumber/internal_info': {
    roles: ADMIN,
    path: `/api/app/v2/shipment/${NO_SHIPMENT}/internal_info`,
    passes: 404,
  },
  'POST /api/app/v2/parcel/history': { roles: ['admin', 'worker'], body: {}, passes: 422 },
  'DELETE /api/app/v2/parcel/history': { roles: ADMIN, body: {}, passes: 422 },
  'GET /api/app/v2/public/shipment/:internalNumber/history': {
    public: true,
    path: `/api/app/v2/public/shipment/${NO_SHIPMENT}/history`,
    passes: 404,
  },
  'GET /api/audit/shipment/:internalNumber': { roles: ADMIN, path: `/api/audit/shipment/${NO_SHIPMENT}`, passes: 404 },
  // A client may read its own counts only; another client's id answers 403 like a role the route refuses.
  'GET /api/app/v1/client/:id/shipments_count': { roles: ADMIN, path: `/api/app/v1/client/${NO_CLIENT}/shipments_count`, passes: 404 },
  'GET /api/public_token': { roles: ALL, passes: 200 },
  'GET /api/app/v2/shipment/:internalNumber/payload': { roles: ADMIN, path: `/api/app/v2/shipment/${NO_SHIPMENT}/payload`, passes: 404 },
  'PATCH /api/app/v1/parcel/adopt/buffer': { roles: ADMIN, body: {}, passes: 422 },
  'PATCH /api/app/v1/parcel/adopt/unprocessable': { roles: ADMIN, body: {}, passes: 422 },
  'PUT /api/app/v1/parcel/set-new-buffer-number': { roles: STAFF, body: {}, passes: 422 },
  'GET /api/app/v2/shipment/:internalNumber/labels/:size': {
    roles: ALL,
    path: `/api/app/v2/shipment/${NO_SHIPMENT}/labels/dl`,
    passes: 404,
  },
  'POST /api/app/v2/shipment/labels': { roles: ALL, body: {}, passes: 422 },
  'GET /api/app/v1/parcel/:internalNumber/generate-return-sticker': {
    roles: STAFF,
    path: `/api/app/v1/parcel/${NO_PARCEL}/generate-return-sticker`,
    passes: 404,
  },
  'GET /api/parcel/:internalNumber/label/re-paste': { roles: STAFF, path: `/api/parcel/${NO_PARCEL}/label/re-paste`, passes: 404 },
};
