import { randomUUID } from 'node:crypto';
import type { RoleName, RouteRule } from './index.js';

// Not index.ts's ADMIN: index.ts imports this file, so its values are not initialised yet here.
const ADMIN: readonly RoleName[] = ['admin'];

/** A client id no test creates: reads answer 404 client_not_found. */
const NO_CLIENT = 999_999;

/** Credential routes (apps/api/src/credentials) and who may call them: all admin only. */
export const CREDENTIAL_RULES: Record<string, RouteRule> = {
  'GET /api/credential/types': { roles: ADMIN, passes: 200 },
  'GET /api/couriers': { roles: ADMIN, passes: 200 },
  'GET /api/credential/protected/assigns': { roles: ADMIN, passes: 200 },
  'GET /api/credentials': { roles: ADMIN, passes: 200 },
  'GET /api/credential/:id': { roles: ADMIN, path: `/api/credential/${randomUUID()}`, passes: 404 },
  'GET /api/client/:id/credentials': { roles: ADMIN, path: `/api/client/${NO_CLIENT}/credentials`, passes: 404 },
  'GET /api/client/:id/credentials/type/:type': { roles: ADMIN, path: `/api/client/${NO_CLIENT}/credentials/type/1`, passes: 404 },
  'GET /api/app/v1/client/:id/hasDefaultCredentialsId': {
    roles: ADMIN,
    path: `/api/app/v1/client/${NO_CLIENT}/hasDefaultCredentialsId`,
    passes: 404,
  },
  'POST /api/credential': { roles: ADMIN, body: {}, passes: 422 },
  'PUT /api/credential': { roles: ADMIN, body: {}, passes: 422 },
  'DELETE /api/credentials': { roles: ADMIN, body: {}, passes: 422 },
  'PUT /api/credential/reuse': { roles: ADMIN, body: {}, passes: 422 },
  'PUT /api/credential/check': { roles: ADMIN, body: {}, passes: 422 },
  'PATCH /api/app/v1/credential': { roles: ADMIN, body: {}, passes: 422 },
  'POST /api/credential/main': { roles: ADMIN, body: {}, passes: 422 },
  'DELETE /api/credential/main': { roles: ADMIN, body: {}, passes: 422 },
  'GET /api/ask/credentials/DPD': { roles: ADMIN, passes: 200 },
  'GET /api/client/iai/password': { roles: ADMIN, passes: 200 },
  'PUT /api/client/iai': { roles: ADMIN, body: {}, passes: 422 },
  // No query: passing the guard shows as 422 and asks the courier nothing.
  'GET /api/app/v1/courier/:id/search/contacts': { roles: ADMIN, path: '/api/app/v1/courier/1/search/contacts', passes: 422 },
  'GET /api/app/v1/external_api_credentials/server_addresses': { roles: ADMIN, passes: 200 },
  'GET /api/app/v1/client/:id/external_api_credentials': {
    roles: ADMIN,
    path: `/api/app/v1/client/${NO_CLIENT}/external_api_credentials`,
    passes: 404,
  },
  'GET /api/app/v1/client/:id/external_api_credentials/:credId': {
    roles: ADMIN,
    path: `/api/app/v1/client/${NO_CLIENT}/external_api_credentials/${randomUUID()}`,
    passes: 404,
  },
  'POST /api/app/v1/client/:id/external_api_credentials': {
    roles: ADMIN,
    path: `/api/app/v1/client/${NO_CLIENT}/external_api_credentials`,
    body: {},
    passes: 422,
  },
  'PUT /api/app/v1/client/:id/external_api_credentials': {
    roles: ADMIN,
    path: `/api/app/v1/client/${NO_CLIENT}/external_api_credentials`,
    body: {},
    passes: 422,
  },
  'DELETE /api/app/v1/client/:id/external_api_credentials': {
    roles: ADMIN,
    path: `/api/app/v1/client/${NO_CLIENT}/external_api_credentials`,
    body: {},
    passes: 422,
  },
};
