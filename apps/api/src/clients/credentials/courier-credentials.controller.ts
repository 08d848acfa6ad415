import { randomInt } from 'node:crypto';
import { Controller, Delete, Get, HttpCode, Inject, Patch, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  checkCredentialRequest,
  clientCredentialsTypeParams,
  clientIdParams,
  contactSearchQuery,
  courierIdParams,
  createCredentialRequest,
  credentialIdParams,
  credentialIdRequest,
  mainCredentialRequest,
  reuseCredentialRequest,
  setIaiPasswordRequest,
  updateCredentialRequest,
} from '@parcel/contracts';
import { COURIERS, CREDENTIAL_TYPES, DomainError, ROLES, generatePassword, isCourierId, isCredentialTypeId } from '@parcel/domain';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { Context } from '../../cqrs/request-context.js';
import { Roles } from '../../http/auth.js';
import { Body, Params, Query, ValidationFailed } from '../../http/validation.js';
import { INFRA } from '../../shared/tokens.js';
import { CheckCourierCredentialCommand } from './check-courier-credential/check-courier-credential.js';
import { CreateCourierCredentialCommand } from './create-courier-credential/create-courier-credential.js';
import { PinCourierCredentialCommand } from './pin-courier-credential/pin-courier-credential.js';
import { RemoveCourierCredentialCommand } from './remove-courier-credential/remove-courier-credential.js';
import { ReuseCourierCredentialCommand } from './reuse-courier-credential/reuse-courier-credential.js';
import { UnpinCourierCredentialCommand } from './unpin-courier-credential/unpin-courier-credential.js';
import { UpdateCourierCredentialCommand } from './update-courier-credential/update-courier-credential.js';
import { SetIaiPasswordCommand } from './set-iai-password/set-iai-password.js';
import { COURIER_GATEWAY, type CourierGateway } from './gateway/courier-gateway.js';
import { CredentialsQueries } from './queries/credentials.queries.js';

/** Courier and credential type ids must be ones the catalogues know (422 on the field otherwise). */
function assertCatalogueIds(body: { id_courier: number; id_type?: number }): void {
  const errors: Record<string, string[]> = {};
  if (!isCourierId(body.id_courier)) errors['id_courier'] = ['invalid_value'];
  if (body.id_type !== undefined && !isCredentialTypeId(body.id_type)) errors['id_type'] = ['invalid_value'];
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

const randomIntOf = (n: number) => randomInt(n);

/**
 * Courier credentials (spec/01 §7 "Courier credentials"), the credential
 * defaults, the shop-platform (iai) password and the courier contact search.
 * Admin only. Static paths come before the ones with parameters.
 */
@Controller()
@Roles(ROLES.admin)
export class CourierCredentialsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CredentialsQueries) private readonly queries: CredentialsQueries,
    @Inject(COURIER_GATEWAY) private readonly gateway: CourierGateway,
    @Inject(INFRA) private readonly infra: Infrastructure,
  ) {}

  @Get('credential/types')
  types() {
    return CREDENTIAL_TYPES.map(({ id, name }) => ({ id, name }));
  }

  @Get('couriers')
  couriers() {
    return COURIERS.map(({ id, name }) => ({ id, name }));
  }

  @Get('credential/protected/assigns')
  protectedAssigns() {
    return this.queries.protectedAssigns();
  }

  @Get('credentials')
  all() {
    return this.queries.all();
  }

  @Get('credential/:id')
  one(@Params(credentialIdParams) params: z.output<typeof credentialIdParams>) {
    return this.queries.one(params.id);
  }

  @Get('client/:id/credentials')
  ofClient(@Params(clientIdParams) params: z.output<typeof clientIdParams>) {
    return this.queries.ofClient(params.id);
  }

  @Get('client/:id/credentials/type/:type')
  ofClientAndType(@Params(clientCredentialsTypeParams) params: z.output<typeof clientCredentialsTypeParams>) {
    return this.queries.ofClient(params.id, params.type);
  }

  @Get('app/v1/client/:id/hasDefaultCredentialsId')
  hasDefault(@Params(clientIdParams) params: z.output<typeof clientIdParams>) {
    return this.queries.mainOf(params.id);
  }

  @Post('credential')
  create(@Body(createCredentialRequest) body: z.output<typeof createCredentialRequest>, @Context() context: CommandContext) {
    assertCatalogueIds(body);
    return this.commands.execute(new CreateCourierCredentialCommand(body, context));
  }

  @Put('credential/reuse')
  reuse(@Body(reuseCredentialRequest) body: z.output<typeof reuseCredentialRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new ReuseCourierCredentialCommand(body.id, body.id_client, context));
  }

  @Put('credential/check')
  check(@Body(checkCredentialRequest) body: z.output<typeof checkCredentialRequest>, @Context() context: CommandContext) {
    assertCatalogueIds(body);
    return this.commands.execute(new CheckCourierCredentialCommand(body, context));
  }

  /** The check-permissions modal's call: the same check. */
  @Patch('app/v1/credential')
  checkFromModal(@Body(checkCredentialRequest) body: z.output<typeof checkCredentialRequest>, @Context() context: CommandContext) {
    return this.check(body, context);
  }

  @Put('credential')
  update(@Body(updateCredentialRequest) body: z.output<typeof updateCredentialRequest>, @Context() context: CommandContext) {
    assertCatalogueIds(body);
    return this.commands.execute(new UpdateCourierCredentialCommand(body, context));
  }

  @Delete('credentials')
  remove(@Body(credentialIdRequest) body: z.output<typeof credentialIdRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new RemoveCourierCredentialCommand(body.id, context));
  }

  @Post('credential/main')
  @HttpCode(200)
  pin(@Body(mainCredentialRequest) body: z.output<typeof mainCredentialRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new PinCourierCredentialCommand(body.id_client, body.id, context));
  }

  @Delete('credential/main')
  unpin(@Body(mainCredentialRequest) body: z.output<typeof mainCredentialRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new UnpinCourierCredentialCommand(body.id_client, body.id, context));
  }

  /** Defaults of a new credential, from configuration; an unset iai password is generated for each call. */
  @Get('ask/credentials/DPD')
  defaults() {
    const { config } = this.infra;
    return {
      dpd_system_id: config.CREDENTIAL_DEFAULT_DPD_SYSTEM_ID,
      dpd_api_password: config.CREDENTIAL_DEFAULT_DPD_API_PASSWORD,
      out_service: config.CREDENTIAL_DEFAULT_OUT_SERVICE,
      iai_password: config.CREDENTIAL_DEFAULT_IAI_PASSWORD || generatePassword(randomIntOf),
    };
  }

  /** A generated shop-platform password for the client form (nothing is saved). */
  @Get('client/iai/password')
  generateIaiPassword() {
    return { password: generatePassword(randomIntOf) };
  }

  @Put('client/iai')
  setIaiPassword(@Body(setIaiPasswordRequest) body: z.output<typeof setIaiPasswordRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new SetIaiPasswordCommand(body.id, body.iai_password, context));
  }

  /** Contacts kept at the courier (the contact-name parameters' search), through the gateway. */
  @Get('app/v1/courier/:id/search/contacts')
  async searchContacts(
    @Params(courierIdParams) params: z.output<typeof courierIdParams>,
    @Query(contactSearchQuery) query: z.output<typeof contactSearchQuery>,
  ) {
    if (!isCourierId(params.id)) throw new DomainError('not_found');
    return this.gateway.searchContacts(params.id, query.query);
  }
}
