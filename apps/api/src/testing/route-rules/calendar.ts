import type { RouteRule } from './index.js';

const ADMIN = ['admin'] as const;

/**
 * The calendar (apps/api/src/calendar): admins keep the non-working days;
 * everybody logged in asks for the next working day (due dates).
 */
export const CALENDAR_RULES: Record<string, RouteRule> = {
  'GET /api/app/v1/calendar/years': { roles: ADMIN, passes: 200 },
  'GET /api/app/v1/calendar/year/:year/days': { roles: ADMIN, path: '/api/app/v1/calendar/year/2099/days', passes: 200 },
  'POST /api/app/v1/calendar/day': { roles: ADMIN, body: {}, passes: 422 },
  'DELETE /api/app/v1/calendar/day': { roles: ADMIN, body: {}, passes: 422 },
  'POST /api/app/v1/calendar/holidays/:year': { roles: ADMIN, path: '/api/app/v1/calendar/holidays/1999', passes: 422 },
  'GET /api/app/v1/calendar/next_working_day': {
    roles: ['admin', 'worker', 'client'],
    path: '/api/app/v1/calendar/next_working_day?date=2026-04-03',
    passes: 200,
  },
};
