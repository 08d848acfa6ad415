import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, addPriceBand, changePriceBand, removePriceBand, type PriceBand } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { INFRA } from '../../shared/tokens.js';
import { ClientStreams } from '../client-streams.js';

/** POST client/prices. */
export class AddPriceBandCommand {
  constructor(
    readonly clientId: number,
    readonly band: PriceBand,
    readonly context: CommandContext,
  ) {}
}

/** PUT client/prices. */
export class ChangePriceBandCommand {
  constructor(
    readonly clientId: number,
    readonly priceId: string,
    readonly band: PriceBand,
    readonly context: CommandContext,
  ) {}
}

/** DELETE client/prices (body: the band's id only). */
export class RemovePriceBandCommand {
  constructor(
    readonly priceId: string,
    readonly context: CommandContext,
  ) {}
}

type Ack = CommandOutcome<{ message: string; id?: string }>;

@CommandHandler(AddPriceBandCommand)
export class AddPriceBandHandler implements ICommandHandler<AddPriceBandCommand, Ack> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, band, context }: AddPriceBandCommand): Promise<Ack> {
    const priceId = randomUUID();
    const { position } = await this.clients.handle(clientId, (state) => addPriceBand(state, { priceId, band }), context);
    return new CommandOutcome({ message: 'price_created', id: priceId }, position, ['clients']);
  }
}

@CommandHandler(ChangePriceBandCommand)
export class ChangePriceBandHandler implements ICommandHandler<ChangePriceBandCommand, Ack> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, priceId, band, context }: ChangePriceBandCommand): Promise<Ack> {
    const { position } = await this.clients.handle(clientId, (state) => changePriceBand(state, { priceId, band }), context);
    return new CommandOutcome({ message: 'price_changed' }, position, ['clients']);
  }
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
