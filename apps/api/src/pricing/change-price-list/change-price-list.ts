import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PRICE_LIST_MESSAGES, type UpdatePriceListRequest } from '@parcel/contracts';
import { changePriceList, type PriceListType } from '@parcel/domain';
import { OPERATIONAL_PRICE_LISTS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { termsOf } from '../price-list-body.js';
import { PriceListStreams } from '../price-list-streams.js';

/** PUT app/v1/operational_price_list/{type}: new terms for a list not in use (409 price_list_in_use otherwise). */
export class ChangePriceListCommand {
  constructor(
    readonly type: PriceListType,
    readonly body: UpdatePriceListRequest,
    readonly context: CommandContext,
  ) {}
}

export interface ChangedPriceList {
  id: number;
  message: string;
}

@CommandHandler(ChangePriceListCommand)
export class ChangePriceListHandler implements ICommandHandler<ChangePriceListCommand, CommandOutcome<ChangedPriceList>> {
  constructor(@Inject(PriceListStreams) private readonly streams: PriceListStreams) {}

  async execute({ type, body, context }: ChangePriceListCommand): Promise<CommandOutcome<ChangedPriceList>> {
    const terms = termsOf(type, body);
    const { position } = await this.streams.update(
      body.id,
      (state) => changePriceList(state, { type, terms, today: this.streams.today() }),
      context,
    );
    return new CommandOutcome({ id: body.id, message: PRICE_LIST_MESSAGES.updated }, position, [OPERATIONAL_PRICE_LISTS]);
  }
}
