import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addPriceBand, type PriceBand } from '@parcel/domain';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack as AckOf } from '../../cqrs/command-outcome.js';
import { ClientStreams } from '../client-streams.js';

type Ack = AckOf<{ id?: string }>;

/** POST client/prices. */
export class AddPriceBandCommand {
  constructor(
    readonly clientId: number,
    readonly band: PriceBand,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(AddPriceBandCommand)
export class AddPriceBandHandler implements ICommandHandler<AddPriceBandCommand, Ack> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, band, context }: AddPriceBandCommand): Promise<Ack> {
    const priceId = randomUUID();
    const { position } = await this.clients.handle(clientId, (state) => addPriceBand(state, { priceId, band }), context);
    return new CommandOutcome({ message: 'price_created', id: priceId }, position, ['clients']);
  }
}
