import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, decideReleaseWorkstation, type WorkflowEndType } from '@parcel/domain';
import { WORKSTATIONS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { WorkstationStreams } from '../workstation-streams.js';

/**
 * Ends a worker's workflow: the worker leaves (manual), logs out (logout) or an
 * admin ends it (admin). `required`: an admin naming a worker at no
 * workstation gets 404; a worker leaving when at none is answered as left.
 */
export class LeaveWorkstationCommand {
  constructor(
    readonly userId: string,
    readonly endType: WorkflowEndType,
    readonly context: CommandContext,
    readonly required = false,
  ) {}
}

@CommandHandler(LeaveWorkstationCommand)
export class LeaveWorkstationHandler implements ICommandHandler<LeaveWorkstationCommand> {
  constructor(@Inject(WorkstationStreams) private readonly streams: WorkstationStreams) {}

  async execute({ userId, endType, context, required }: LeaveWorkstationCommand) {
    const held = await this.streams.ofUser(userId);
    if (!held) {
      if (required) throw new DomainError('workflow_not_found');
      return new CommandOutcome({ message: endType === 'admin' ? 'workflow_ended' : 'workstation_left' }, undefined, []);
    }
    const now = this.streams.now();
    const { position } = await this.streams.handle(held.id, (s) => decideReleaseWorkstation(s, held.id, userId, endType, now), context);
    return new CommandOutcome({ message: endType === 'admin' ? 'workflow_ended' : 'workstation_left' }, position, [WORKSTATIONS]);
  }
}
