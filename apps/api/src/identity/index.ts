import type { ApiArea } from '../platform/area.js';
import { IDENTITY_ERRORS } from './identity.errors.js';
import { IdentityLiveRules } from './identity.live.js';
import { IdentityModule } from './identity.module.js';

export const identityArea: ApiArea = {
  name: 'identity',
  module: IdentityModule,
  errors: IDENTITY_ERRORS,
  live: IdentityLiveRules,
};
