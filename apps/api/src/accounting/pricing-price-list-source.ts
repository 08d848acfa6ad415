import { Inject, Injectable } from '@nestjs/common';
import type { PricedList } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { PriceLists } from '../pricing/price-lists.js';
import { PutPriceListInUse } from '../pricing/put-price-list-in-use/put-price-list-in-use.js';
import type { PriceListSource } from './price-list-source.js';

/** The pricing area's lists and lock, as accounting takes them. */
@Injectable()
export class PricingPriceListSource implements PriceListSource {
  constructor(
    @Inject(PriceLists) private readonly lists: PriceLists,
    @Inject(PutPriceListInUse) private readonly inUse: PutPriceListInUse,
  ) {}

  all(): Promise<readonly PricedList[]> {
    return this.lists.all();
  }

  async putInUse(priceListId: number, shipmentId: number, at: string, context: CommandContext): Promise<void> {
    await this.inUse.run(priceListId, shipmentId, at, context);
  }
}
