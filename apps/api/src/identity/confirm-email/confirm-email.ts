import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { confirmEmail, userStream } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { hashToken } from '../../shared/secrets.js';
import { INFRA } from '../../shared/tokens.js';
import { userOfToken } from '../user-of-token.js';
import { userModel } from '../users.streams.js';

export class ConfirmEmailCommand {
  constructor(
    readonly token: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ConfirmEmailCommand)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmailCommand, Ack> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) private readonly infra: Infrastructure,
  ) {}

  async execute({ token, context }: ConfirmEmailCommand): Promise<Ack> {
    const userId = await userOfToken(this.infra.database.db as ReadModelDb, token);
    const now = this.es.now().toISOString();
    const { position } = await this.es.handle(userStream(userId), userModel, (s) => confirmEmail(s, { tokenHash: hashToken(token), now }), {
      ...context,
      userId,
    });
    return new CommandOutcome({ message: 'email_confirmed' }, position, ['users']);
  }
}
