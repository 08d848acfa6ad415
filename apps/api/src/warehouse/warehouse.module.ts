import { Module } from '@nestjs/common';
import { ChangeWorkstationHandler } from './change-workstation/change-workstation.js';
import { ClaimWorkstationHandler } from './claim-workstation/claim-workstation.js';
import { CreateWorkstationHandler } from './create-workstation/create-workstation.js';
import { DeleteWorkstationHandler } from './delete-workstation/delete-workstation.js';
import { FloorContextModule } from './floor-context.module.js';
import { FloorModule } from './floor/floor.module.js';
import { IntakeModule } from './intake/intake.module.js';
import { LeaveWorkstationHandler } from './leave-workstation/leave-workstation.js';
import { ProblematicSectorsModule } from './problematic-sectors/problematic-sectors.module.js';
import { ProblemsModule } from './problems/problems.module.js';
import { ScanModule } from './scan/scan.module.js';
import { SortingModule } from './sorting/sorting.module.js';
import { WorkstationsQueries } from './queries/workstations.queries.js';
import { WarehouseLiveRules } from './warehouse.live.js';
import { WorkflowsController } from './workflows.controller.js';
import { WorkstationLogoutProcessManager } from './workstation-logout/workstation-logout.process-manager.js';
import { WorkstationsController } from './workstations.controller.js';

/**
 * The warehouse floor (spec/02): warehouses, workstations and workflows.
 * Exports FloorContext: every scanning use case asks it where the scan happens.
 */
@Module({
  imports: [FloorContextModule, ProblematicSectorsModule, ScanModule, SortingModule, FloorModule, ProblemsModule, IntakeModule],
  controllers: [WorkstationsController, WorkflowsController],
  providers: [
    WorkstationsQueries,
    WarehouseLiveRules,
    CreateWorkstationHandler,
    ChangeWorkstationHandler,
    DeleteWorkstationHandler,
    ClaimWorkstationHandler,
    LeaveWorkstationHandler,
    WorkstationLogoutProcessManager,
  ],
  exports: [FloorContextModule, WarehouseLiveRules, WorkstationLogoutProcessManager, ProblematicSectorsModule],
})
export class WarehouseModule {}
