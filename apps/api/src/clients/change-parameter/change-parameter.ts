import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changeParameter } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { ClientStreams } from '../client-streams.js';

/** PUT app/v1/client/{id}/additional. */
export class ChangeParameterCommand {
  constructor(
    readonly clientId: number,
    readonly parameterId: string,
    readonly value: string,
    readonly hiddenValue: string | null,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ChangeParameterCommand)
export class ChangeParameterHandler implements ICommandHandler<ChangeParameterCommand, CommandOutcome<{ message: string }>> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, parameterId, value, hiddenValue, context }: ChangeParameterCommand) {
    const { position } = await this.clients.handle(
      clientId,
      (state) => changeParameter(state, { parameterId, value, hiddenValue }),
      context,
    );
    return new CommandOutcome({ message: 'parameter_changed' }, position, ['clients']);
  }
}
