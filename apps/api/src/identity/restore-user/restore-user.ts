import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertStaffLogin, restoreUser, userStream, type UserState } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { userModel } from '../users.streams.js';

export class RestoreUserCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RestoreUserCommand)
export class RestoreUserHandler implements ICommandHandler<RestoreUserCommand, Ack> {
  constructor(@Inject(EventSourced) private readonly es: EventSourced) {}

  async execute({ userId, context }: RestoreUserCommand): Promise<Ack> {
    const decide = (s: UserState) => (assertStaffLogin(s), restoreUser(s));
    const { position } = await this.es.handle(userStream(userId), userModel, decide, context);
    return new CommandOutcome({ message: 'user_restored' }, position, ['users']);
  }
}
