import { Inject, Injectable } from '@nestjs/common';
import { ROLES, userStream } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { ProcessManager } from '@parcel/read-models';
import type { clientStreamEventSchemas } from '@parcel/contracts';
import type { z } from 'zod';
import { reactionContext } from '../../cqrs/command-context.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { IdentityMails } from '../../identity/identity-mails.js';
import { UserStreams } from '../../identity/users.streams.js';
import { SecretCipher } from '../../shared/cipher.js';

type ClientCreated = z.output<(typeof clientStreamEventSchemas)['ClientCreated']>;

/**
 * A new client gets its login (role client, the client's e-mail, reserved by
 * the create command) and the invitation mail. Safe to run again for one
 * event: the login's event ids and the link's token derive from the event, so a
 * retry after a crash records nothing twice and mails the same link; a login
 * that was not made by this event (clients created before the process manager
 * existed) is left alone.
 */
@Injectable()
export class ClientLoginsProcessManager implements ProcessManager {
  readonly name = 'client-logins';
  readonly eventTypes = ['ClientCreated'];

  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(UserStreams) private readonly users: UserStreams,
    @Inject(IdentityMails) private readonly mails: IdentityMails,
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
  ) {}

  async handle(event: RecordedEvent): Promise<void> {
    const { clientId, userId, profile } = event.data as ClientCreated;
    const token = this.cipher.sign(`client-login:${event.eventId}`);
    const { state } = await this.users.loadUser(userId);
    if (state.status === 'none') {
      const now = new Date(event.metadata.recordedAt);
      await this.users.createInvited({ userId, email: profile.email, role: ROLES.client }, reactionContext(event), {
        token,
        now,
        idempotencyKey: event.eventId,
      });
    } else if (!(await this.madeBy(userId, event.eventId)) || state.passwordHash !== null) {
      return;
    }
    const sent = await this.mails.sendLink(profile.email, 'invitation', token, profile.name);
    if (!sent) throw new Error(`Invitation mail for client ${clientId} not sent`);
  }

  /** Whether this event made the login (its first event was caused by it). */
  private async madeBy(userId: string, eventId: string): Promise<boolean> {
    const [first] = await this.es.readStream(userStream(userId), 1);
    return first?.metadata.causationId === eventId;
  }
}
