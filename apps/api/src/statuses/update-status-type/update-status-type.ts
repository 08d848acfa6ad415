import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changeStatusType, type StatusTypeChange } from '@parcel/domain';
import { STATUS_TYPES } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { StatusTypeStreams } from '../status-type-streams.js';

/** PUT app/v1/status_type: new names, internal flag, code and group of a type (seeded ones too; code and group left out stay). */
export class UpdateStatusTypeCommand {
  constructor(
    readonly statusTypeId: number,
    readonly details: StatusTypeChange,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(UpdateStatusTypeCommand)
export class UpdateStatusTypeHandler implements ICommandHandler<UpdateStatusTypeCommand, Ack> {
  constructor(@Inject(StatusTypeStreams) private readonly streams: StatusTypeStreams) {}

  async execute({ statusTypeId, details, context }: UpdateStatusTypeCommand): Promise<Ack> {
    const { state, revision } = await this.streams.loadExisting(statusTypeId);
    const position = await this.streams.append(statusTypeId, revision, changeStatusType(state, details), context);
    return new CommandOutcome({ message: 'status_updated' }, position, [STATUS_TYPES]);
  }
}
