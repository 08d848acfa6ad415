import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { setPasswordWithToken, userStream } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { hashToken } from '../../shared/secrets.js';
import { INFRA } from '../../shared/tokens.js';
import { Passwords } from '../passwords.js';
import { userOfToken } from '../user-of-token.js';
import { userModel } from '../users.streams.js';

/** Sets a password with a mailed link (invitation or recovery). */
export class ResetPasswordCommand {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(Passwords) private readonly passwords: Passwords,
    @Inject(INFRA) private readonly infra: Infrastructure,
  ) {}

  async execute({ token, password, context }: ResetPasswordCommand): Promise<Ack> {
    const userId = await userOfToken(this.infra.database.db as ReadModelDb, token);
    const passwordHash = await this.passwords.hash(password);
    const now = this.es.now().toISOString();
    const { position } = await this.es.handle(
      userStream(userId),
      userModel,
      (s) => setPasswordWithToken(s, { tokenHash: hashToken(token), passwordHash, now }),
      { ...context, userId },
    );
    return new CommandOutcome({ message: 'password_changed' }, position, ['users']);
  }
}
