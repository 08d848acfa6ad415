import { Controller, Inject, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { intakeScanRequest, type IntakeScanAnswer, type IntakeScanRequest } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { Context } from '../../cqrs/request-context.js';
import { CurrentUser, Roles } from '../../http/auth.js';
import { Body } from '../../http/validation.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { FloorContext } from '../floor-context.js';
import { FloorAnswer } from './floor-answer.js';
import { ScanAndAssignCommand, type IntakeResult } from './scan-and-assign/scan-and-assign.js';

/** The intake screen (/parcel-from-number-and-assign-to-client; the chosen client is verified by the clients area's POST app/v1/client/verify_choose). */
@Controller('app/v1')
@Roles(ROLES.admin, ROLES.warehouse_worker)
export class IntakeController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(FloorContext) private readonly floor: FloorContext,
    @Inject(FloorAnswer) private readonly answer: FloorAnswer,
  ) {}

  /** 201 created, 202 client set, 203 external inbound found, 205 workstation set, 206 messages, 208 problematic detected. */
  @Put('parcel/scan-and-assign-to-client')
  async scan(
    @Body(intakeScanRequest) body: IntakeScanRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
    @Res() response: Response,
  ): Promise<void> {
    const set = await this.floor.scannedWorkstation(user, body.barcode, context);
    if (set) {
      const answer: IntakeScanAnswer = { message: 'workstation_set', messages: ['Pomyślnie ustawiono stanowisko!'] };
      return this.answer.send(response, 205, new CommandOutcome(answer, set.position, ['workstations']), answer);
    }
    this.floor.require(user);
    const outcome = await this.commands.execute<ScanAndAssignCommand, CommandOutcome<IntakeResult>>(
      new ScanAndAssignCommand(body, context),
    );
    return this.answer.send(response, outcome.value.status, outcome, outcome.value.answer);
  }
}
