import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { removeCourierCredential } from '@parcel/domain';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../../cqrs/command-outcome.js';
import { ClientStreams } from '../../client-streams.js';

export class RemoveCourierCredentialCommand {
  constructor(
    readonly credentialId: string,
    readonly context: CommandContext,
  ) {}
}

/** DELETE credentials: the body names only the credential. */
@CommandHandler(RemoveCourierCredentialCommand)
export class RemoveCourierCredentialHandler implements ICommandHandler<RemoveCourierCredentialCommand, Ack> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ credentialId, context }: RemoveCourierCredentialCommand): Promise<Ack> {
    const clientId = await this.clients.clientOfCredential(credentialId);
    const { position } = await this.clients.handle(clientId, (state) => removeCourierCredential(state, { credentialId }), context);
    return new CommandOutcome({ message: 'credentials_removed' }, position, ['clients']);
  }
}
