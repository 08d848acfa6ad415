import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  addCourierCredential,
  changeCourierCredential,
  existingClient,
  pinCredential,
  removeCourierCredential,
  reuseCredential,
  unpinCredential,
  type CourierCredentialData,
} from '@parcel/domain';
import type { z } from 'zod';
import type { createCredentialRequest, updateCredentialRequest } from '@parcel/contracts';
import { ClientStreams } from '../../clients/client-streams.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { SecretCipher } from '../../shared/cipher.js';
import { CheckTokens } from '../check-tokens.js';

type CreateRequest = z.output<typeof createCredentialRequest>;
type UpdateRequest = z.output<typeof updateCredentialRequest>;
type Ack = CommandOutcome<{ message: string }>;
type Saved = CommandOutcome<{ id: string; message: string }>;

export class CreateCourierCredentialCommand {
  constructor(
    readonly request: CreateRequest,
    readonly context: CommandContext,
  ) {}
}

export class UpdateCourierCredentialCommand {
  constructor(
    readonly request: UpdateRequest,
    readonly context: CommandContext,
  ) {}
}

export class RemoveCourierCredentialCommand {
  constructor(
    readonly credentialId: string,
    readonly context: CommandContext,
  ) {}
}

/** Copies a credential (id) to another client (targetClientId). */
export class ReuseCourierCredentialCommand {
  constructor(
    readonly credentialId: string,
    readonly targetClientId: number,
    readonly context: CommandContext,
  ) {}
}

export class PinCourierCredentialCommand {
  constructor(
    readonly clientId: number,
    readonly credentialId: string,
    readonly context: CommandContext,
  ) {}
}

export class UnpinCourierCredentialCommand {
  constructor(
    readonly clientId: number,
    readonly credentialId: string,
    readonly context: CommandContext,
  ) {}
}

const dataOf = (request: CreateRequest | UpdateRequest, passwordCipher: string): CourierCredentialData => ({
  courierId: request.id_courier,
  typeId: request.id_type,
  username: request.username,
  passwordCipher,
  contractNumber: request.contract_number,
  service: request.service,
  note: request.note,
  comment: request.comment,
});

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
    const credential = dataOf(request, this.cipher.encrypt(password));
    const { position } = await this.clients.handle(
      request.id_client,
      (state) => addCourierCredential(state, { credentialId, credential, checkPassed, assign: request.assign }),
      context,
    );
    return new CommandOutcome({ id: credentialId, message: 'credentials_added' }, position, ['clients']);
  }
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
    const credential = dataOf(request, passwordChanged ? this.cipher.encrypt(password) : current.passwordCipher);
    const events = changeCourierCredential(state, { credentialId: request.id, credential, passwordChanged, checkPassed, assign: request.assign });
    const position = await this.clients.append(request.id_client, revision, events, context);
    return new CommandOutcome({ id: request.id, message: 'credentials_saved' }, position, ['clients']);
  }
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

/** PUT credential/reuse: the same login (the same ciphertext) under a new id at another client. */
@CommandHandler(ReuseCourierCredentialCommand)
export class ReuseCourierCredentialHandler implements ICommandHandler<ReuseCourierCredentialCommand, Saved> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ credentialId: sourceId, targetClientId, context }: ReuseCourierCredentialCommand): Promise<Saved> {
    const { credential: source } = await this.clients.courierCredential(sourceId);
    const credentialId = randomUUID();
    const { position } = await this.clients.handle(targetClientId, (state) => reuseCredential(state, { credentialId, credential: source }), context);
    return new CommandOutcome({ id: credentialId, message: 'credentials_added' }, position, ['clients']);
  }
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

/** DELETE credential/main: unpins, after which the credential may be edited or deleted. */
@CommandHandler(UnpinCourierCredentialCommand)
export class UnpinCourierCredentialHandler implements ICommandHandler<UnpinCourierCredentialCommand, Ack> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, credentialId, context }: UnpinCourierCredentialCommand): Promise<Ack> {
    const { position } = await this.clients.handle(clientId, (state) => unpinCredential(state, { credentialId }), context);
    return new CommandOutcome({ message: 'credentials_unpinned' }, position, ['clients']);
  }
}
