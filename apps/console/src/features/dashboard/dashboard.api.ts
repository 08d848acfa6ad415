import { queryOptions } from '@tanstack/react-query';
import { DASHBOARD_READ_MODELS, dashboardResponse, type DashboardResponse } from '@parcel/contracts';
import { ROLES, type Role } from '@parcel/domain';
import { call } from '@/shared/api/http';

export type DashboardRole = DashboardResponse['role'];

const ROLE_NAMES: Record<Role, DashboardRole> = {
  [ROLES.admin]: 'admin',
  [ROLES.warehouse_worker]: 'warehouse_worker',
  [ROLES.client]: 'client',
};

/** The name of the role's figures (the answer's `role`). */
export const dashboardRole = (role: Role): DashboardRole => ROLE_NAMES[role];

/**
 * GET app/v1/dashboard: the caller's role's figures. The key names the
 * dashboard, not one read model: it is refreshed by the notices of every read
 * model its figures read (DASHBOARD_READ_MODELS, useLiveRefresh).
 */
export const dashboardQuery = (role: DashboardRole) =>
  queryOptions({
    queryKey: ['dashboard', role],
    queryFn: ({ signal }) => call('GET', 'app/v1/dashboard', { schema: dashboardResponse, signal }),
  });

export const dashboardReadModels = (role: DashboardRole): readonly string[] => DASHBOARD_READ_MODELS[role];
