import { randomUUID } from 'node:crypto';
import { ADDRESSES_RULES } from './addresses.js';
import { CALENDAR_RULES } from './calendar.js';
import { CLIENT_RULES } from './clients.js';
import { COURIER_RULES } from './couriers.js';
import { CREDENTIAL_RULES } from './credentials.js';
import { OPERATIONS_RULES } from './operations.js';
import { STATUSES_RULES } from './statuses.js';
import { SHIPMENT_RULES } from './shipments.js';
import { SORTING_RULES } from './sorting.js';
import { STATISTICS_RULES } from './statistics.js';
import { WAREHOUSE_RULES } from './warehouse.js';
import { TAGS_RULES } from './tags.js';
import { FLOOR_RULES } from './floor.js';
import { SCANNING_RULES } from './scanning.js';
import { PROBLEM_RULES } from './problems.js';
import { INTAKE_RULES } from './intake.js';
import { REPORTS_RULES } from './reports.js';
import { LISTING_RULES } from './listing.js';
import { PRICING_RULES } from './pricing.js';
import { COURIER_PRICES_RULES } from './courier-prices.js';
import { ACCOUNTING_RULES } from './accounting.js';
import { INVOICING_RULES } from './invoicing.js';
import { RESIGNATIONS_RULES } from './resignations.js';
import { DASHBOARD_RULES } from './dashboard.js';
import { SHOPS_RULES } from './shops.js';

export type RoleName = 'admin' | 'worker' | 'client';
export const ALL: readonly RoleName[] = ['admin', 'worker', 'client'];
export const ADMIN: readonly RoleName[] = ['admin'];

export interface RouteRule {
  /** Reachable without a token. */
  readonly public?: boolean;
  /** Roles let through (ignored for public routes). */
  readonly roles?: readonly RoleName[];
  /** The concrete path to call (parameters filled in); the route's own path when omitted. */
  readonly path?: string;
  /** A harmless body: most probes are invalid on purpose, so passing the guard shows as 422 and changes nothing. */
  readonly body?: unknown;
  /** What a caller who passes the guard gets. */
  readonly passes: number;
  /** The call ends the caller's session: use a fresh one each time. */
  readonly consumesSession?: boolean;
}

/**
 * Every route the API serves, with who may call it. A new endpoint without an
 * entry here fails the test below: decide who may call it, then add it.
 */
const IDENTITY_RULES: Record<string, RouteRule> = {
  'GET /api/health': { public: true, passes: 200 },
  'POST /api/user/login': { public: true, body: {}, passes: 422 },
  'POST /api/user/recover': { public: true, body: {}, passes: 422 },
  'POST /api/user/password/reset': { public: true, body: {}, passes: 422 },
  'GET /api/user/confirm/:code': { public: true, path: `/api/user/confirm/${'z'.repeat(43)}`, passes: 400 },
  'POST /api/user/register': { public: true, body: {}, passes: 422 },
  'POST /api/user/logout': { roles: ALL, passes: 200, consumesSession: true },
  'GET /api/whoami': { roles: ALL, passes: 200 },
  'PUT /api/user/password': { roles: ALL, body: {}, passes: 422 },
  'POST /api/users/data': { roles: ADMIN, body: {}, passes: 200 },
  'POST /api/users/data/deleted': { roles: ADMIN, body: {}, passes: 200 },
  'POST /api/users/employees-emails': { roles: ADMIN, body: {}, passes: 422 },
  'POST /api/user': { roles: ADMIN, body: {}, passes: 422 },
  'GET /api/user/:id': { roles: ADMIN, path: `/api/user/${randomUUID()}`, passes: 404 },
  'PUT /api/user': { roles: ADMIN, body: {}, passes: 422 },
  'DELETE /api/user': { roles: ADMIN, body: {}, passes: 422 },
  'POST /api/user/restore': { roles: ADMIN, body: {}, passes: 422 },
};

/** Every route the API serves, with who may call it (one file per area). */
export const RULES: Record<string, RouteRule> = {
  ...IDENTITY_RULES,
  ...CLIENT_RULES,
  ...CREDENTIAL_RULES,
  ...OPERATIONS_RULES,
  ...STATUSES_RULES,
  ...SHIPMENT_RULES,
  ...COURIER_RULES,
  ...ADDRESSES_RULES,
  ...WAREHOUSE_RULES,
  ...CALENDAR_RULES,
  ...TAGS_RULES,
  ...SORTING_RULES,
  ...SCANNING_RULES,
  ...FLOOR_RULES,
  ...STATISTICS_RULES,
  ...PROBLEM_RULES,
  ...INTAKE_RULES,
  ...REPORTS_RULES,
  ...LISTING_RULES,
  ...PRICING_RULES,
  ...COURIER_PRICES_RULES,
  ...ACCOUNTING_RULES,
  ...INVOICING_RULES,
  ...RESIGNATIONS_RULES,
  ...DASHBOARD_RULES,
  ...SHOPS_RULES,
};
