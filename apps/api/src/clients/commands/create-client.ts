import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ROLES,
  allowedCountriesOf,
  assertKnownCountry,
  clientStream,
  createClient,
  initialClientState,
  type ClientProfile,
} from '@parcel/domain';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { ReadModelWaiter } from '../../cqrs/read-model-waiter.js';
import { IdentityMails } from '../../identity/identity-mails.js';
import { UserStreams } from '../../identity/users.streams.js';
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
    // Refused countries stop everything before an address or a number is taken.
    assertKnownCountry(profile.country);
    allowedCountriesOf(allowedCountries);
    const userId = randomUUID();
    const { email } = profile;
    // The login's e-mail next: a taken address stops everything before a number is used.
    await this.users.reserve(email, userId, context);
    let clientId: number;
    try {
      clientId = await this.clients.nextClientId(context);
    } catch (error) {
      await this.users.release(email, userId, context).catch(() => undefined);
      throw error;
    }
    const clientEvents = createClient(initialClientState, { clientId, userId, profile, allowedCountries: [...allowedCountries] });
    let login;
    try {
      login = await this.users.createInvited({ userId, email, role: ROLES.client }, context);
    } catch (error) {
      await this.users.release(email, userId, context).catch(() => undefined);
      throw error;
    }
    this.owners.remember(clientId, userId);
    let position;
    try {
      position = await this.es.append(clientStream(clientId), -1, clientEvents, context);
    } catch (error) {
      // No client was recorded: its new login must not stay behind holding the address (a retry can then use it).
      await this.abandonLogin(userId, email, context);
      throw error;
    }
    // The outcome waits for 'clients'; the login (and its link) must be readable too before anyone follows the mail.
    if (login.position) await this.waiter.waitFor(['users'], login.position);
    await this.mails.sendInvitation(email, login.token, `client ${clientId}`, profile.name);
    return new CommandOutcome({ id: clientId, message: 'client_added' as const }, position, ['clients']);
  }

  /** Blocks a login whose client could not be recorded and gives its e-mail back (best effort: a failure is logged). */
  private async abandonLogin(userId: string, email: string, context: CommandContext): Promise<void> {
    try {
      await this.users.setLoginBlocked(userId, true, context);
      await this.users.release(email, userId, context);
    } catch (error) {
      logger.error(`Login ${userId} of a client that was not recorded is left holding its e-mail: ${(error as Error).message}`);
    }
  }
}
