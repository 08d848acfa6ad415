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
import { hashToken } from '../../shared/secrets.js';
import { INFRA } from '../../shared/tokens.js';
import { IdentityMails } from '../identity-mails.js';
import { LoginThrottle } from '../login-throttle.js';
import { MailBudget } from '../mail-budget.js';
import type { AuthenticatedUser } from '../session-lookup.js';
import { Passwords } from '../passwords.js';
import { UserStreams, userModel } from '../users.streams.js';
import { issueToken } from './token-ttl.js';

export class ChangePasswordCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly currentPassword: string,
    readonly password: string,
    /** The client's address: wrong current passwords count like failed logins. */
    readonly address: string,
    readonly context: CommandContext,
  ) {}
}

export class RecoverPasswordCommand {
  constructor(
    readonly email: string,
    /** The client's address, for the mail budget. */
    readonly address: string,
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
    @Inject(UserStreams) private readonly users: UserStreams,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
  ) {}

  /** Needs the current password (guesses count as failed logins of the user's e-mail); every other session ends. */
  async execute({ user, currentPassword, password, address, context }: ChangePasswordCommand): Promise<Ack> {
    const attempt = await this.throttle.reserve(user.email, address);
    const { state } = await this.users.loadUser(user.id);
    const currentPasswordMatches = await this.passwords.verify(state.status === 'none' ? null : state.passwordHash, currentPassword);
    const passwordHash = await this.passwords.hash(password);
    const { position } = await this.es.handle(
      userStream(user.id),
      userModel,
      (s) => changePassword(s, { passwordHash, currentPasswordMatches, keepSessionId: user.sessionId }),
      context,
    );
    await this.throttle.succeeded(attempt);
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
    @Inject(MailBudget) private readonly budget: MailBudget,
  ) {}

  async execute({ email, address, context }: RecoverPasswordCommand): Promise<Ack> {
    const answer = { message: 'password_recover_email_sent' };
    // Over the mail budget: the same answer, and nothing is mailed.
    if (!(await this.budget.take(email, address))) return new CommandOutcome(answer, undefined, []);
    const user = await this.users.userByEmail(email);
    if (user.status === 'none') return new CommandOutcome(answer, undefined, []);
    const now = this.es.now();
    const token = issueToken('recovery', now);
    const { events, position } = await this.es.handle(
      userStream(user.userId),
      userModel,
      (s) => requestPasswordRecovery(s, { token, now: now.toISOString() }),
      context,
    );
    // Not awaited: the answer must take as long for an unknown e-mail as for a known one.
    if (events.length > 0) this.mails.sendLinkOnceReadable(email, 'recovery', token.token, position, `user ${user.userId}`);
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
