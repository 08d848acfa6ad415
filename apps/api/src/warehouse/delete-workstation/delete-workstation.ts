import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideDeleteWorkstation } from '@parcel/domain';
import { WORKSTATIONS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { WorkstationStreams } from '../workstation-streams.js';

/** DELETE app/v1/warehouse/workstation/: an admin deletes a workstation; whoever works there is let go (end type workstation_deleted). */
export class DeleteWorkstationCommand {
  constructor(
    readonly workstationId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeleteWorkstationCommand)
export class DeleteWorkstationHandler implements ICommandHandler<DeleteWorkstationCommand> {
  constructor(@Inject(WorkstationStreams) private readonly streams: WorkstationStreams) {}

  async execute({ workstationId, context }: DeleteWorkstationCommand) {
    const now = this.streams.now();
    const { position } = await this.streams.handle(workstationId, (state) => decideDeleteWorkstation(state, workstationId, now), context);
    return new CommandOutcome({ message: 'workstation_deleted' }, position, [WORKSTATIONS]);
  }
}
