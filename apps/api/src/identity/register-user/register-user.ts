import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DomainError, registerUser, userStream, type Role } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { IdentityMails } from '../identity-mails.js';
import { MailBudget } from '../mail-budget.js';
import { Passwords } from '../passwords.js';
import { issueToken } from '../token-ttl.js';
import { UserStreams, userModel } from '../users.streams.js';

/** A sender registers with a password and gets a link to confirm the e-mail. */
export class RegisterUserCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly role: Role,
    /** The client's address, for the mail budget. */
    readonly address: string,
    readonly context: CommandContext,
  ) {}
}

/** What registration answers, whether or not the e-mail was free (no enumeration). */
export const REGISTRATION_ANSWER = { message: 'registration_email_sent' } as const;

/**
 * Registration answers the same whether or not the e-mail is taken: a free
 * address gets the new login and the confirmation link, a taken one gets a note
 * to its owner instead. Over the mail budget (per e-mail and per address) it
 * answers 429 and does nothing; the budget counts requests, not accounts, so
 * that says nothing about the e-mail either.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, CommandOutcome<typeof REGISTRATION_ANSWER>> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(UserStreams) private readonly users: UserStreams,
    @Inject(IdentityMails) private readonly mails: IdentityMails,
    @Inject(Passwords) private readonly passwords: Passwords,
    @Inject(MailBudget) private readonly budget: MailBudget,
  ) {}

  async execute({ email, password, role, address, context }: RegisterUserCommand) {
    if (!(await this.budget.take(email, address))) throw new DomainError('too_many_attempts');
    // Hashed first whatever happens next: a taken address costs the same time as a free one.
    const passwordHash = await this.passwords.hash(password);
    const userId = randomUUID();
    const reserved = await this.users.reserve(email, userId, context).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'email_taken') return false;
      throw error;
    });
    if (!reserved) {
      void this.mails.sendRegistrationAttempt(email);
      return new CommandOutcome(REGISTRATION_ANSWER, undefined, []);
    }
    const verification = issueToken('verification', this.es.now());
    const { position } = await this.es.handle(
      userStream(userId),
      userModel,
      (state) => registerUser(state, { userId, email, role, passwordHash, verification }),
      { ...context, userId },
    );
    // Not awaited, as for a taken address.
    this.mails.sendLinkOnceReadable(email, 'verification', verification.token, position, `user ${userId}`);
    return new CommandOutcome(REGISTRATION_ANSWER, undefined, []);
  }
}
