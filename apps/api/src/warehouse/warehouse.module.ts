import { Module, forwardRef } from '@nestjs/common';
import { ChangeWorkstationHandler } from './change-workstation/change-workstation.js';
import { ClaimWorkstationHandler } from './claim-workstation/claim-workstation.js';
import { CreateWorkstationHandler } from './create-workstation/create-workstation.js';
import { DeleteWorkstationHandler } from './delete-workstation/delete-workstation.js';
import { FloorContext } from './floor-context.js';
import { IntakeModule } from './intake/intake.module.js';
import { LeaveWorkstationHandler } from './leave-workstation/leave-workstation.js';
import { WorkstationsQueries } from './queries/workstations.queries.js';
import { WarehouseLiveRules } from './warehouse.live.js';
import { WorkflowsController } from './workflows.controller.js';
import { WorkstationLogoutProcessManager } from './workstation-logout/workstation-logout.process-manager.js';
import { WorkstationStreams } from './workstation-streams.js';
import { WorkstationsController } from './workstations.controller.js';

/**
 * The warehouse floor (spec/02): warehouses, workstations and workflows.
 * Exports FloorContext: every scanning use case asks it where the scan happens.
 */
@Module({
  imports: [forwardRef(() => IntakeModule)],
  controllers: [WorkstationsController, WorkflowsController],
  providers: [
    WorkstationStreams,
    WorkstationsQueries,
    FloorContext,
    WarehouseLiveRules,
    CreateWorkstationHandler,
    ChangeWorkstationHandler,
    DeleteWorkstationHandler,
    ClaimWorkstationHandler,
    LeaveWorkstationHandler,
    WorkstationLogoutProcessManager,
  ],
  exports: [FloorContext, WorkstationStreams, WarehouseLiveRules, WorkstationLogoutProcessManager],
})
export class WarehouseModule {}
