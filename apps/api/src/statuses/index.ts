import type { ApiArea } from '../platform/area.js';
import { STATUSES_ERRORS } from './statuses.errors.js';
import { StatusesLiveRules } from './statuses.live.js';
import { StatusesModule } from './statuses.module.js';

export { StatusTypes, type StatusTypeInfo, type StatusTypeLookup } from './status-types.js';
export { StatusesModule } from './statuses.module.js';

export const statusesArea: ApiArea = {
  name: 'statuses',
  module: StatusesModule,
  errors: STATUSES_ERRORS,
  live: StatusesLiveRules,
};
