import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { updateExternalCredentialRequest } from '@parcel/contracts';
import { DomainError, MARKETPLACE_TYPES, changeExternalCredential, existingClient, resolveExternalLogin } from '@parcel/domain';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Infrastructure } from '../../../bootstrap/infrastructure.js';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../../cqrs/command-outcome.js';
import { SecretCipher } from '../../../shared/cipher.js';
import { INFRA } from '../../../shared/tokens.js';
import { ClientStreams } from '../../client-streams.js';
import { orNull } from '../or-null.js';

type UpdateRequest = z.output<typeof updateExternalCredentialRequest>;

export class UpdateExternalCredentialCommand {
  constructor(
    readonly clientId: number,
    readonly request: UpdateRequest,
    readonly context: CommandContext,
  ) {}
}

/**
 * PUT app/v1/client/{id}/external_api_credentials: an empty password or token
 * keeps the stored one; a marketplace credential keeps its generated username
 * (it is what the client typed into the marketplace panel).
 */
@CommandHandler(UpdateExternalCredentialCommand)
export class UpdateExternalCredentialHandler implements ICommandHandler<UpdateExternalCredentialCommand, Ack> {
  constructor(
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
    @Inject(INFRA) private readonly infra: Infrastructure,
  ) {}

  async execute({ clientId, request, context }: UpdateExternalCredentialCommand): Promise<Ack> {
    const { state, revision } = await this.clients.load(clientId);
    const client = existingClient(state);
    const current = client.externalCredentials.find((c) => c.id === request.id);
    if (!current) throw new DomainError('external_credential_not_found');
    const storedPassword = current.passwordCipher === null ? null : this.cipher.decrypt(current.passwordCipher);
    const login = resolveExternalLogin(
      request.type,
      { username: request.username, password: request.password || storedPassword },
      { clientName: client.profile.name, domain: this.infra.config.EXTERNAL_API_USERNAME_DOMAIN, randomInt: (n) => randomInt(n) },
    );
    const keepsUsername = MARKETPLACE_TYPES.includes(request.type) && MARKETPLACE_TYPES.includes(current.type) && current.username !== null;
    const keepsPassword = login.password !== null && login.password === storedPassword;
    const credential = {
      type: request.type,
      username: keepsUsername ? current.username : login.username,
      passwordCipher: login.password === null ? null : keepsPassword ? current.passwordCipher : this.cipher.encrypt(login.password),
      tokenCipher: request.token === '' ? current.tokenCipher : this.cipher.encrypt(request.token),
      ip: orNull(request.ip),
    };
    const events = changeExternalCredential(state, { credentialId: request.id, credential });
    const position = await this.clients.append(clientId, revision, events, context);
    return new CommandOutcome({ message: 'external_credentials_saved' }, position, ['clients']);
  }
}
