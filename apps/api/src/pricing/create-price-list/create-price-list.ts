import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PRICE_LIST_MESSAGES, type PriceListBody } from '@parcel/contracts';
import { DomainError, createPriceList, initialPriceListState, recordedTerms, type PriceListType } from '@parcel/domain';
import { OPERATIONAL_PRICE_LISTS } from '@parcel/read-models';
import { ClientStreams } from '../../clients/client-streams.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { termsOf } from '../price-list-body.js';
import { PriceListStreams } from '../price-list-streams.js';

/** POST app/v1/operational_price_list/{type}: a new default or client list (active at once when its begin date has come). */
export class CreatePriceListCommand {
  constructor(
    readonly type: PriceListType,
    readonly body: PriceListBody,
    readonly context: CommandContext,
  ) {}
}

export interface CreatedPriceList {
  id: number;
  message: string;
}

@CommandHandler(CreatePriceListCommand)
export class CreatePriceListHandler implements ICommandHandler<CreatePriceListCommand, CommandOutcome<CreatedPriceList>> {
  constructor(
    @Inject(PriceListStreams) private readonly streams: PriceListStreams,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
  ) {}

  async execute({ type, body, context }: CreatePriceListCommand): Promise<CommandOutcome<CreatedPriceList>> {
    const terms = termsOf(type, body);
    // Checked before an id is taken: a refused list uses up no number.
    recordedTerms(terms);
    if (terms.clientId !== null && (await this.clients.load(terms.clientId)).state.status === 'none')
      throw new DomainError('price_list_client_not_found');
    const priceListId = await this.streams.nextId();
    const events = createPriceList(initialPriceListState, { priceListId, terms, today: this.streams.today() });
    const position = await this.streams.create(priceListId, events, context);
    return new CommandOutcome({ id: priceListId, message: PRICE_LIST_MESSAGES.created }, position, [OPERATIONAL_PRICE_LISTS]);
  }
}
