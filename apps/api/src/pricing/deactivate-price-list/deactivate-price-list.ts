import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PRICE_LIST_MESSAGES } from '@parcel/contracts';
import { deactivatePriceList, type PriceListType } from '@parcel/domain';
import { OPERATIONAL_PRICE_LISTS } from '@parcel/read-models';
import type { Ack } from '../../cqrs/command-outcome.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { PriceListStreams } from '../price-list-streams.js';

/**
 * PATCH app/v1/operational_price_list/{type} {id}: a client's active list
 * stops now; the client is priced by the default list again ('Powrócono do
 * korzystania z głównego cennika!').
 */
export class DeactivatePriceListCommand {
  constructor(
    readonly type: PriceListType,
    readonly priceListId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeactivatePriceListCommand)
export class DeactivatePriceListHandler implements ICommandHandler<DeactivatePriceListCommand, Ack> {
  constructor(@Inject(PriceListStreams) private readonly streams: PriceListStreams) {}

  async execute({ type, priceListId, context }: DeactivatePriceListCommand): Promise<Ack> {
    const at = this.streams.now().toISOString();
    const { position } = await this.streams.update(priceListId, (state) => deactivatePriceList(state, { type, at }), context);
    return new CommandOutcome({ message: PRICE_LIST_MESSAGES.deactivated }, position, [OPERATIONAL_PRICE_LISTS]);
  }
}
