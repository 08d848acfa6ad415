import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STATUS_TYPES } from '@parcel/read-models';
import { addedStatusType, type StatusTypeDetails } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { StatusTypeStreams } from '../status-type-streams.js';

/** POST app/v1/status_type: an admin adds a status type (ours unless another courier is named). */
export class CreateStatusTypeCommand {
  constructor(
    readonly details: StatusTypeDetails,
    readonly idCourier: number,
    readonly context: CommandContext,
  ) {}
}

export interface CreatedStatusType {
  id: number;
  message: 'status_created';
}

@CommandHandler(CreateStatusTypeCommand)
export class CreateStatusTypeHandler implements ICommandHandler<CreateStatusTypeCommand, CommandOutcome<CreatedStatusType>> {
  constructor(@Inject(StatusTypeStreams) private readonly streams: StatusTypeStreams) {}

  async execute({ details, idCourier, context }: CreateStatusTypeCommand): Promise<CommandOutcome<CreatedStatusType>> {
    const { id, position } = await this.streams.defineNew(addedStatusType(details, idCourier), context);
    return new CommandOutcome({ id, message: 'status_created' as const }, position, [STATUS_TYPES]);
  }
}
