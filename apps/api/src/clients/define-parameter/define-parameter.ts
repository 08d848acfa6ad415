import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { defineParameter } from '@parcel/domain';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { ClientStreams } from '../client-streams.js';

export interface ParameterAnswer {
  message: 'parameter_defined' | 'sending_shipments_block';
  /** The new parameter's id. */
  id: string;
}

/**
 * POST app/v1/client/{id}/additional. Defining SENDING_SHIPMENTS_BLOCK blocks
 * the client's dispatch (its value is always 'true').
 */
export class DefineParameterCommand {
  constructor(
    readonly clientId: number,
    readonly typeId: number,
    readonly value: string | undefined,
    readonly hiddenValue: string | null | undefined,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DefineParameterCommand)
export class DefineParameterHandler implements ICommandHandler<DefineParameterCommand, CommandOutcome<ParameterAnswer>> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, typeId, value, hiddenValue, context }: DefineParameterCommand) {
    const parameterId = randomUUID();
    const { events, position } = await this.clients.handle(
      clientId,
      (state) => defineParameter(state, { parameterId, typeId, value, hiddenValue }),
      context,
    );
    const message = events.some((e) => e.type === 'ClientDispatchBlocked') ? 'sending_shipments_block' : 'parameter_defined';
    return new CommandOutcome<ParameterAnswer>({ message, id: parameterId }, position, ['clients']);
  }
}
