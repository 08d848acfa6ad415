import { Controller, Delete, Get, HttpCode, Inject, Patch, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  deleteParcelStatusRequest,
  dimensionsRequest,
  internalInstructionRequest,
  parcelFindParams,
  parcelFindQuery,
  scanRequest,
  selectiveDimensionsRequest,
  type DimensionsRequest,
  type InternalInstructionAnswer,
  type ScanAnswer,
  type ScanRequest,
  type SelectiveDimensionsRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import type { CommandOutcome } from '../../cqrs/command-outcome.js';
import { ReadModelWaiter } from '../../cqrs/read-model-waiter.js';
import { Context } from '../../cqrs/request-context.js';
import { CurrentUser, Roles } from '../../http/auth.js';
import { Body, Params, Query } from '../../http/validation.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { DeleteStatusRowCommand } from '../../shipments/delete-status-row/delete-status-row.js';
import { FloorContext } from '../floor-context.js';
import { sendAnswer, type HttpAnswer } from '../../cqrs/own-status-answer.js';
import { AnswersFirst } from '../../cqrs/consistency.interceptor.js';
import { MeasureParcelCommand } from './measure-parcel/measure-parcel.js';
import { ScanQueries } from './scan.queries.js';
import { ScanParcelCommand } from './scan-parcel/scan-parcel.js';

type FindParams = z.output<typeof parcelFindParams>;

/**
 * The scanning screen's calls (spec/02 §7 "Scan", "Parcel"): the scan, the
 * parcel's data and history, its dimensions, deleting a status row, internal
 * instructions. Staff only; scanning and measuring need a workstation (428).
 */
@Controller('app/v1')
@Roles(ROLES.admin, ROLES.warehouse_worker)
export class ScanController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ScanQueries) private readonly queries: ScanQueries,
    @Inject(FloorContext) private readonly floor: FloorContext,
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
  ) {}

  /** 200 {messages, data}, 204 nothing done, 205 the workstation was set; errors 403, 404, 409, 422, 428. */
  @Post('parcel/scan')
  @AnswersFirst()
  async scan(
    @Body(scanRequest) body: ScanRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
    @Res() res: Response,
  ): Promise<void> {
    const outcome = await this.commands.execute<ScanParcelCommand, CommandOutcome<HttpAnswer<ScanAnswer>>>(
      new ScanParcelCommand(user, body, context),
    );
    await sendAnswer(res, this.waiter, outcome);
  }

  @Get('parcel/find/:field/:value')
  find(@Params(parcelFindParams) params: FindParams, @Query(parcelFindQuery) query: z.output<typeof parcelFindQuery>) {
    return this.queries.find(params.field, params.value, query.fields);
  }

  @Get('parcel/find/:field/:value/history')
  history(@Params(parcelFindParams) params: FindParams) {
    return this.queries.history(params.field, params.value);
  }

  @Patch('parcel/dimensions')
  dimensions(@Body(dimensionsRequest) body: DimensionsRequest, @CurrentUser() user: AuthenticatedUser, @Context() context: CommandContext) {
    this.floor.require(user);
    const { id, ...change } = body;
    return this.commands.execute(new MeasureParcelCommand(id, change, context));
  }

  @Patch('parcel/dimensions-selective')
  dimensionsSelective(
    @Body(selectiveDimensionsRequest) body: SelectiveDimensionsRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    this.floor.require(user);
    const { id, ...change } = body;
    return this.commands.execute(new MeasureParcelCommand(id, change, context));
  }

  /** 200 when the new dimensions look plausible; 406 {message} asks the worker to confirm them. */
  @Post('parcel/check-dimensions')
  @HttpCode(200)
  checkDimensions(@Body(dimensionsRequest) body: DimensionsRequest) {
    return this.queries.checkDimensions(body);
  }

  /** A status row of a parcel (the history's delete icon; rows that allow it). */
  @Delete('parcel/status')
  deleteStatus(@Body(deleteParcelStatusRequest) body: z.output<typeof deleteParcelStatusRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new DeleteStatusRowCommand(body.id, context));
  }

  /** An internal instruction barcode: what the screen should do (nothing is recorded). */
  @Patch('warehouse/scan/internal_instruction_code')
  instruction(
    @Body(internalInstructionRequest) body: z.output<typeof internalInstructionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<InternalInstructionAnswer> {
    this.floor.require(user);
    return this.queries.instruction(body.code);
  }
}
