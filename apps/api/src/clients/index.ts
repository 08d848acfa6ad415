import type { ApiArea } from '../platform/area.js';
import { ClientLoginsProcessManager } from './client-logins/client-logins.process-manager.js';
import { CLIENT_ERRORS } from './clients.errors.js';
import { ClientsLiveRules } from './clients.live.js';
import { ClientsModule } from './clients.module.js';

export { ClientStreams, clientModel } from './client-streams.js';
export { ClientOwners } from './client-owners.js';

export const clientsArea: ApiArea = {
  name: 'clients',
  module: ClientsModule,
  errors: CLIENT_ERRORS,
  live: ClientsLiveRules,
  processManagers: [ClientLoginsProcessManager],
};
