import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { DeadLetterClaims } from '../dead-letter-claims.js';

/** POST app/v1/dead_letters/{id}/skip: the admin decides the parked event needs no handling. */
export class SkipDeadLetterCommand {
  constructor(
    readonly id: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(SkipDeadLetterCommand)
export class SkipDeadLetterHandler implements ICommandHandler<SkipDeadLetterCommand, Ack> {
  constructor(@Inject(DeadLetterClaims) private readonly claims: DeadLetterClaims) {}

  async execute({ id, context }: SkipDeadLetterCommand): Promise<Ack> {
    await this.claims.resolve(id, 'skipped', context.userId, new Date());
    return new CommandOutcome({ message: 'dead_letter_skipped' }, undefined, []);
  }
}
