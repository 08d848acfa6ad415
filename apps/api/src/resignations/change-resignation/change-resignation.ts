import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UpdateResignationRequest } from '@parcel/contracts';
import { RESIGNATION_MESSAGES, changeResignation } from '@parcel/domain';
import { RESIGNATIONS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { ResignationParties } from '../resignation-parties.js';
import { ResignationStreams } from '../resignation-streams.js';

/** PUT app/v1/parcel/resignation (admins): the dates and the note; an empty resend date becomes now (spec/03 §4). */
export class ChangeResignationCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly body: UpdateResignationRequest,
    readonly context: CommandContext,
  ) {}
}

export interface ChangedResignation {
  id: number;
  resend_at: string | null;
  message: string;
}

@CommandHandler(ChangeResignationCommand)
export class ChangeResignationHandler implements ICommandHandler<ChangeResignationCommand, CommandOutcome<ChangedResignation>> {
  constructor(
    @Inject(ResignationStreams) private readonly streams: ResignationStreams,
    @Inject(ResignationParties) private readonly parties: ResignationParties,
  ) {}

  async execute({ user, body, context }: ChangeResignationCommand): Promise<CommandOutcome<ChangedResignation>> {
    const actor = await this.parties.actorOf(user);
    const now = this.streams.now().toISOString();
    const { state, position } = await this.streams.update(
      body.id,
      (current) => changeResignation(current, { actor, scannedAt: body.scanned_at, resendAt: body.resend_at, note: body.note, now }),
      context,
    );
    const resendAt = state.status === 'reported' ? state.resendAt : null;
    return new CommandOutcome({ id: body.id, resend_at: resendAt, message: RESIGNATION_MESSAGES.updated }, position, [RESIGNATIONS]);
  }
}
