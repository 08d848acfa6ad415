import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reuseCredential } from '@parcel/domain';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome, type Ack as AckOf } from '../../../cqrs/command-outcome.js';
import { ClientStreams } from '../../client-streams.js';

type Saved = AckOf<{ id: string }>;

/** Copies a credential (id) to another client (targetClientId). */
export class ReuseCourierCredentialCommand {
  constructor(
    readonly credentialId: string,
    readonly targetClientId: number,
    readonly context: CommandContext,
  ) {}
}

/** PUT credential/reuse: the same login (the same ciphertext) under a new id at another client. */
@CommandHandler(ReuseCourierCredentialCommand)
export class ReuseCourierCredentialHandler implements ICommandHandler<ReuseCourierCredentialCommand, Saved> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ credentialId: sourceId, targetClientId, context }: ReuseCourierCredentialCommand): Promise<Saved> {
    const { credential: source } = await this.clients.courierCredential(sourceId);
    const credentialId = randomUUID();
    const { position } = await this.clients.handle(
      targetClientId,
      (state) => reuseCredential(state, { credentialId, credential: source }),
      context,
    );
    return new CommandOutcome({ id: credentialId, message: 'credentials_added' }, position, ['clients']);
  }
}
