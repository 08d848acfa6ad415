import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changePassword, userStream } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { LoginThrottle } from '../login-throttle.js';
import { Passwords } from '../passwords.js';
import type { AuthenticatedUser } from '../session-lookup.js';
import { UserStreams, userModel } from '../users.streams.js';

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
