import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { createCredentialRequest } from '@parcel/contracts';
import { addCourierCredential } from '@parcel/domain';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome, type Ack as AckOf } from '../../../cqrs/command-outcome.js';
import { SecretCipher } from '../../../shared/cipher.js';
import { ClientStreams } from '../../client-streams.js';
import { CheckTokens } from '../check-tokens.js';
import { credentialDataOf } from '../credential-data.js';

type CreateRequest = z.output<typeof createCredentialRequest>;

type Saved = AckOf<{ id: string }>;

export class CreateCourierCredentialCommand {
  constructor(
    readonly request: CreateRequest,
    readonly context: CommandContext,
  ) {}
}

/** POST credential: a new credential needs a check token for exactly its values. */
@CommandHandler(CreateCourierCredentialCommand)
export class CreateCourierCredentialHandler implements ICommandHandler<CreateCourierCredentialCommand, Saved> {
  constructor(
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
    @Inject(CheckTokens) private readonly tokens: CheckTokens,
  ) {}

  async execute({ request, context }: CreateCourierCredentialCommand): Promise<Saved> {
    const credentialId = randomUUID();
    const { id_courier: courierId, username, password, service } = request;
    const checkPassed = this.tokens.verify(request.check_token, { courierId, username, password, service });
    const credential = credentialDataOf(request, this.cipher.encrypt(password));
    const { position } = await this.clients.handle(
      request.id_client,
      (state) => addCourierCredential(state, { credentialId, credential, checkPassed, assign: request.assign }),
      context,
    );
    return new CommandOutcome({ id: credentialId, message: 'credentials_added' }, position, ['clients']);
  }
}
