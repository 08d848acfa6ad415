import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, assertStaffLogin, blockUser, restoreUser, updateUser, userStream, type Role, type UserState } from '@parcel/domain';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { UserStreams, userModel } from '../users.streams.js';

export class UpdateUserCommand {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly role: Role,
    readonly context: CommandContext,
  ) {}
}

export class BlockUserCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

export class RestoreUserCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

type Ack = CommandOutcome<{ message: string }>;

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
    const position = email === state.email ? await write() : await this.users.moveEmail({ userId, from: state.email, to: email }, context, write);
    return new CommandOutcome({ message: 'user_updated' }, position, ['users']);
  }
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

@CommandHandler(RestoreUserCommand)
export class RestoreUserHandler implements ICommandHandler<RestoreUserCommand, Ack> {
  constructor(@Inject(EventSourced) private readonly es: EventSourced) {}

  async execute({ userId, context }: RestoreUserCommand): Promise<Ack> {
    const decide = (s: UserState) => (assertStaffLogin(s), restoreUser(s));
    const { position } = await this.es.handle(userStream(userId), userModel, decide, context);
    return new CommandOutcome({ message: 'user_restored' }, position, ['users']);
  }
}
