import { Inject, Injectable } from '@nestjs/common';
import { putPriceListInUse } from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import { systemContext, type CommandContext } from '../../cqrs/command-context.js';
import { PriceListStreams } from '../price-list-streams.js';

/**
 * For the accounting process manager (exported by the pricing module): the
 * list priced a shipment, so it is locked from now on. Idempotent (a list in
 * use already records nothing, whichever shipment asks); a racing writer on
 * the list is retried. A list deleted meanwhile is price_list_not_found.
 * Answers the position of the event (undefined when nothing was recorded).
 */
@Injectable()
export class PutPriceListInUse {
  constructor(@Inject(PriceListStreams) private readonly streams: PriceListStreams) {}

  async run(priceListId: number, shipmentId: number, at: string, context: CommandContext = systemContext()): Promise<Position | undefined> {
    const { position } = await this.streams.update(priceListId, (state) => putPriceListInUse(state, { shipmentId, at }), context);
    return position;
  }
}
