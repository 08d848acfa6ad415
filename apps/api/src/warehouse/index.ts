import type { ApiArea } from '../platform/area.js';
import { WAREHOUSE_ERRORS } from './warehouse.errors.js';
import { WarehouseLiveRules } from './warehouse.live.js';
import { WarehouseModule } from './warehouse.module.js';
import { WorkstationLogoutProcessManager } from './workstation-logout/workstation-logout.process-manager.js';

export { FloorContext } from './floor-context.js';
export { WarehouseModule } from './warehouse.module.js';
export { SortingRules } from './sorting/sorting-rules.js';
export { SortingModule } from './sorting/sorting.module.js';
export { ProblematicSectors } from './problematic-sectors/problematic-sectors.js';
export { ProblematicSectorsModule } from './problematic-sectors/problematic-sectors.module.js';

export const warehouseArea: ApiArea = {
  name: 'warehouse',
  module: WarehouseModule,
  errors: WAREHOUSE_ERRORS,
  live: WarehouseLiveRules,
  processManagers: [WorkstationLogoutProcessManager],
};
export { ClientAliases, type AliasClient } from './intake/client-aliases.js';
export { IntakeModule } from './intake/intake.module.js';
