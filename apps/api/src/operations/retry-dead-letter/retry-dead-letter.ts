import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@parcel/domain';
import { formatPosition } from '@parcel/event-store';
import { readModelSubject } from '@parcel/platform';
import { describeError, findProjection, type ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { logger } from '../../shared/logger.js';
import { INFRA } from '../../shared/tokens.js';
import { DeadLetterClaims, type ClaimedLetter } from '../dead-letter-claims.js';
import { ProcessManagers } from '../process-managers.js';

/** POST app/v1/dead_letters/{id}/retry: hands the parked event to its handler again, now. */
export class RetryDeadLetterCommand {
  constructor(
    readonly id: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RetryDeadLetterCommand)
export class RetryDeadLetterHandler implements ICommandHandler<RetryDeadLetterCommand, Ack> {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(DeadLetterClaims) private readonly claims: DeadLetterClaims,
    @Inject(ProcessManagers) private readonly processManagers: ProcessManagers,
  ) {}

  async execute({ id, context }: RetryDeadLetterCommand): Promise<Ack> {
    const letter = await this.claims.resolve(id, 'retried', context.userId, new Date());
    try {
      await this.run(letter);
    } catch (error) {
      await this.claims.park(id, describeError(error));
      logger.warn(`Dead letter ${id} (${letter.handler}) failed again: ${describeError(error)}`);
      throw new DomainError('dead_letter_retry_failed');
    }
    return new CommandOutcome({ message: 'dead_letter_retried' }, undefined, []);
  }

  /**
   * A projection applies the event to its rows now (its checkpoint is already
   * past it); a process manager handles it as it would have (idempotent per event).
   */
  private async run(letter: ClaimedLetter): Promise<void> {
    const { store, database, bus } = this.infra;
    const event = (await store.readStream(letter.stream_id)).find((e) => e.eventId === letter.event_id);
    if (!event) throw new Error(`Event ${letter.event_id} is not in stream ${letter.stream_id}`);
    if (letter.kind === 'process_manager') {
      const processManager = this.processManagers.find(letter.handler);
      if (!processManager) throw new Error(`No process manager ${letter.handler}`);
      await processManager.handle(event);
      return;
    }
    const projection = findProjection(letter.handler);
    if (!projection) throw new Error(`No projection ${letter.handler}`);
    const ids = await (database.db as ReadModelDb).transaction().execute((trx) => projection.apply(trx, event));
    const position = formatPosition(event.position);
    for (const changed of ids) bus.publish(readModelSubject(projection.name, changed), { readModel: projection.name, position, ids: [changed] });
  }
}
