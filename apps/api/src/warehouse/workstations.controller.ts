import { Controller, Delete, Get, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  changeWorkstationRequest,
  deleteWorkstationRequest,
  workstationDetailsRequest,
  workstationIdParams,
  workstationsOfTypeParams,
  type ChangeWorkstationRequest,
  type WorkstationDetailsRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { Roles } from '../http/auth.js';
import { Body, Params } from '../http/validation.js';
import { ChangeWorkstationCommand } from './change-workstation/change-workstation.js';
import { CreateWorkstationCommand } from './create-workstation/create-workstation.js';
import { DeleteWorkstationCommand } from './delete-workstation/delete-workstation.js';
import { WorkstationsQueries } from './queries/workstations.queries.js';

const detailsOf = (body: WorkstationDetailsRequest) => ({
  code: body.code,
  workstationTypeId: body.workstation_type_id,
  warehouseId: body.warehouse_id,
});

/**
 * Warehouses, workstation types and workstations (spec/02 §7 "Warehouse"):
 * admins manage workstations; warehouse workers read them (the tag generator).
 */
@Controller('app/v1/warehouse')
@Roles(ROLES.admin, ROLES.warehouse_worker)
export class WorkstationsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(WorkstationsQueries) private readonly queries: WorkstationsQueries,
  ) {}

  @Get()
  warehouses() {
    return this.queries.warehouses();
  }

  @Get('workstation-types')
  types() {
    return this.queries.types();
  }

  @Get(':id/workstation/by-type/:type')
  ofType(@Params(workstationsOfTypeParams) params: z.output<typeof workstationsOfTypeParams>) {
    return this.queries.ofType(params.id, params.type);
  }

  @Get(':id/workstation/full-info/:type')
  @Roles(ROLES.admin)
  fullInfo(@Params(workstationsOfTypeParams) params: z.output<typeof workstationsOfTypeParams>) {
    return this.queries.fullInfo(params.id, params.type);
  }

  @Get('workstation/:id')
  workstation(@Params(workstationIdParams) params: z.output<typeof workstationIdParams>) {
    return this.queries.workstation(params.id);
  }

  @Post('workstation/store')
  @Roles(ROLES.admin)
  create(@Body(workstationDetailsRequest) body: WorkstationDetailsRequest, @Context() context: CommandContext) {
    return this.commands.execute(new CreateWorkstationCommand(detailsOf(body), context));
  }

  @Put('workstation')
  @Roles(ROLES.admin)
  change(@Body(changeWorkstationRequest) body: ChangeWorkstationRequest, @Context() context: CommandContext) {
    return this.commands.execute(new ChangeWorkstationCommand(body.id, detailsOf(body), context));
  }

  @Delete('workstation')
  @Roles(ROLES.admin)
  remove(@Body(deleteWorkstationRequest) body: z.output<typeof deleteWorkstationRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new DeleteWorkstationCommand(body.workstation_id, context));
  }
}
