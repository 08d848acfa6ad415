import { shipmentNumber } from '@parcel/domain';
import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;
const NO_SHIPMENT = shipmentNumber(999_999_999, 'RO');
const NO_INVOICE = 999_999_999;

/** Invoicing (apps/api/src/invoicing): invoices, the run and the accounting periods are the admins'. */
export const INVOICING_RULES: Record<string, RouteRule> = {
  'POST /api/app/v1/invoice/list': { roles: ADMIN, body: {}, passes: 200 },
  'POST /api/app/v1/invoice/trigger': { roles: ADMIN, body: { trigger_date: 'jutro' }, passes: 422 },
  'GET /api/app/v1/invoice/:id': { roles: ADMIN, path: `/api/app/v1/invoice/${NO_INVOICE}`, passes: 404 },
  'GET /api/app/v1/invoice/:id/validation_errors': {
    roles: ADMIN,
    path: `/api/app/v1/invoice/${NO_INVOICE}/validation_errors`,
    passes: 404,
  },
  'PATCH /api/app/v1/invoice/:id/validation_errors': {
    roles: ADMIN,
    path: `/api/app/v1/invoice/${NO_INVOICE}/validation_errors`,
    body: {},
    passes: 422,
  },
  'DELETE /api/app/v1/invoice': { roles: ADMIN, body: {}, passes: 422 },
  'GET /api/app/v1/invoice/:id/download': { roles: ADMIN, path: `/api/app/v1/invoice/${NO_INVOICE}/download`, passes: 404 },
  'GET /api/app/v1/invoice/:id/exported_file_download': {
    roles: ADMIN,
    path: `/api/app/v1/invoice/${NO_INVOICE}/exported_file_download`,
    passes: 404,
  },
  'GET /api/app/v1/accounting/periods/:type/past': { roles: ADMIN, path: '/api/app/v1/accounting/periods/monthly/past', passes: 200 },
  'GET /api/app/v1/accounting/periods/:type/accountable': {
    roles: ADMIN,
    path: '/api/app/v1/accounting/periods/weekly/accountable',
    passes: 200,
  },
  'GET /api/app/v2/shipment/:internalNumber/invoices': { roles: ADMIN, path: `/api/app/v2/shipment/${NO_SHIPMENT}/invoices`, passes: 404 },
};
