import { Controller, Delete, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  createStatusTypeRequest,
  statusSystemIdParams,
  statusTypeIdParams,
  statusTypeIdRequest,
  statusTypeTableRequest,
  updateStatusTypeRequest,
  type CreateStatusTypeRequest,
  type DataTableRequest,
  type UpdateStatusTypeRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { Roles } from '../http/auth.js';
import { Body, Params } from '../http/validation.js';
import { CreateStatusTypeCommand } from './create-status-type/create-status-type.js';
import { DeleteStatusTypeCommand } from './delete-status-type/delete-status-type.js';
import { StatusTypesQueries } from './queries/status-types.queries.js';
import { UpdateStatusTypeCommand } from './update-status-type/update-status-type.js';

type StatusTypeId = z.output<typeof statusTypeIdParams>;

/**
 * Status types (spec/02 §7): admins manage them; warehouse workers read them
 * (the scanning and sorting screens' status choice, the problem types by
 * system id). Clients read none: internal types are for staff only.
 */
@Controller('app/v1/status_type')
@Roles(ROLES.admin)
export class StatusTypesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(StatusTypesQueries) private readonly queries: StatusTypesQueries,
  ) {}

  @Post('datatable')
  @HttpCode(200)
  table(@Body(statusTypeTableRequest) body: DataTableRequest) {
    return this.queries.table(body);
  }

  @Get('by-system-id/:systemId')
  @Roles(ROLES.admin, ROLES.warehouse_worker)
  bySystemId(@Params(statusSystemIdParams) params: z.output<typeof statusSystemIdParams>) {
    return this.queries.bySystemId(params.systemId);
  }

  /** {id} is the workstation type: every type gets the same list until workstation types say otherwise. */
  @Get('sorted_for_warehouse_select/:id')
  @Roles(ROLES.admin, ROLES.warehouse_worker)
  forWarehouse(@Params(statusTypeIdParams) _params: StatusTypeId) {
    return this.queries.forWarehouse();
  }

  @Get(':id')
  @Roles(ROLES.admin, ROLES.warehouse_worker)
  view(@Params(statusTypeIdParams) params: StatusTypeId) {
    return this.queries.view(params.id);
  }

  @Post()
  create(@Body(createStatusTypeRequest) body: CreateStatusTypeRequest, @Context() context: CommandContext) {
    const { id_courier, ...details } = body;
    return this.commands.execute(new CreateStatusTypeCommand(details, id_courier, context));
  }

  @Put()
  update(@Body(updateStatusTypeRequest) body: UpdateStatusTypeRequest, @Context() context: CommandContext) {
    const { id, ...details } = body;
    return this.commands.execute(new UpdateStatusTypeCommand(id, details, context));
  }

  @Delete()
  remove(@Body(statusTypeIdRequest) body: StatusTypeId, @Context() context: CommandContext) {
    return this.commands.execute(new DeleteStatusTypeCommand(body.id, context));
  }
}
