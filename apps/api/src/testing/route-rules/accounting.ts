import { shipmentNumber } from '@parcel/domain';
import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;
const NO_SHIPMENT = shipmentNumber(999_999_999, 'RO');

/** Accounting (apps/api/src/accounting): a shipment's accounted amounts and the exchange-rate table are the admins'. */
export const ACCOUNTING_RULES: Record<string, RouteRule> = {
  'GET /api/app/v2/shipment/:internalNumber/accounted-amounts': {
    roles: ADMIN,
    path: `/api/app/v2/shipment/${NO_SHIPMENT}/accounted-amounts`,
    passes: 404,
  },
  'GET /api/app/v1/exchange_rate/list': { roles: ADMIN, passes: 200 },
  'PUT /api/app/v1/exchange_rate': { roles: ADMIN, body: {}, passes: 422 },
};
