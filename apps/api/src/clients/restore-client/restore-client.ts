import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientStream, restoreClient } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { UserStreams } from '../../identity/users.streams.js';
import { ClientStreams } from '../client-streams.js';
import { loginWait } from '../login-wait.js';

/** POST client/restore: the client and its login are back. */
export class RestoreClientCommand {
  constructor(
    readonly clientId: number,
    readonly context: CommandContext,
  ) {}
}

/** Restores the login first (unless it is active already), then the client; a retry completes a half-done restore. */
@CommandHandler(RestoreClientCommand)
export class RestoreClientHandler implements ICommandHandler<RestoreClientCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(UserStreams) private readonly users: UserStreams,
  ) {}

  async execute({ clientId, context }: RestoreClientCommand): Promise<Ack> {
    const { state, revision } = await this.clients.loadExisting(clientId);
    const events = restoreClient(state);
    const loginPosition = await this.users.setLoginBlocked(state.userId, false, context);
    const position = await this.es.append(clientStream(clientId), revision, events, context);
    return new CommandOutcome({ message: 'client_restored' }, position, ['clients'], loginWait(loginPosition));
  }
}
