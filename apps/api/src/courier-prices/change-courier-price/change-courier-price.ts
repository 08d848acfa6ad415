import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CourierPriceUpdatedResponse } from '@parcel/contracts';
import { changeCourierPrice, type CourierPriceTerms } from '@parcel/domain';
import { COURIER_PRICES } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { CourierPriceStreams } from '../courier-price-streams.js';
import { CourierPricesQueries } from '../queries/courier-prices.queries.js';

/** PUT courier/price: an admin changes one row of a courier's price table. */
export class ChangeCourierPriceCommand {
  constructor(
    readonly priceId: number,
    readonly terms: CourierPriceTerms,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ChangeCourierPriceCommand)
export class ChangeCourierPriceHandler implements ICommandHandler<ChangeCourierPriceCommand, CommandOutcome<CourierPriceUpdatedResponse>> {
  constructor(
    @Inject(CourierPriceStreams) private readonly streams: CourierPriceStreams,
    @Inject(CourierPricesQueries) private readonly queries: CourierPricesQueries,
  ) {}

  async execute({ priceId, terms, context }: ChangeCourierPriceCommand): Promise<CommandOutcome<CourierPriceUpdatedResponse>> {
    // The body names the row only: the read model knows its courier (rows never move), the courier's stream decides.
    const { courier_id: courierId } = await this.queries.one(priceId);
    const { position } = await this.streams.update(courierId, (state) => changeCourierPrice(state, { courierId, priceId, terms }), context);
    return new CommandOutcome({ id: priceId, courier_id: courierId, message: 'price_updated' as const }, position, [COURIER_PRICES]);
  }
}
