import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  changePassword,
  confirmEmail,
  requestPasswordRecovery,
  setPasswordWithToken,
  userStream,
} from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { logger } from '../../shared/logger.js';
import { hashToken } from '../../shared/secrets.js';
import { INFRA } from '../../shared/tokens.js';
import { IdentityMails } from '../identity-mails.js';
import { Passwords } from '../passwords.js';
import { UserStreams, userModel } from '../users.streams.js';
import { issueToken } from './token-ttl.js';

export class ChangePasswordCommand {
  constructor(
    readonly userId: string,
    readonly password: string,
    readonly context: CommandContext,
  ) {}
}

export class RecoverPasswordCommand {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {}
}

/** Sets a password with a mailed link (invitation or recovery). */
export class ResetPasswordCommand {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly context: CommandContext,
  ) {}
}

export class ConfirmEmailCommand {
  constructor(
    readonly token: string,
    readonly context: CommandContext,
  ) {}
}

type Ack = CommandOutcome<{ message: string }>;

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(Passwords) private readonly passwords: Passwords,
  ) {}

  async execute({ userId, password, context }: ChangePasswordCommand): Promise<Ack> {
    const passwordHash = await this.passwords.hash(password);
    const { position } = await this.es.handle(userStream(userId), userModel, (s) => changePassword(s, { passwordHash }), context);
    return new CommandOutcome({ message: 'password_changed' }, position, ['users']);
  }
}

/** Always answers the same, whether or not the e-mail belongs to anyone. */
@CommandHandler(RecoverPasswordCommand)
export class RecoverPasswordHandler implements ICommandHandler<RecoverPasswordCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(UserStreams) private readonly users: UserStreams,
    @Inject(IdentityMails) private readonly mails: IdentityMails,
  ) {}

  async execute({ email, context }: RecoverPasswordCommand): Promise<Ack> {
    const answer = { message: 'password_recover_email_sent' };
    const user = await this.users.userByEmail(email);
    if (user.status === 'none') return new CommandOutcome(answer, undefined, []);
    const token = issueToken('recovery', this.es.now());
    const { events } = await this.es.handle(userStream(user.userId), userModel, (s) => requestPasswordRecovery(s, { token }), context);
    if (events.length > 0) {
      // Not awaited: the answer must take as long for an unknown e-mail as for a known one.
      void this.mails.sendLink(email, 'recovery', token.token).then((sent) => {
        if (!sent) logger.error(`Recovery mail for user ${user.userId} not sent`);
      });
    }
    return new CommandOutcome(answer, undefined, []);
  }
}

/** Finds whose link a token is through the read model; the user's stream decides. */
async function userOfToken(db: ReadModelDb, token: string): Promise<string> {
  const row = await db.selectFrom('user_tokens').select('user_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row) throw new DomainError('token_invalid');
  return row.user_id;
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(Passwords) private readonly passwords: Passwords,
    @Inject(INFRA) private readonly infra: Infrastructure,
  ) {}

  async execute({ token, password, context }: ResetPasswordCommand): Promise<Ack> {
    const userId = await userOfToken(this.infra.database.db as ReadModelDb, token);
    const passwordHash = await this.passwords.hash(password);
    const now = this.es.now().toISOString();
    const { position } = await this.es.handle(
      userStream(userId),
      userModel,
      (s) => setPasswordWithToken(s, { tokenHash: hashToken(token), passwordHash, now }),
      { ...context, userId },
    );
    return new CommandOutcome({ message: 'password_changed' }, position, ['users']);
  }
}

@CommandHandler(ConfirmEmailCommand)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmailCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) private readonly infra: Infrastructure,
  ) {}

  async execute({ token, context }: ConfirmEmailCommand): Promise<Ack> {
    const userId = await userOfToken(this.infra.database.db as ReadModelDb, token);
    const now = this.es.now().toISOString();
    const { position } = await this.es.handle(
      userStream(userId),
      userModel,
      (s) => confirmEmail(s, { tokenHash: hashToken(token), now }),
      { ...context, userId },
    );
    return new CommandOutcome({ message: 'email_confirmed' }, position, ['users']);
  }
}
