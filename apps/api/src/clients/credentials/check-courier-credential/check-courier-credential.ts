import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { checkCredentialRequest, checkCredentialResponse } from '@parcel/contracts';
import { DomainError, recordCredentialCheck, type CourierCredentialState } from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import type { z } from 'zod';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome } from '../../../cqrs/command-outcome.js';
import { EventSourced } from '../../../cqrs/event-sourced.js';
import { ValidationFailed } from '../../../http/validation.js';
import { SecretCipher } from '../../../shared/cipher.js';
import { logger } from '../../../shared/logger.js';
import { ClientStreams } from '../../client-streams.js';
import { CheckTokens, type CheckedValues } from '../check-tokens.js';
import { COURIER_GATEWAY, type CourierAccount, type CourierGateway } from '../gateway/courier-gateway.js';

type CheckRequest = z.output<typeof checkCredentialRequest>;

type CheckAnswer = z.output<typeof checkCredentialResponse> & { message: string };

const sameLogin = (stored: CourierCredentialState, values: CheckedValues, storedPassword: string) =>
  stored.courierId === values.courierId &&
  stored.username === values.username &&
  stored.service === values.service &&
  storedPassword === values.password;

/** PUT credential/check and PATCH app/v1/credential/: asks the courier whether a login works. */
export class CheckCourierCredentialCommand {
  constructor(
    readonly request: CheckRequest,
    readonly context: CommandContext,
  ) {}
}

/**
 * Asks the courier (through the gateway port) and, when it accepts, answers
 * what it said plus a check token for exactly these values (the save call's
 * proof). With the id of a saved credential an empty password means the stored
 * one, and a check of the saved values is recorded on the credential
 * (CourierCredentialChecked, passed or not). Rejected -> 406 credential_rejected.
 */
@CommandHandler(CheckCourierCredentialCommand)
export class CheckCourierCredentialHandler implements ICommandHandler<CheckCourierCredentialCommand, CommandOutcome<CheckAnswer>> {
  constructor(
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
    @Inject(CheckTokens) private readonly tokens: CheckTokens,
    @Inject(COURIER_GATEWAY) private readonly gateway: CourierGateway,
  ) {}

  async execute({ request, context }: CheckCourierCredentialCommand): Promise<CommandOutcome<CheckAnswer>> {
    const saved = request.id ? await this.clients.courierCredential(request.id) : undefined;
    const storedPassword = saved ? this.cipher.decrypt(saved.credential.passwordCipher) : '';
    const values: CheckedValues = {
      courierId: request.id_courier,
      username: request.username,
      password: request.password || storedPassword,
      service: request.service,
    };
    if (!values.password) throw new ValidationFailed({ password: ['required'] });

    let account: CourierAccount | undefined;
    try {
      account = await this.gateway.checkLogin(values.courierId, values);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'credential_rejected')) throw error;
    }
    const where = saved ? ` of credential ${saved.credential.id} (client ${saved.clientId})` : '';
    logger.info(`Courier ${values.courierId} ${account ? 'accepted' : 'rejected'} a login check${where}`);

    let position: Position | undefined;
    if (saved && sameLogin(saved.credential, values, storedPassword)) {
      const checkedAt = this.es.now().toISOString();
      const command = { credentialId: saved.credential.id, passed: !!account, contractNumber: account?.contract_number ?? null, checkedAt };
      // On the stream as loaded above (a change meanwhile answers 409).
      const { state, revision } = saved.loaded;
      position = await this.clients.append(saved.clientId, revision, recordCredentialCheck(state, command), context);
    }
    if (!account) throw new DomainError('credential_rejected');
    return new CommandOutcome({ ...account, check_token: this.tokens.issue(values), message: 'credential_check_passed' }, position, [
      'clients',
    ]);
  }
}
