import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { setIaiPassword } from '@parcel/domain';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome } from '../../../cqrs/command-outcome.js';
import { SecretCipher } from '../../../shared/cipher.js';
import { ClientStreams } from '../../client-streams.js';

/** PUT client/iai: the client's shop-platform (IdoSell, "iai") password, kept encrypted. */
export class SetIaiPasswordCommand {
  constructor(
    readonly clientId: number,
    readonly password: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(SetIaiPasswordCommand)
export class SetIaiPasswordHandler implements ICommandHandler<SetIaiPasswordCommand, CommandOutcome<{ message: string }>> {
  constructor(
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
  ) {}

  async execute({ clientId, password, context }: SetIaiPasswordCommand) {
    const passwordCipher = this.cipher.encrypt(password);
    const { position } = await this.clients.handle(clientId, (state) => setIaiPassword(state, { passwordCipher }), context);
    return new CommandOutcome({ message: 'iai_password_saved' }, position, ['clients']);
  }
}
