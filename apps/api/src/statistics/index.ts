import type { ApiArea } from '../platform/area.js';
import { StatisticsLiveRules } from './statistics.live.js';
import { StatisticsModule } from './statistics.module.js';

export { StatisticsQueries } from './queries/statistics.queries.js';

export const statisticsArea: ApiArea = {
  name: 'statistics',
  module: StatisticsModule,
  errors: {},
  live: StatisticsLiveRules,
};
