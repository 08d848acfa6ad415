import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, decideCreateWorkstation, type WorkstationDetails } from '@parcel/domain';
import { WORKSTATIONS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { WorkstationStreams } from '../workstation-streams.js';

/** POST app/v1/warehouse/workstation/store: an admin adds a workstation (warehouse, type and code required). */
export class CreateWorkstationCommand {
  constructor(
    readonly details: WorkstationDetails,
    readonly context: CommandContext,
  ) {}
}

/**
 * A code names one live workstation: checked against the read model before the
 * append (admins add workstations one at a time; docs/warehouse.md).
 */
@CommandHandler(CreateWorkstationCommand)
export class CreateWorkstationHandler implements ICommandHandler<CreateWorkstationCommand> {
  constructor(@Inject(WorkstationStreams) private readonly streams: WorkstationStreams) {}

  async execute({ details, context }: CreateWorkstationCommand) {
    if (await this.streams.byCode(details.code)) throw new DomainError('workstation_code_taken');
    const id = await this.streams.nextId('workstation_ids');
    const { position } = await this.streams.handle(id, (state) => decideCreateWorkstation(state, id, details), context);
    return new CommandOutcome({ id, message: 'workstation_created' }, position, [WORKSTATIONS]);
  }
}
