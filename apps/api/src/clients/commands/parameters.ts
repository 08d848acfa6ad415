import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changeParameter, defineParameter, removeParameter } from '@parcel/domain';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { ClientStreams } from '../client-streams.js';

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

/** DELETE app/v1/client/{id}/additional. Removing SENDING_SHIPMENTS_BLOCK unblocks dispatch. */
export class RemoveParameterCommand {
  constructor(
    readonly clientId: number,
    readonly parameterId: string,
    readonly context: CommandContext,
  ) {}
}

export interface ParameterAnswer {
  message: 'parameter_defined' | 'sending_shipments_block';
  /** The new parameter's id. */
  id: string;
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

@CommandHandler(ChangeParameterCommand)
export class ChangeParameterHandler implements ICommandHandler<ChangeParameterCommand, CommandOutcome<{ message: string }>> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, parameterId, value, hiddenValue, context }: ChangeParameterCommand) {
    const { position } = await this.clients.handle(clientId, (state) => changeParameter(state, { parameterId, value, hiddenValue }), context);
    return new CommandOutcome({ message: 'parameter_changed' }, position, ['clients']);
  }
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
