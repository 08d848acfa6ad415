import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { endSession, sessionStream } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { EventSourced } from '../../cqrs/event-sourced.js';
import { sessionModel } from '../users.streams.js';

export class LogoutCommand {
  constructor(
    readonly sessionId: string,
    readonly context: CommandContext,
  ) {}
}

/** Revokes the session on the server: its token stops working at once. */
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand, CommandOutcome<{ message: string }>> {
  constructor(@Inject(EventSourced) private readonly es: EventSourced) {}

  async execute({ sessionId, context }: LogoutCommand) {
    const { position } = await this.es.handle(sessionStream(sessionId), sessionModel, endSession, context);
    return new CommandOutcome({ message: 'logged_out' }, position, ['users']);
  }
}
