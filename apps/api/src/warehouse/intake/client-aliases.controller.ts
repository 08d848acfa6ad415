import { Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { clientAliasIdParams, resolveClientAliasRequest, type ResolveClientAliasRequest } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { Context } from '../../cqrs/request-context.js';
import { Roles } from '../../http/auth.js';
import { Body, Params } from '../../http/validation.js';
import { ClientAliasesQueries } from './queries/client-aliases.queries.js';
import { ResolveClientAliasCommand } from './resolve-client-alias/resolve-client-alias.js';

/** Unknown client aliases (spec/02 §7 "Unknown aliases"): admins resolve them to clients. */
@Controller('app/v1/unknown_client_alias')
@Roles(ROLES.admin)
export class ClientAliasesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ClientAliasesQueries) private readonly queries: ClientAliasesQueries,
  ) {}

  @Get()
  list() {
    return this.queries.unknown();
  }

  @Get(':id')
  one(@Params(clientAliasIdParams) params: z.output<typeof clientAliasIdParams>) {
    return this.queries.one(params.id);
  }

  /** 'Alias został utworzony pomyślnie!' (message client_alias_created). */
  @Put()
  resolve(@Body(resolveClientAliasRequest) body: ResolveClientAliasRequest, @Context() context: CommandContext) {
    return this.commands.execute(new ResolveClientAliasCommand(body, context));
  }
}
