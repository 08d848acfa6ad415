import { Controller, Delete, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  createClientResignationRequest,
  resignationIdRequest,
  resignationListRequest,
  resignationParams,
  type CreateClientResignationRequest,
  type DataTableRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { CurrentUser, Roles } from '../http/auth.js';
import { Body, Params } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { CreateResignationCommand } from './create-resignation/create-resignation.js';
import { DeleteResignationCommand } from './delete-resignation/delete-resignation.js';
import { ResignationsQueries } from './queries/resignations.queries.js';
import { ResignationParties } from './resignation-parties.js';

/**
 * A client's own reported resignations (spec/03 §7 "Resignations", client
 * calls; /my-parcel-reported-resignations is "Client only"): create, read and
 * delete; no update (read-only after creation, spec/03 §4). Another client's
 * report is not found.
 */
@Controller('app/v1/client/parcel/resignation')
@Roles(ROLES.client)
export class ClientResignationsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ResignationsQueries) private readonly queries: ResignationsQueries,
    @Inject(ResignationParties) private readonly parties: ResignationParties,
  ) {}

  @Post('ajax')
  @HttpCode(200)
  async list(@Body(resignationListRequest) body: DataTableRequest, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.listOfClient(await this.parties.clientOf(user), body);
  }

  @Get(':id')
  async one(@Params(resignationParams) params: z.output<typeof resignationParams>, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.one(params.id, await this.parties.clientOf(user));
  }

  /** 201 {id, message: 'Utworzono pomyślnie!'}; its own shipment only (another's: 422 waybill resignation_waybill_unknown). */
  @Post()
  create(
    @Body(createClientResignationRequest) body: CreateClientResignationRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new CreateResignationCommand(user, body, context));
  }

  /** {message: 'Usunięto pomyślnie!'}; another client's report: 404 resignation_not_found. */
  @Delete()
  remove(
    @Body(resignationIdRequest) body: z.output<typeof resignationIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new DeleteResignationCommand(user, body.id, context));
  }
}
