import type { ApiArea } from '../platform/area.js';
import { OPERATIONS_ERRORS } from './operations.errors.js';
import { OperationsLiveRules } from './operations.live.js';
import { OperationsModule } from './operations.module.js';

export const operationsArea: ApiArea = {
  name: 'operations',
  module: OperationsModule,
  errors: OPERATIONS_ERRORS,
  live: OperationsLiveRules,
};
