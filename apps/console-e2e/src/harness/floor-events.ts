import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { PostgresEventStore } from '@parcel/event-store';
import { connectPostgres, type Database } from '@parcel/platform';
import { createTestDatabase, type TestDatabase } from '@parcel/platform/testing';
import { launchBrowser } from './browser.js';
import { startProduct, type Product, type StartProductOptions } from './product.js';

/** Who did it, as the API's metadata says (a worker at a workstation of TYCHY). */
export interface FloorActor {
  readonly userId: string;
  readonly workstation: string;
}

export interface FloorSuite {
  readonly product: Product;
  readonly browser: Browser;
  /**
   * Puts a parcel in a problematic sector as the scanning screen does
   * (ParcelSectorAssigned on the parcel's stream, straight into the product's
   * event store: the scanning endpoint is another part's work); the product's
   * projector picks it up by polling.
   */
  putInSector(parcelId: number, shipmentId: number, sectorId: number, actor: FloorActor, at?: string): Promise<void>;
}

/**
 * The product on a database this test file made itself (so it can also write
 * floor events into the product's event store), and a browser.
 */
export function productWithFloorEvents(options: StartProductOptions = {}): FloorSuite {
  const suite = {} as { product: Product; browser: Browser; database: TestDatabase; connection: Database; store: PostgresEventStore };
  beforeAll(async () => {
    suite.database = await createTestDatabase('floor');
    [suite.product, suite.browser] = await Promise.all([
      startProduct({ env: { ...options.env, DATABASE_URL: suite.database.url } }),
      launchBrowser(),
    ]);
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
    async putInSector(parcelId, shipmentId, sectorId, actor, at = new Date().toISOString()) {
      await suite.store.append(`parcel-${parcelId}`, [
        {
          type: 'ParcelSectorAssigned',
          data: { parcelId, shipmentId, sectorId, sectorCode: String(sectorId), statusTypeId: sectorId === 1 ? 91 : 90, at },
          metadata: {
            correlationId: randomUUID(),
            causationId: randomUUID(),
            userId: actor.userId,
            role: 1,
            workstation: actor.workstation,
            warehouse: 'TYCHY',
            recordedAt: at,
          },
        },
      ]);
    },
  };
}
