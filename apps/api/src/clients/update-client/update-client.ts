import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ROLES, clientStream, updateClient, updateUser, userStream, type ClientProfile, type UserState } from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { UserStreams, userModel } from '../../identity/users.streams.js';
import { ClientStreams } from '../client-streams.js';
import { loginWait } from '../login-wait.js';

/** PUT app/v1/client/: the full client, allowed countries included. */
export class UpdateClientCommand {
  constructor(
    readonly clientId: number,
    readonly profile: ClientProfile,
    readonly allowedCountries: readonly number[],
    readonly context: CommandContext,
  ) {}
}

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
