import { Controller, Delete, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  clientDataParams,
  clientIdParams,
  clientIdRequest,
  clientListRequest,
  clientSearchParams,
  createClientRequest,
  updateClientRequest,
  verifyChooseRequest,
  type ClientListRequest,
  type CreateClientRequest,
  type UpdateClientRequest,
} from '@parcel/contracts';
import { ALL_ROLES, ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { CurrentUser, Roles } from '../http/auth.js';
import { Body, Params } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { ClientStreams } from './client-streams.js';
import { CreateClientCommand } from './create-client/create-client.js';
import { BlockClientCommand } from './block-client/block-client.js';
import { RestoreClientCommand } from './restore-client/restore-client.js';
import { UpdateClientCommand } from './update-client/update-client.js';
import { ClientsQueries, countries } from './queries/clients.queries.js';

type ClientId = z.output<typeof clientIdParams>;

/** Clients: spec/01 §7 "Clients". Admin only, except what a client reads of its own company. */
@Controller()
@Roles(ROLES.admin)
export class ClientsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ClientsQueries) private readonly queries: ClientsQueries,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
  ) {}

  @Post('client')
  create(@Body(createClientRequest) body: CreateClientRequest, @Context() context: CommandContext) {
    const { allowed_countries, ...profile } = body;
    return this.commands.execute(new CreateClientCommand(profile, allowed_countries, context));
  }

  /** 0 = the logged-in client's own company; a client user reads only its own. */
  @Get('client/data/:id')
  @Roles(ROLES.admin, ROLES.client)
  async data(@Params(clientDataParams) params: z.output<typeof clientDataParams>, @CurrentUser() user: AuthenticatedUser) {
    // The caller's own client needs no further check; any other id does.
    if (params.id === 0) return this.queries.view(await this.clients.ownClientId(user));
    await this.clients.assertMayRead(user, params.id);
    return this.queries.view(params.id);
  }

  @Get('clients')
  options() {
    return this.queries.options();
  }

  /** Workers too: the intake screen picks the client whose parcels come in (issue 11). */
  @Get('client/search/:term')
  @Roles(ROLES.admin, ROLES.warehouse_worker)
  search(@Params(clientSearchParams) params: z.output<typeof clientSearchParams>) {
    return this.queries.search(params.term);
  }

  /** PUT app/v1/client/ (Nest registers it without the trailing slash; both spellings are served). */
  @Put('app/v1/client/')
  update(@Body(updateClientRequest) body: UpdateClientRequest, @Context() context: CommandContext) {
    const { id, allowed_countries, ...profile } = body;
    return this.commands.execute(new UpdateClientCommand(id, profile, allowed_countries, context));
  }

  /** Blocks the client ("delete") and its login. */
  @Delete('client')
  block(@Body(clientIdRequest) body: ClientId, @Context() context: CommandContext) {
    return this.commands.execute(new BlockClientCommand(body.id, context));
  }

  @Post('client/restore')
  @HttpCode(200)
  restore(@Body(clientIdRequest) body: ClientId, @Context() context: CommandContext) {
    return this.commands.execute(new RestoreClientCommand(body.id, context));
  }

  @Post('app/v1/client/list')
  @HttpCode(200)
  list(@Body(clientListRequest) body: ClientListRequest) {
    return this.queries.table(body);
  }

  @Get('app/v1/client/findPeriod/:id')
  period(@Params(clientIdParams) params: ClientId) {
    return this.queries.billingPeriod(params.id);
  }

  @Get('app/v1/client/:id/navigation')
  navigation(@Params(clientIdParams) params: ClientId) {
    return this.queries.navigation(params.id);
  }

  @Get('app/v1/client/:id/allowed_countries')
  allowedCountries(@Params(clientIdParams) params: ClientId) {
    return this.queries.allowedCountries(params.id);
  }

  /** Staff checking that a caller is the client they say (post code and phone number). */
  @Post('app/v1/client/verify_choose')
  @HttpCode(200)
  @Roles(ROLES.admin, ROLES.warehouse_worker)
  verify(@Body(verifyChooseRequest) body: z.output<typeof verifyChooseRequest>) {
    return this.queries.verify(body);
  }

  @Get('app/v1/country/list')
  @Roles(...ALL_ROLES)
  countries() {
    return countries();
  }
}
