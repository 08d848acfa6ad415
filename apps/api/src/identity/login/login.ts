import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LoginResponse } from '@parcel/contracts';
import { authorizeLogin, sessionStream, startSession } from '@parcel/domain';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { hashToken, newToken } from '../../shared/secrets.js';
import { LoginThrottle } from '../login-throttle.js';
import { Passwords } from '../passwords.js';
import { UsersQueries } from '../queries/users.queries.js';
import { UserStreams, sessionModel } from '../users.streams.js';

export class LoginCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    /** The client's address, for throttling failed attempts. */
    readonly address: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, CommandOutcome<LoginResponse>> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(UserStreams) private readonly users: UserStreams,
    @Inject(Passwords) private readonly passwords: Passwords,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(UsersQueries) private readonly queries: UsersQueries,
  ) {}

  async execute({ email, password, address, context }: LoginCommand): Promise<CommandOutcome<LoginResponse>> {
    // Counted before the password is checked: parallel guesses cannot all pass the limit.
    const attempt = await this.throttle.reserve(email, address);
    const state = await this.users.userByEmail(email);
    const passwordMatches = await this.passwords.verify(state.status === 'none' ? null : state.passwordHash, password);
    const user = authorizeLogin(state, { passwordMatches });
    await this.throttle.succeeded(attempt);
    const sessionId = randomUUID();
    const token = newToken();
    const events = startSession(sessionModel.initial, { sessionId, userId: user.userId, role: user.role, tokenHash: hashToken(token) });
    const position = await this.es.append(sessionStream(sessionId), -1, events, { ...context, userId: user.userId, role: user.role });
    // A worker who never left a workstation is still there (the session's workstation, as whoami shows it).
    const workstation = await this.queries.workstationOf(user.userId);
    return new CommandOutcome({ token, id: user.userId, email: user.email, role: user.role, workstation }, position, ['users']);
  }
}
