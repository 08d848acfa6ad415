import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { removeExternalCredential } from '@parcel/domain';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../../cqrs/command-outcome.js';
import { ClientStreams } from '../../client-streams.js';

export class RemoveExternalCredentialCommand {
  constructor(
    readonly clientId: number,
    readonly credentialId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RemoveExternalCredentialCommand)
export class RemoveExternalCredentialHandler implements ICommandHandler<RemoveExternalCredentialCommand, Ack> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, credentialId, context }: RemoveExternalCredentialCommand): Promise<Ack> {
    const { position } = await this.clients.handle(clientId, (state) => removeExternalCredential(state, { credentialId }), context);
    return new CommandOutcome({ message: 'external_credentials_removed' }, position, ['clients']);
  }
}
