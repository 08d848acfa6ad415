import type { ApiArea } from '../platform/area.js';
import { RESIGNATIONS_ERRORS } from './resignations.errors.js';
import { ResignationsLiveRules } from './resignations.live.js';
import { ResignationsModule } from './resignations.module.js';

export { ResignationsModule } from './resignations.module.js';

export const resignationsArea: ApiArea = {
  name: 'resignations',
  module: ResignationsModule,
  errors: RESIGNATIONS_ERRORS,
  live: ResignationsLiveRules,
};
