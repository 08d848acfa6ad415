import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, assertStaffLogin, updateUser, userStream, type Role } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { UserStreams } from '../users.streams.js';

export class UpdateUserCommand {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly role: Role,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(UserStreams) private readonly users: UserStreams,
  ) {}

  async execute({ userId, email, role, context }: UpdateUserCommand): Promise<Ack> {
    const { state, revision } = await this.users.loadUser(userId);
    if (state.status === 'none') throw new DomainError('user_not_found');
    assertStaffLogin(state);
    const events = updateUser(state, { email, role, actorId: context.userId ?? '' });
    const write = () => this.es.append(userStream(userId), revision, events, context);
    const position =
      email === state.email ? await write() : await this.users.moveEmail({ userId, from: state.email, to: email }, context, write);
    return new CommandOutcome({ message: 'user_updated' }, position, ['users']);
  }
}
