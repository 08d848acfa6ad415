import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteStatusType } from '@parcel/domain';
import { STATUS_TYPES } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { StatusTypeStreams } from '../status-type-streams.js';

/** DELETE app/v1/status_type (body id): only our courier's types (id_courier 1), never a seeded system type. */
export class DeleteStatusTypeCommand {
  constructor(
    readonly statusTypeId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeleteStatusTypeCommand)
export class DeleteStatusTypeHandler implements ICommandHandler<DeleteStatusTypeCommand, Ack> {
  constructor(@Inject(StatusTypeStreams) private readonly streams: StatusTypeStreams) {}

  async execute({ statusTypeId, context }: DeleteStatusTypeCommand): Promise<Ack> {
    const { state, revision } = await this.streams.loadExisting(statusTypeId);
    const position = await this.streams.append(statusTypeId, revision, deleteStatusType(state), context);
    return new CommandOutcome({ message: 'status_removed' }, position, [STATUS_TYPES]);
  }
}
