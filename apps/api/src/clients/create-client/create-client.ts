import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { allowedCountriesOf, assertKnownCountry, clientStream, createClient, initialClientState, userStream, type ClientProfile } from '@parcel/domain';
import { processManagerCheckpoint } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { ReadModelWaiter } from '../../cqrs/read-model-waiter.js';
import { UserStreams } from '../../identity/users.streams.js';
import { ClientOwners } from '../client-owners.js';
import { ClientStreams } from '../client-streams.js';
import { loginWait } from '../login-wait.js';

/**
 * An admin adds a client (POST client): the company, recorded with the id of
 * its future login. The login itself and the invitation mail follow from
 * ClientCreated (process manager client-logins); the answer waits for them, so
 * the login can be read and the mailed link works by then.
 */
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
    @Inject(ClientOwners) private readonly owners: ClientOwners,
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
  ) {}

  async execute({ profile, allowedCountries, context }: CreateClientCommand): Promise<CommandOutcome<CreatedClient>> {
    // Refused countries stop everything before an address or a number is taken.
    assertKnownCountry(profile.country);
    allowedCountriesOf(allowedCountries);
    const userId = randomUUID();
    // The login's e-mail first: a taken address stops everything before a number is used.
    await this.users.reserve(profile.email, userId, context);
    let clientId: number;
    let position;
    try {
      clientId = await this.clients.nextClientId(context);
      const events = createClient(initialClientState, { clientId, userId, profile, allowedCountries: [...allowedCountries] });
      position = await this.es.append(clientStream(clientId), -1, events, context);
    } catch (error) {
      // No client was recorded: the address goes back, so a retry can use it (a crash here leaves a reservation that lapses by itself).
      await this.users.release(profile.email, userId, context).catch(() => undefined);
      throw error;
    }
    this.owners.remember(clientId, userId);
    const reacted = position && (await this.waiter.waitFor([processManagerCheckpoint('client-logins')], position));
    const login = reacted ? await this.es.lastPosition(userStream(userId)) : undefined;
    return new CommandOutcome({ id: clientId, message: 'client_added' as const }, position, ['clients'], login ? loginWait(login) : []);
  }
}
