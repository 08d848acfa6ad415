import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { PostgresEventStore } from '@parcel/event-store';
import { connectPostgres, type Database } from '@parcel/platform';
import { createTestDatabase, type TestDatabase } from '@parcel/platform/testing';
import { launchBrowser } from './browser.js';
import { startProduct, type Product } from './product.js';

export interface PricingSuite {
  readonly product: Product;
  readonly browser: Browser;
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
  const suite = {} as { product: Product; browser: Browser; database: TestDatabase; connection: Database; store: PostgresEventStore };
  beforeAll(async () => {
    suite.database = await createTestDatabase('pricing');
    [suite.product, suite.browser] = await Promise.all([startProduct({ env: { DATABASE_URL: suite.database.url } }), launchBrowser()]);
    suite.connection = connectPostgres(suite.database.url, { maxConnections: 2 });
    suite.store = await PostgresEventStore.create({ db: suite.connection.db, query: suite.connection.query });
  }, 180_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.close();
    await suite.connection?.close();
    await suite.database?.drop();
  });
  return {
    get product() {
      return suite.product;
    },
    get browser() {
      return suite.browser;
    },
    async putInUse(priceListId, shipmentId = 1) {
      const at = new Date().toISOString();
      await suite.store.append(`operational-price-list-${priceListId}`, [
        {
          type: 'OperationalPriceListPutInUse',
          data: { priceListId, shipmentId, at },
          metadata: {
            correlationId: randomUUID(),
            causationId: randomUUID(),
            userId: null,
            role: null,
            workstation: null,
            warehouse: null,
            recordedAt: at,
          },
        },
      ]);
    },
  };
}
