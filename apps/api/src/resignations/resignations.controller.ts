import { Controller, Delete, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  createResignationRequest,
  resignationIdRequest,
  resignationListRequest,
  resignationParams,
  updateResignationRequest,
  type CreateResignationRequest,
  type DataTableRequest,
  type UpdateResignationRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { CurrentUser, Roles } from '../http/auth.js';
import { Body, Params } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { ChangeResignationCommand } from './change-resignation/change-resignation.js';
import { CreateResignationCommand } from './create-resignation/create-resignation.js';
import { DeleteResignationCommand } from './delete-resignation/delete-resignation.js';
import { ResignationsQueries } from './queries/resignations.queries.js';

/**
 * The staff's reported resignations (spec/03 §7 "Resignations", staff calls):
 * admins only, like their screens (/parcel-reported-resignations is "Admin
 * only", spec/03 §2). Every report, of any client.
 */
@Controller('app/v1/parcel/resignation')
@Roles(ROLES.admin)
export class ResignationsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ResignationsQueries) private readonly queries: ResignationsQueries,
  ) {}

  /** The table protocol: 25 a page, newest first. */
  @Post('ajax')
  @HttpCode(200)
  list(@Body(resignationListRequest) body: DataTableRequest) {
    return this.queries.list(body);
  }

  @Get(':id')
  one(@Params(resignationParams) params: z.output<typeof resignationParams>) {
    return this.queries.one(params.id);
  }

  /** 201 {id, message: 'Utworzono pomyślnie!'}; 422 waybill: required, resignation_waybill_unknown, resignation_exists. */
  @Post()
  create(
    @Body(createResignationRequest) body: CreateResignationRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new CreateResignationCommand(user, body, context));
  }

  /** {id, resend_at, message: 'Zaktualizowano pomyślnie!'}: an empty resend date became now. */
  @Put()
  update(
    @Body(updateResignationRequest) body: UpdateResignationRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new ChangeResignationCommand(user, body, context));
  }

  /** {message: 'Usunięto pomyślnie!'}; 404 resignation_not_found, 410 resignation_already_deleted. */
  @Delete()
  remove(
    @Body(resignationIdRequest) body: z.output<typeof resignationIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new DeleteResignationCommand(user, body.id, context));
  }
}
