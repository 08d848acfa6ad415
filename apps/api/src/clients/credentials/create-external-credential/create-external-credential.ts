import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { createExternalCredentialRequest } from '@parcel/contracts';
import { addExternalCredential, existingClient, resolveExternalLogin } from '@parcel/domain';
import { randomInt, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Infrastructure } from '../../../bootstrap/infrastructure.js';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome } from '../../../cqrs/command-outcome.js';
import { SecretCipher } from '../../../shared/cipher.js';
import { INFRA } from '../../../shared/tokens.js';
import { ClientStreams } from '../../client-streams.js';
import { orNull } from '../or-null.js';

type CreateRequest = z.output<typeof createExternalCredentialRequest>;

type Created = CommandOutcome<{ id: string; username: string | null; password: string | null; message: string }>;

export class CreateExternalCredentialCommand {
  constructor(
    readonly clientId: number,
    readonly request: CreateRequest,
    readonly context: CommandContext,
  ) {}
}

/**
 * POST app/v1/client/{id}/external_api_credentials. Marketplace types get a
 * username from the client name and, unless one was sent, a generated
 * password; both are answered once (the single GET answers the password later).
 */
@CommandHandler(CreateExternalCredentialCommand)
export class CreateExternalCredentialHandler implements ICommandHandler<CreateExternalCredentialCommand, Created> {
  constructor(
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
    @Inject(INFRA) private readonly infra: Infrastructure,
  ) {}

  async execute({ clientId, request, context }: CreateExternalCredentialCommand): Promise<Created> {
    const { state, revision } = await this.clients.load(clientId);
    const client = existingClient(state);
    const login = resolveExternalLogin(request.type, request, {
      clientName: client.profile.name,
      domain: this.infra.config.EXTERNAL_API_USERNAME_DOMAIN,
      randomInt: (n) => randomInt(n),
    });
    const credentialId = randomUUID();
    const credential = {
      type: request.type,
      username: login.username,
      passwordCipher: login.password === null ? null : this.cipher.encrypt(login.password),
      tokenCipher: request.token === '' ? null : this.cipher.encrypt(request.token),
      ip: orNull(request.ip),
    };
    const events = addExternalCredential(state, { credentialId, credential });
    const position = await this.clients.append(clientId, revision, events, context);
    const answer = { id: credentialId, username: login.username, password: login.password, message: 'external_credentials_added' };
    return new CommandOutcome(answer, position, ['clients']);
  }
}
