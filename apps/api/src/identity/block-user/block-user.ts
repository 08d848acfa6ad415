import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertStaffLogin, blockUser, userStream, type UserState } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { userModel } from '../users.streams.js';

export class BlockUserCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(BlockUserCommand)
export class BlockUserHandler implements ICommandHandler<BlockUserCommand, Ack> {
  constructor(@Inject(EventSourced) private readonly es: EventSourced) {}

  async execute({ userId, context }: BlockUserCommand): Promise<Ack> {
    const actorId = context.userId ?? '';
    const decide = (s: UserState) => (assertStaffLogin(s), blockUser(s, { actorId }));
    const { position } = await this.es.handle(userStream(userId), userModel, decide, context);
    return new CommandOutcome({ message: 'user_removed' }, position, ['users']);
  }
}
