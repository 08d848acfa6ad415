import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ROLES, clientStream, createClient, createUser, initialClientState, userStream, type ClientProfile } from '@parcel/domain';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { ReadModelWaiter } from '../../cqrs/read-model-waiter.js';
import { issueToken } from '../../identity/commands/token-ttl.js';
import { IdentityMails } from '../../identity/identity-mails.js';
import { UserStreams, userModel } from '../../identity/users.streams.js';
import { logger } from '../../shared/logger.js';
import { ClientOwners } from '../client-owners.js';
import { ClientStreams } from '../client-streams.js';

/** An admin adds a client (POST client): the company, its login (role client) and the invitation mail. */
export class CreateClientCommand {
  constructor(
    readonly profile: ClientProfile,
    readonly allowedCountries: readonly number[],
    readonly context: CommandContext,
  ) {}
}

export interface CreatedClient {
  id: number;
  message: 'client_added';
}

@CommandHandler(CreateClientCommand)
export class CreateClientHandler implements ICommandHandler<CreateClientCommand, CommandOutcome<CreatedClient>> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(UserStreams) private readonly users: UserStreams,
    @Inject(IdentityMails) private readonly mails: IdentityMails,
    @Inject(ClientOwners) private readonly owners: ClientOwners,
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
  ) {}

  async execute({ profile, allowedCountries, context }: CreateClientCommand): Promise<CommandOutcome<CreatedClient>> {
    const userId = randomUUID();
    const { email } = profile;
    // The login's e-mail first: a taken address stops everything before a number is used.
    await this.users.reserve(email, userId, context);
    let clientId: number;
    let clientEvents;
    try {
      clientId = await this.clients.nextClientId(context);
      // Decided before anything else is written: a refused client leaves no login behind.
      clientEvents = createClient(initialClientState, { clientId, userId, profile, allowedCountries: [...allowedCountries] });
    } catch (error) {
      await this.users.release(email, userId, context).catch(() => undefined);
      throw error;
    }
    const invitation = issueToken('invitation', this.es.now());
    const login = await this.es.handle(userStream(userId), userModel, (s) => createUser(s, { userId, email, role: ROLES.client, invitation }), context);
    this.owners.remember(clientId, userId);
    const position = await this.es.append(clientStream(clientId), -1, clientEvents, context);
    // The outcome waits for 'clients'; the login (and its link) must be readable too before anyone follows the mail.
    if (login.position) await this.waiter.waitFor(['users'], login.position);
    if (!(await this.mails.sendLink(email, 'invitation', invitation.token))) logger.error(`Invitation mail for client ${clientId} not sent`);
    return new CommandOutcome({ id: clientId, message: 'client_added' as const }, position, ['clients']);
  }
}
