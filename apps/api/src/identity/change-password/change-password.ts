import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changePassword, userStream } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { Passwords } from '../passwords.js';
import { userModel } from '../users.streams.js';

export class ChangePasswordCommand {
  constructor(
    readonly userId: string,
    readonly password: string,
    readonly context: CommandContext,
  ) {}
}

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
