import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ROLES,
  blockClient,
  blockUser,
  clientStream,
  restoreClient,
  restoreUser,
  updateClient,
  updateUser,
  userStream,
  type ClientProfile,
} from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { UserStreams } from '../../identity/users.streams.js';
import { logger } from '../../shared/logger.js';
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

@CommandHandler(UpdateClientCommand)
export class UpdateClientHandler implements ICommandHandler<UpdateClientCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(UserStreams) private readonly users: UserStreams,
  ) {}

  async execute({ clientId, profile, allowedCountries, context }: UpdateClientCommand): Promise<Ack> {
    const { state, revision } = await this.clients.loadExisting(clientId);
    const events = updateClient(state, { profile, allowedCountries: [...allowedCountries] });
    const oldEmail = state.profile.email;
    const newEmail = profile.email;
    if (oldEmail === newEmail) {
      const position = await this.es.append(clientStream(clientId), revision, events, context);
      return new CommandOutcome({ message: 'edited_client' }, position, ['clients']);
    }
    // The e-mail is the login's too: take the new address, move the login, give back the old one.
    const login = await this.users.loadUser(state.userId);
    const loginEvents = updateUser(login.state, { email: newEmail, role: ROLES.client, actorId: context.userId ?? '' });
    const reserved = await this.users.reserve(newEmail, state.userId, context);
    let position;
    try {
      position = await this.es.append(clientStream(clientId), revision, events, context);
    } catch (error) {
      // A racing change won (409): the address this call took is nobody's.
      if (reserved) await this.users.release(newEmail, state.userId, context).catch(() => undefined);
      throw error;
    }
    const loginPosition = await this.es.append(userStream(state.userId), login.revision, loginEvents, context).catch((error: unknown) => {
      logger.error(`Login e-mail of client ${clientId} not moved: ${(error as Error).message}`);
      throw error;
    });
    await this.users.release(oldEmail, state.userId, context);
    return new CommandOutcome({ message: 'edited_client' }, position, ['clients'], loginWait(loginPosition));
  }
}

@CommandHandler(BlockClientCommand)
export class BlockClientHandler implements ICommandHandler<BlockClientCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(UserStreams) private readonly users: UserStreams,
  ) {}

  async execute({ clientId, context }: BlockClientCommand): Promise<Ack> {
    const { position, state } = await this.clients.handle(clientId, blockClient, context);
    if (state.status === 'none') return new CommandOutcome({ message: 'removed_client' }, position, ['clients']);
    // The login goes with the client: its sessions end, it cannot log in.
    const login = await this.users.loadUser(state.userId);
    const loginEvents = login.state.status === 'active' ? blockUser(login.state, { actorId: context.userId ?? '' }) : [];
    const loginPosition = await this.es.append(userStream(state.userId), login.revision, loginEvents, context);
    return new CommandOutcome({ message: 'removed_client' }, position, ['clients'], loginWait(loginPosition));
  }
}

@CommandHandler(RestoreClientCommand)
export class RestoreClientHandler implements ICommandHandler<RestoreClientCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(UserStreams) private readonly users: UserStreams,
  ) {}

  async execute({ clientId, context }: RestoreClientCommand): Promise<Ack> {
    const { position, state } = await this.clients.handle(clientId, restoreClient, context);
    if (state.status === 'none') return new CommandOutcome({ message: 'client_restored' }, position, ['clients']);
    const login = await this.users.loadUser(state.userId);
    const loginEvents = login.state.status === 'blocked' ? restoreUser(login.state) : [];
    const loginPosition = await this.es.append(userStream(state.userId), login.revision, loginEvents, context);
    return new CommandOutcome({ message: 'client_restored' }, position, ['clients'], loginWait(loginPosition));
  }
}
