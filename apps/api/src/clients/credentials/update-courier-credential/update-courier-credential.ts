import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { updateCredentialRequest } from '@parcel/contracts';
import { DomainError, changeCourierCredential, existingClient } from '@parcel/domain';
import type { z } from 'zod';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome, type Ack as AckOf } from '../../../cqrs/command-outcome.js';
import { SecretCipher } from '../../../shared/cipher.js';
import { ClientStreams } from '../../client-streams.js';
import { CheckTokens } from '../check-tokens.js';
import { credentialDataOf } from '../credential-data.js';

type UpdateRequest = z.output<typeof updateCredentialRequest>;

type Saved = AckOf<{ id: string }>;

export class UpdateCourierCredentialCommand {
  constructor(
    readonly request: UpdateRequest,
    readonly context: CommandContext,
  ) {}
}

/**
 * PUT credential: an empty password keeps the stored one; a changed courier,
 * login, password or service needs a check token for the values being saved.
 */
@CommandHandler(UpdateCourierCredentialCommand)
export class UpdateCourierCredentialHandler implements ICommandHandler<UpdateCourierCredentialCommand, Saved> {
  constructor(
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
    @Inject(CheckTokens) private readonly tokens: CheckTokens,
  ) {}

  async execute({ request, context }: UpdateCourierCredentialCommand): Promise<Saved> {
    const { state, revision } = await this.clients.load(request.id_client);
    const current = existingClient(state).credentials.find((c) => c.id === request.id);
    if (!current) throw new DomainError('credential_not_found');
    const storedPassword = this.cipher.decrypt(current.passwordCipher);
    const passwordChanged = request.password !== '' && request.password !== storedPassword;
    const password = passwordChanged ? request.password : storedPassword;
    const { id_courier: courierId, username, service } = request;
    const checkPassed = this.tokens.verify(request.check_token, { courierId, username, password, service });
    const credential = credentialDataOf(request, passwordChanged ? this.cipher.encrypt(password) : current.passwordCipher);
    const events = changeCourierCredential(state, {
      credentialId: request.id,
      credential,
      passwordChanged,
      checkPassed,
      assign: request.assign,
    });
    const position = await this.clients.append(request.id_client, revision, events, context);
    return new CommandOutcome({ id: request.id, message: 'credentials_saved' }, position, ['clients']);
  }
}
