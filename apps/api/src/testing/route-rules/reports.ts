import { randomUUID } from 'node:crypto';
import type { RouteRule } from './index.js';

const ALL = ['admin', 'worker', 'client'] as const;
const STAFF = ['admin', 'worker'] as const;

/** Reports (apps/api/src/reports): everyone orders and reads their own; validation errors are the staff's, the invoice flag the admins'. */
export const REPORTS_RULES: Record<string, RouteRule> = {
  'POST /api/app/v1/export': { roles: ALL, body: {}, passes: 422 },
  'POST /api/app/v1/export/custom': { roles: ALL, body: {}, passes: 422 },
  'GET /api/app/v1/export/find/:uuid': { roles: ALL, path: `/api/app/v1/export/find/${randomUUID()}`, passes: 404 },
  'GET /api/app/v1/export/find/:uuid/validation_errors': {
    roles: STAFF,
    path: `/api/app/v1/export/find/${randomUUID()}/validation_errors`,
    passes: 404,
  },
  'PATCH /api/app/v1/export/validation_error': { roles: STAFF, body: {}, passes: 422 },
  'PATCH /api/app/v1/export': { roles: ['admin'], body: {}, passes: 422 },
  'POST /api/app/v1/export/latest': { roles: ALL, body: {}, passes: 200 },
  'POST /api/app/v1/export/latest/:type': { roles: ALL, path: '/api/app/v1/export/latest/employee_activity', passes: 200 },
  'GET /api/app/v1/export/download/:identifier': { roles: ALL, path: `/api/app/v1/export/download/${randomUUID()}`, passes: 404 },
};
