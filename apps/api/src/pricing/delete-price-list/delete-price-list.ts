import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PRICE_LIST_MESSAGES } from '@parcel/contracts';
import { deletePriceList, type PriceListType } from '@parcel/domain';
import { OPERATIONAL_PRICE_LISTS } from '@parcel/read-models';
import type { Ack } from '../../cqrs/command-outcome.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { PriceListStreams } from '../price-list-streams.js';

/** DELETE app/v1/operational_price_list/{type} {id}: a list not in use is gone (409 price_list_in_use otherwise). */
export class DeletePriceListCommand {
  constructor(
    readonly type: PriceListType,
    readonly priceListId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeletePriceListCommand)
export class DeletePriceListHandler implements ICommandHandler<DeletePriceListCommand, Ack> {
  constructor(@Inject(PriceListStreams) private readonly streams: PriceListStreams) {}

  async execute({ type, priceListId, context }: DeletePriceListCommand): Promise<Ack> {
    const { position } = await this.streams.update(priceListId, (state) => deletePriceList(state, type), context);
    return new CommandOutcome({ message: PRICE_LIST_MESSAGES.deleted }, position, [OPERATIONAL_PRICE_LISTS]);
  }
}
