import { Controller, Delete, Get, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  createProblematicSectorRequest,
  problematicSectorIdRequest,
  problematicSectorListQuery,
  type CreateProblematicSectorRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { Context } from '../../cqrs/request-context.js';
import { Roles } from '../../http/auth.js';
import { Body, Query } from '../../http/validation.js';
import { CreateProblematicSectorCommand } from './create-problematic-sector/create-problematic-sector.js';
import { DeleteProblematicSectorCommand } from './delete-problematic-sector/delete-problematic-sector.js';
import { ProblematicSectors } from './problematic-sectors.js';

/** Problematic sector types (spec/02 §7 "Problematic sectors"): admins and warehouse workers list, add and delete them. */
@Controller('app/v1/problematic-sector')
@Roles(ROLES.admin, ROLES.warehouse_worker)
export class ProblematicSectorsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ProblematicSectors) private readonly sectors: ProblematicSectors,
  ) {}

  @Get('list')
  list(@Query(problematicSectorListQuery) query: z.output<typeof problematicSectorListQuery>) {
    return this.sectors.list({ warehouseId: query.warehouse_id, workstationTypeId: query.workstation_type_id });
  }

  @Post()
  create(@Body(createProblematicSectorRequest) body: CreateProblematicSectorRequest, @Context() context: CommandContext) {
    return this.commands.execute(new CreateProblematicSectorCommand(body, context));
  }

  @Delete()
  remove(@Body(problematicSectorIdRequest) body: z.output<typeof problematicSectorIdRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new DeleteProblematicSectorCommand(body.id, context));
  }
}
