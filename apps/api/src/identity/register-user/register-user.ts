import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { registerUser, userStream, type Role } from '@parcel/domain';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { logger } from '../../shared/logger.js';
import { IdentityMails } from '../identity-mails.js';
import { Passwords } from '../passwords.js';
import { issueToken } from '../token-ttl.js';
import { UserStreams, userModel } from '../users.streams.js';

export interface CreatedUser {
  id: string;
  email: string;
  role: Role;
}

/** A sender registers with a password and gets a link to confirm the e-mail. */
export class RegisterUserCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly role: Role,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, CommandOutcome<CreatedUser>> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(UserStreams) private readonly users: UserStreams,
    @Inject(IdentityMails) private readonly mails: IdentityMails,
    @Inject(Passwords) private readonly passwords: Passwords,
  ) {}

  async execute({ email, password, role, context }: RegisterUserCommand) {
    const userId = randomUUID();
    await this.users.reserve(email, userId, context);
    const passwordHash = await this.passwords.hash(password);
    const verification = issueToken('verification', this.es.now());
    const { position } = await this.es.handle(
      userStream(userId),
      userModel,
      (state) => registerUser(state, { userId, email, role, passwordHash, verification }),
      { ...context, userId },
    );
    if (!(await this.mails.sendLink(email, 'verification', verification.token)))
      logger.error(`Verification mail for user ${userId} not sent`);
    return new CommandOutcome({ id: userId, email, role }, position, ['users']);
  }
}
