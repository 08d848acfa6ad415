import type { ReadModelArea } from '../projector/read-model-area.js';
import { employeeActivityProjection } from './employee-activity.projection.js';
import { exportsProjection } from './exports.projection.js';
import * as exportsTables from './migrations/2026-12-12T10-00-exports.js';
import * as dashboardIndexes from './migrations/2027-01-12T10-02-dashboard-exports-indexes.js';

export { EXPORTS, exportsProjection } from './exports.projection.js';
export { EMPLOYEE_ACTIVITY, employeeActivityProjection } from './employee-activity.projection.js';

/** Reports: the exports list and the employee activity counts. */
export const exportsReadModels: ReadModelArea = {
  name: 'exports',
  projections: [exportsProjection, employeeActivityProjection],
  migrations: { '2026-12-12T10-00-exports': exportsTables, '2027-01-12T10-02-dashboard-exports-indexes': dashboardIndexes },
};
