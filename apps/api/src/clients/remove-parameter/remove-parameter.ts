import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { removeParameter } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { ClientStreams } from '../client-streams.js';

/** DELETE app/v1/client/{id}/additional. Removing SENDING_SHIPMENTS_BLOCK unblocks dispatch. */
export class RemoveParameterCommand {
  constructor(
    readonly clientId: number,
    readonly parameterId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RemoveParameterCommand)
export class RemoveParameterHandler implements ICommandHandler<RemoveParameterCommand, CommandOutcome<{ message: string }>> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, parameterId, context }: RemoveParameterCommand) {
    const { events, position } = await this.clients.handle(clientId, (state) => removeParameter(state, { parameterId }), context);
    const message = events.some((e) => e.type === 'ClientDispatchUnblocked') ? 'sending_shipments_unblock' : 'parameter_removed';
    return new CommandOutcome({ message }, position, ['clients']);
  }
}
