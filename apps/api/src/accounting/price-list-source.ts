import type { PricedList } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';

/** What accounting needs of the pricing area: every list, and locking a list that priced a shipment. */
export interface PriceListSource {
  all(): Promise<readonly PricedList[]>;
  putInUse(priceListId: number, shipmentId: number, at: string, context: CommandContext): Promise<void>;
}

export const PRICE_LIST_SOURCE = Symbol('PriceListSource');
