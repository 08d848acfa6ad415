import type { ApiArea } from '../platform/area.js';
import { REPORTS_ERRORS } from './reports.errors.js';
import { ReportsLiveRules } from './reports.live.js';
import { ReportsModule } from './reports.module.js';

export { ReportsModule } from './reports.module.js';
export { ExportWorkers } from './worker/export-runner.js';

export const reportsArea: ApiArea = {
  name: 'reports',
  module: ReportsModule,
  errors: REPORTS_ERRORS,
  live: ReportsLiveRules,
};
