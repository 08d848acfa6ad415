import { productWithEventStore, withSteps, type Suite } from './suite.js';

export interface PricingSuite extends Suite {
  /**
   * Locks a list as accounting does when the list prices its first shipment
   * (OperationalPriceListPutInUse on the list's stream, straight into the
   * product's event store: pricing a shipment is the accounting process's
   * work); the product's projector picks it up by polling.
   */
  putInUse(priceListId: number, shipmentId?: number): Promise<void>;
}

/** The product on a database this test file made itself (so it can also write pricing events into its event store), and a browser. */
export function productWithPricingEvents(): PricingSuite {
  const suite = productWithEventStore('pricing');
  return withSteps<Omit<PricingSuite, keyof Suite>>(suite, {
    async putInUse(priceListId: number, shipmentId = 1) {
      const at = new Date().toISOString();
      const system = { userId: null, role: null, workstation: null, warehouse: null };
      await suite.record(
        `operational-price-list-${priceListId}`,
        'OperationalPriceListPutInUse',
        { priceListId, shipmentId, at },
        system,
        at,
      );
    },
  });
}
