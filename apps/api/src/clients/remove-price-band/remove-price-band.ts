import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, removePriceBand } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack as AckOf } from '../../cqrs/command-outcome.js';
import { INFRA } from '../../shared/tokens.js';
import { ClientStreams } from '../client-streams.js';

type Ack = AckOf<{ id?: string }>;

/** DELETE client/prices (body: the band's id only). */
export class RemovePriceBandCommand {
  constructor(
    readonly priceId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RemovePriceBandCommand)
export class RemovePriceBandHandler implements ICommandHandler<RemovePriceBandCommand, Ack> {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  async execute({ priceId, context }: RemovePriceBandCommand): Promise<Ack> {
    // The call names the band only; the read model says whose it is, the client's stream decides.
    const row = await this.db.selectFrom('client_prices').select('client_id').where('id', '=', priceId).executeTakeFirst();
    if (!row) throw new DomainError('price_band_not_found');
    const { position } = await this.clients.handle(row.client_id, (state) => removePriceBand(state, { priceId }), context);
    return new CommandOutcome({ message: 'price_deleted' }, position, ['clients']);
  }
}
