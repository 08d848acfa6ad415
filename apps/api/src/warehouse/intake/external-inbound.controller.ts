import { Controller, Get, HttpCode, Inject, Patch, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  externalInboundCommentRequest,
  externalInboundIdParams,
  externalInboundListRequest,
  externalInboundRequest,
  type ExternalInboundCommentRequest,
  type ExternalInboundListRequest,
  type ExternalInboundRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { Context } from '../../cqrs/request-context.js';
import { CurrentUser, Roles } from '../../http/auth.js';
import { Body, Params } from '../../http/validation.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { FloorContext } from '../floor-context.js';
import { CommentExternalInboundCommand } from './comment-external-inbound/comment-external-inbound.js';
import { FloorAnswer } from './floor-answer.js';
import { ExternalInboundsQueries } from './queries/external-inbounds.queries.js';
import { ReceiveExternalInboundCommand, type ReceivedExternalInbound } from './receive-external-inbound/receive-external-inbound.js';

/** Parcels from outside couriers (spec/02 §7 "External inbound"): the scan screen, the list and the detail. */
@Controller('app/v1/external_inbound')
@Roles(ROLES.admin, ROLES.warehouse_worker)
export class ExternalInboundController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ExternalInboundsQueries) private readonly queries: ExternalInboundsQueries,
    @Inject(FloorContext) private readonly floor: FloorContext,
    @Inject(FloorAnswer) private readonly answer: FloorAnswer,
  ) {}

  /** 201 created; 205 a workstation's code; 409 external_inbound_exists; 428 without a workstation. */
  @Post()
  async receive(
    @Body(externalInboundRequest) body: ExternalInboundRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
    @Res() response: Response,
  ): Promise<void> {
    const set = await this.floor.scannedWorkstation(user, body.barcode, context);
    if (set) {
      const answer = { message: 'workstation_set' };
      return this.answer.send(response, 205, new CommandOutcome(answer, set.position, ['workstations']), answer);
    }
    this.floor.require(user);
    const outcome = await this.commands.execute<ReceiveExternalInboundCommand, CommandOutcome<ReceivedExternalInbound>>(
      new ReceiveExternalInboundCommand(body, user, context),
    );
    return this.answer.send(response, 201, outcome, outcome.value);
  }

  @Get('couriers')
  couriers() {
    return this.queries.couriers();
  }

  @Post('list')
  @HttpCode(200)
  list(@Body(externalInboundListRequest) body: ExternalInboundListRequest) {
    return this.queries.list(body);
  }

  @Patch()
  comment(@Body(externalInboundCommentRequest) body: ExternalInboundCommentRequest, @Context() context: CommandContext) {
    return this.commands.execute(new CommentExternalInboundCommand(body.id, body.comment, context));
  }

  @Get(':id')
  one(@Params(externalInboundIdParams) params: z.output<typeof externalInboundIdParams>) {
    return this.queries.one(params.id);
  }
}
