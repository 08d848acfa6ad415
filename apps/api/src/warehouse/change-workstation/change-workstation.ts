import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, decideChangeWorkstation, type WorkstationDetails } from '@parcel/domain';
import { WORKSTATIONS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { WorkstationStreams } from '../workstation-streams.js';

/** PUT app/v1/warehouse/workstation/: an admin changes a workstation's code, type or warehouse. */
export class ChangeWorkstationCommand {
  constructor(
    readonly workstationId: number,
    readonly details: WorkstationDetails,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ChangeWorkstationCommand)
export class ChangeWorkstationHandler implements ICommandHandler<ChangeWorkstationCommand> {
  constructor(@Inject(WorkstationStreams) private readonly streams: WorkstationStreams) {}

  async execute({ workstationId, details, context }: ChangeWorkstationCommand) {
    const holder = await this.streams.byCode(details.code);
    if (holder && holder.id !== workstationId) throw new DomainError('workstation_code_taken');
    const { position } = await this.streams.handle(
      workstationId,
      (state) => decideChangeWorkstation(state, workstationId, details),
      context,
    );
    return new CommandOutcome({ message: 'workstation_updated' }, position, [WORKSTATIONS]);
  }
}
