import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ROLES,
  blockClient,
  clientStream,
  restoreClient,
  updateClient,
  updateUser,
  userStream,
  type ClientProfile,
  type UserState,
} from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { UserStreams, userModel } from '../../identity/users.streams.js';
import { ClientStreams } from '../client-streams.js';

/** PUT app/v1/client/: the full client, allowed countries included. */
export class UpdateClientCommand {
  constructor(
    readonly clientId: number,
    readonly profile: ClientProfile,
    readonly allowedCountries: readonly number[],
    readonly context: CommandContext,
  ) {}
}

/** DELETE client: blocks the client and its login. */
export class BlockClientCommand {
  constructor(
    readonly clientId: number,
    readonly context: CommandContext,
  ) {}
}

/** POST client/restore: the client and its login are back. */
export class RestoreClientCommand {
  constructor(
    readonly clientId: number,
    readonly context: CommandContext,
  ) {}
}

type Ack = CommandOutcome<{ message: string }>;

/** The answer also waits for the login's read model (sessions, e-mail). */
const loginWait = (position: Position | undefined) => [{ readModels: ['users'], position }];

/**
 * The client's login changes with it. The login is decided from its own
 * stream (loaded right before its append), so a retry after a failure half-way
 * completes what the first call left undone.
 */
@CommandHandler(UpdateClientCommand)
export class UpdateClientHandler implements ICommandHandler<UpdateClientCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(UserStreams) private readonly users: UserStreams,
  ) {}

  async execute({ clientId, profile, allowedCountries, context }: UpdateClientCommand): Promise<Ack> {
    const { state, revision } = await this.clients.loadExisting(clientId);
    const { userId } = state;
    const events = updateClient(state, { profile, allowedCountries: [...allowedCountries] });
    const writeClient = () => this.es.append(clientStream(clientId), revision, events, context);
    const loginEmail = await this.users.emailOf(userId);
    if (loginEmail === null || loginEmail === profile.email) {
      return new CommandOutcome({ message: 'edited_client' }, await writeClient(), ['clients']);
    }
    // The e-mail is the login's too: take the new address, record it on the client, move the login, give back the old one.
    let loginPosition: Position | undefined;
    const moveLogin = async () => {
      const decide = (login: UserState) => updateUser(login, { email: profile.email, role: ROLES.client, actorId: context.userId ?? '' });
      loginPosition = (await this.es.handle(userStream(userId), userModel, decide, context)).position;
    };
    const position = await this.users.moveEmail({ userId, from: loginEmail, to: profile.email }, context, writeClient, moveLogin);
    return new CommandOutcome({ message: 'edited_client' }, position, ['clients'], loginWait(loginPosition));
  }
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
