import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changePriceBand, type PriceBand } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack as AckOf } from '../../cqrs/command-outcome.js';
import { ClientStreams } from '../client-streams.js';

type Ack = AckOf<{ id?: string }>;

/** PUT client/prices. */
export class ChangePriceBandCommand {
  constructor(
    readonly clientId: number,
    readonly priceId: string,
    readonly band: PriceBand,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ChangePriceBandCommand)
export class ChangePriceBandHandler implements ICommandHandler<ChangePriceBandCommand, Ack> {
  constructor(@Inject(ClientStreams) private readonly clients: ClientStreams) {}

  async execute({ clientId, priceId, band, context }: ChangePriceBandCommand): Promise<Ack> {
    const { position } = await this.clients.handle(clientId, (state) => changePriceBand(state, { priceId, band }), context);
    return new CommandOutcome({ message: 'price_changed' }, position, ['clients']);
  }
}
