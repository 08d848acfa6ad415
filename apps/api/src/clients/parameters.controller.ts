import { Controller, Delete, Get, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  changeParameterRequest,
  clientIdParams,
  defineParameterRequest,
  parameterIdRequest,
  parameterParams,
  parameterTypeParams,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { Roles } from '../http/auth.js';
import { Body, Params } from '../http/validation.js';
import { ChangeParameterCommand } from './change-parameter/change-parameter.js';
import { DefineParameterCommand } from './define-parameter/define-parameter.js';
import { RemoveParameterCommand } from './remove-parameter/remove-parameter.js';
import { ClientSettingsQueries } from './queries/settings.queries.js';

type ClientId = z.output<typeof clientIdParams>;

/** Client additional parameters (spec/01 §7 "Client additional parameters"). Admin only. */
@Controller()
@Roles(ROLES.admin)
export class ParametersController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ClientSettingsQueries) private readonly queries: ClientSettingsQueries,
  ) {}

  @Get('app/v1/client/additional_property_types')
  types() {
    return this.queries.parameterTypes();
  }

  @Get('app/v1/client/additional_property_types/:id')
  type(@Params(parameterTypeParams) params: z.output<typeof parameterTypeParams>) {
    return this.queries.parameterType(params.id);
  }

  @Get('app/v1/client/:id/additional')
  list(@Params(clientIdParams) params: ClientId) {
    return this.queries.parameters(params.id);
  }

  @Get('app/v1/client/:id/additional/:parameterId')
  get(@Params(parameterParams) params: z.output<typeof parameterParams>) {
    return this.queries.parameter(params.id, params.parameterId);
  }

  /** Defining SENDING_SHIPMENTS_BLOCK blocks the client's dispatch. */
  @Post('app/v1/client/:id/additional')
  define(
    @Params(clientIdParams) params: ClientId,
    @Body(defineParameterRequest) body: z.output<typeof defineParameterRequest>,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new DefineParameterCommand(params.id, body.type_id, body.value, body.hidden_value, context));
  }

  @Put('app/v1/client/:id/additional')
  change(
    @Params(clientIdParams) params: ClientId,
    @Body(changeParameterRequest) body: z.output<typeof changeParameterRequest>,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new ChangeParameterCommand(params.id, body.id, body.value, body.hidden_value ?? null, context));
  }

  /** Removing SENDING_SHIPMENTS_BLOCK unblocks the client's dispatch. */
  @Delete('app/v1/client/:id/additional')
  remove(
    @Params(clientIdParams) params: ClientId,
    @Body(parameterIdRequest) body: z.output<typeof parameterIdRequest>,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new RemoveParameterCommand(params.id, body.id, context));
  }
}
