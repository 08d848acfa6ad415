import { randomUUID } from 'node:crypto';
import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;
/** A client id nobody has (the matrix's database has few clients). */
const NO_CLIENT = 999_999;

/** Client management routes (apps/api/src/clients) and who may call them. */
export const CLIENT_RULES: Record<string, RouteRule> = {
  'POST /api/client': { roles: ADMIN, body: {}, passes: 422 },
  // Admins and the matrix's client (a role-3 login without a company) have no own client: 404.
  'GET /api/client/data/:id': { roles: ['admin', 'client'], path: '/api/client/data/0', passes: 404 },
  'GET /api/clients': { roles: ADMIN, passes: 200 },
  'GET /api/client/search/:term': { roles: ['admin', 'worker'], path: '/api/client/search/no-such-client', passes: 200 },
  // The spec's PUT app/v1/client/ : Nest registers it without the trailing slash and serves both spellings.
  'PUT /api/app/v1/client': { roles: ADMIN, path: '/api/app/v1/client/', body: {}, passes: 422 },
  'DELETE /api/client': { roles: ADMIN, body: {}, passes: 422 },
  'POST /api/client/restore': { roles: ADMIN, body: {}, passes: 422 },
  'POST /api/app/v1/client/list': { roles: ADMIN, body: {}, passes: 200 },
  'GET /api/app/v1/client/findPeriod/:id': { roles: ADMIN, path: `/api/app/v1/client/findPeriod/${NO_CLIENT}`, passes: 404 },
  'GET /api/app/v1/client/:id/navigation': { roles: ADMIN, path: `/api/app/v1/client/${NO_CLIENT}/navigation`, passes: 404 },
  'GET /api/app/v1/client/:id/allowed_countries': { roles: ADMIN, path: `/api/app/v1/client/${NO_CLIENT}/allowed_countries`, passes: 404 },
  'POST /api/app/v1/client/verify_choose': { roles: ['admin', 'worker'], body: {}, passes: 422 },
  'GET /api/app/v1/country/list': { roles: ['admin', 'worker', 'client'], passes: 200 },

  'GET /api/client/prices/:id': { roles: ADMIN, path: `/api/client/prices/${NO_CLIENT}`, passes: 404 },
  'GET /api/price/:id': { roles: ADMIN, path: `/api/price/${randomUUID()}`, passes: 404 },
  'POST /api/client/prices': { roles: ADMIN, body: {}, passes: 422 },
  'PUT /api/client/prices': { roles: ADMIN, body: {}, passes: 422 },
  'DELETE /api/client/prices': { roles: ADMIN, body: {}, passes: 422 },

  'GET /api/app/v1/client/additional_property_types': { roles: ADMIN, passes: 200 },
  'GET /api/app/v1/client/additional_property_types/:id': {
    roles: ADMIN,
    path: '/api/app/v1/client/additional_property_types/6',
    passes: 200,
  },
  'GET /api/app/v1/client/:id/additional': { roles: ADMIN, path: `/api/app/v1/client/${NO_CLIENT}/additional`, passes: 404 },
  'GET /api/app/v1/client/:id/additional/:parameterId': {
    roles: ADMIN,
    path: `/api/app/v1/client/${NO_CLIENT}/additional/${randomUUID()}`,
    passes: 404,
  },
  'POST /api/app/v1/client/:id/additional': { roles: ADMIN, path: `/api/app/v1/client/${NO_CLIENT}/additional`, body: {}, passes: 422 },
  'PUT /api/app/v1/client/:id/additional': { roles: ADMIN, path: `/api/app/v1/client/${NO_CLIENT}/additional`, body: {}, passes: 422 },
  'DELETE /api/app/v1/client/:id/additional': { roles: ADMIN, path: `/api/app/v1/client/${NO_CLIENT}/additional`, body: {}, passes: 422 },
};
