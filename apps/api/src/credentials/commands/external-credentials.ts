import { randomInt, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  MARKETPLACE_TYPES,
  addExternalCredential,
  changeExternalCredential,
  existingClient,
  removeExternalCredential,
  resolveExternalLogin,
} from '@parcel/domain';
import type { z } from 'zod';
import type { createExternalCredentialRequest, updateExternalCredentialRequest } from '@parcel/contracts';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { ClientStreams } from '../../clients/client-streams.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { SecretCipher } from '../../shared/cipher.js';
import { INFRA } from '../../shared/tokens.js';

type CreateRequest = z.output<typeof createExternalCredentialRequest>;
type UpdateRequest = z.output<typeof updateExternalCredentialRequest>;
type Created = CommandOutcome<{ id: string; username: string | null; password: string | null; message: string }>;
type Ack = CommandOutcome<{ message: string }>;

export class CreateExternalCredentialCommand {
  constructor(
    readonly clientId: number,
    readonly request: CreateRequest,
    readonly context: CommandContext,
  ) {}
}

export class UpdateExternalCredentialCommand {
  constructor(
    readonly clientId: number,
    readonly request: UpdateRequest,
    readonly context: CommandContext,
  ) {}
}

export class RemoveExternalCredentialCommand {
  constructor(
    readonly clientId: number,
    readonly credentialId: string,
    readonly context: CommandContext,
  ) {}
}

const orNull = (value: string) => (value === '' ? null : value);

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

@CommandHandler(RemoveExternalCredentialCommand)
export class RemoveExternalCredentialHandler implements ICommandHandler<RemoveExternalCredentialCommand, Ack> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, credentialId, context }: RemoveExternalCredentialCommand): Promise<Ack> {
    const { position } = await this.clients.handle(clientId, (state) => removeExternalCredential(state, { credentialId }), context);
    return new CommandOutcome({ message: 'external_credentials_removed' }, position, ['clients']);
  }
}
