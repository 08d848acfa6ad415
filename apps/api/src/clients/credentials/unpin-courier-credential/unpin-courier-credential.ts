import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { unpinCredential } from '@parcel/domain';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../../cqrs/command-outcome.js';
import { ClientStreams } from '../../client-streams.js';

export class UnpinCourierCredentialCommand {
  constructor(
    readonly clientId: number,
    readonly credentialId: string,
    readonly context: CommandContext,
  ) {}
}

/** DELETE credential/main: unpins, after which the credential may be edited or deleted. */
@CommandHandler(UnpinCourierCredentialCommand)
export class UnpinCourierCredentialHandler implements ICommandHandler<UnpinCourierCredentialCommand, Ack> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, credentialId, context }: UnpinCourierCredentialCommand): Promise<Ack> {
    const { position } = await this.clients.handle(clientId, (state) => unpinCredential(state, { credentialId }), context);
    return new CommandOutcome({ message: 'credentials_unpinned' }, position, ['clients']);
  }
}
