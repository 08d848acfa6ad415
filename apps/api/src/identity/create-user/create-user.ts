import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Role } from '@parcel/domain';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { IdentityMails } from '../identity-mails.js';
import { UserStreams } from '../users.streams.js';

export interface CreatedUser {
  id: string;
  email: string;
  role: Role;
}

/** An admin adds a user, who gets a link to set a password. */
export class CreateUserCommand {
  constructor(
    readonly email: string,
    readonly role: Role,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, CommandOutcome<CreatedUser>> {
  constructor(
    @Inject(UserStreams) private readonly users: UserStreams,
    @Inject(IdentityMails) private readonly mails: IdentityMails,
  ) {}

  async execute({ email, role, context }: CreateUserCommand) {
    const userId = randomUUID();
    await this.users.reserve(email, userId, context);
    const { position, token } = await this.users.createInvited({ userId, email, role }, context);
    await this.mails.sendInvitation(email, token, `user ${userId}`);
    return new CommandOutcome({ id: userId, email, role }, position, ['users']);
  }
}
