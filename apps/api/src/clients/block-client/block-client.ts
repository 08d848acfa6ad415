import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { blockClient, clientStream } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { UserStreams } from '../../identity/users.streams.js';
import { ClientStreams } from '../client-streams.js';
import { loginWait } from '../login-wait.js';

/** DELETE client: blocks the client and its login. */
export class BlockClientCommand {
  constructor(
    readonly clientId: number,
    readonly context: CommandContext,
  ) {}
}

/**
 * Blocks the login first (unless it is blocked already), then the client: a
 * retry after a failure in between finds the client still active and ends the
 * job; the login is never left able to log in for a blocked client.
 */
@CommandHandler(BlockClientCommand)
export class BlockClientHandler implements ICommandHandler<BlockClientCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(UserStreams) private readonly users: UserStreams,
  ) {}

  async execute({ clientId, context }: BlockClientCommand): Promise<Ack> {
    const { state, revision } = await this.clients.loadExisting(clientId);
    const events = blockClient(state);
    // The login goes with the client: its sessions end, it cannot log in.
    const loginPosition = await this.users.setLoginBlocked(state.userId, true, context);
    const position = await this.es.append(clientStream(clientId), revision, events, context);
    return new CommandOutcome({ message: 'removed_client' }, position, ['clients'], loginWait(loginPosition));
  }
}
