import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pinCredential } from '@parcel/domain';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../../cqrs/command-outcome.js';
import { ClientStreams } from '../../client-streams.js';

export class PinCourierCredentialCommand {
  constructor(
    readonly clientId: number,
    readonly credentialId: string,
    readonly context: CommandContext,
  ) {}
}

/** POST credential/main: pins, unpinning the client's previous main credential. */
@CommandHandler(PinCourierCredentialCommand)
export class PinCourierCredentialHandler implements ICommandHandler<PinCourierCredentialCommand, Ack> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, credentialId, context }: PinCourierCredentialCommand): Promise<Ack> {
    const { position } = await this.clients.handle(clientId, (state) => pinCredential(state, { credentialId }), context);
    return new CommandOutcome({ message: 'main_credentials_pinned' }, position, ['clients']);
  }
}
