import type { ApiArea } from '../platform/area.js';
import { DashboardLiveRules } from './dashboard.live.js';
import { DashboardModule } from './dashboard.module.js';

export { DashboardQueries } from './queries/dashboard.queries.js';

export const dashboardArea: ApiArea = {
  name: 'dashboard',
  module: DashboardModule,
  errors: {},
  live: DashboardLiveRules,
};
