import { Controller, Delete, Get, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  clientIdParams,
  createExternalCredentialRequest,
  deleteExternalCredentialRequest,
  externalCredentialParams,
  updateExternalCredentialRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { Context } from '../../cqrs/request-context.js';
import { Roles } from '../../http/auth.js';
import { Body, Params } from '../../http/validation.js';
import { CreateExternalCredentialCommand } from './create-external-credential/create-external-credential.js';
import { RemoveExternalCredentialCommand } from './remove-external-credential/remove-external-credential.js';
import { UpdateExternalCredentialCommand } from './update-external-credential/update-external-credential.js';
import { CredentialsQueries } from './queries/credentials.queries.js';

/** External API credentials of a client (spec/01 §7 "External API credentials"). Admin only. */
@Controller()
@Roles(ROLES.admin)
export class ExternalApiCredentialsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CredentialsQueries) private readonly queries: CredentialsQueries,
  ) {}

  /** The addresses a client whitelists in the marketplace panel. */
  @Get('app/v1/external_api_credentials/server_addresses')
  serverAddresses() {
    return this.queries.serverAddresses();
  }

  @Get('app/v1/client/:id/external_api_credentials')
  list(@Params(clientIdParams) params: z.output<typeof clientIdParams>) {
    return this.queries.externalOfClient(params.id);
  }

  @Get('app/v1/client/:id/external_api_credentials/:credId')
  one(@Params(externalCredentialParams) params: z.output<typeof externalCredentialParams>) {
    return this.queries.external(params.id, params.credId);
  }

  @Post('app/v1/client/:id/external_api_credentials')
  create(
    @Params(clientIdParams) params: z.output<typeof clientIdParams>,
    @Body(createExternalCredentialRequest) body: z.output<typeof createExternalCredentialRequest>,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new CreateExternalCredentialCommand(params.id, body, context));
  }

  @Put('app/v1/client/:id/external_api_credentials')
  update(
    @Params(clientIdParams) params: z.output<typeof clientIdParams>,
    @Body(updateExternalCredentialRequest) body: z.output<typeof updateExternalCredentialRequest>,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new UpdateExternalCredentialCommand(params.id, body, context));
  }

  @Delete('app/v1/client/:id/external_api_credentials')
  remove(
    @Params(clientIdParams) params: z.output<typeof clientIdParams>,
    @Body(deleteExternalCredentialRequest) body: z.output<typeof deleteExternalCredentialRequest>,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new RemoveExternalCredentialCommand(params.id, body.credentialsId, context));
  }
}
