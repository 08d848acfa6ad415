import { Controller, Delete, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  claimWorkstationRequest,
  endWorkflowByAdminRequest,
  leaveWorkstationRequest,
  workflowTableRequest,
  workstationIdParams,
  type WorkflowTableRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { CurrentUser, Roles } from '../http/auth.js';
import { Body, Params } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { ClaimWorkstationCommand } from './claim-workstation/claim-workstation.js';
import { LeaveWorkstationCommand } from './leave-workstation/leave-workstation.js';
import { WorkstationsQueries } from './queries/workstations.queries.js';

type Leave = z.output<typeof leaveWorkstationRequest>;

/** Workflows: a worker's time at a workstation (spec/02 §4 "Workstation", spec/01 §4 "Session"). */
@Controller('app/v1')
@Roles(ROLES.admin, ROLES.warehouse_worker)
export class WorkflowsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(WorkstationsQueries) private readonly queries: WorkstationsQueries,
  ) {}

  @Get('warehouse/workstation/workflow/:id')
  @Roles(ROLES.admin)
  history(@Params(workstationIdParams) params: z.output<typeof workstationIdParams>) {
    return this.queries.history(params.id);
  }

  @Post('warehouse/workstation/workflow/history')
  @Roles(ROLES.admin)
  @HttpCode(200)
  historyTable(@Body(workflowTableRequest) body: WorkflowTableRequest) {
    return this.queries.historyTable(body);
  }

  /** /set-workstation: 404 unknown, 406 deleted, 423 another worker's. */
  @Post('warehouse/workstation/workflow')
  @HttpCode(200)
  claim(
    @Body(claimWorkstationRequest) body: z.output<typeof claimWorkstationRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new ClaimWorkstationCommand(user, body.code, context));
  }

  @Delete('warehouse/workstation/workflow')
  leave(@Body(leaveWorkstationRequest) body: Leave, @CurrentUser() user: AuthenticatedUser, @Context() context: CommandContext) {
    return this.commands.execute(new LeaveWorkstationCommand(user.id, body.type, context));
  }

  /** The spec's short path of leaving ("DELETE workflow (body type)"). */
  @Delete('workflow')
  leaveShort(@Body(leaveWorkstationRequest) body: Leave, @CurrentUser() user: AuthenticatedUser, @Context() context: CommandContext) {
    return this.leave(body, user, context);
  }

  /** An admin ends a worker's workflow (end type admin, whatever `type` says); 404 when the worker is at none. */
  @Delete('warehouse/workstation/workflow/end-by-admin')
  @Roles(ROLES.admin)
  endByAdmin(@Body(endWorkflowByAdminRequest) body: z.output<typeof endWorkflowByAdminRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new LeaveWorkstationCommand(body.user_id, 'admin', context, true));
  }
}
