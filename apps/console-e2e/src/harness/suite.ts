import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { PostgresEventStore } from '@parcel/event-store';
import { connectPostgres, type Database } from '@parcel/platform';
import { createTestDatabase, type TestDatabase } from '@parcel/platform/testing';
import { launchBrowser } from './browser.js';
import { startProduct, type Product, type StartProductOptions } from './product.js';

export interface Suite {
  readonly product: Product;
  readonly browser: Browser;
}

/** The product and a browser for the tests of one describe block: started before them, stopped after. */
export function productAndBrowser(): Suite {
  const suite = {} as { product: Product; browser: Browser };
  beforeAll(async () => {
    [suite.product, suite.browser] = await Promise.all([startProduct(), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.close();
  });
  return suite;
}

/** A suite with steps of its own beside the product and the browser (read when the tests run, once they have started). */
export function withSteps<T extends object>(suite: Suite, steps: T): Suite & T {
  return Object.defineProperties(steps, {
    product: { get: () => suite.product },
    browser: { get: () => suite.browser },
  }) as Suite & T;
}

/** What an event written straight into the product's store says of who recorded it (the API's metadata). */
export interface RecordedBy {
  readonly userId: string | null;
  readonly role: number | null;
  readonly workstation: string | null;
  readonly warehouse: string | null;
}

export interface EventStoreSuite extends Suite {
  /** Appends one event to the product's event store, as another part of the product would; its projector picks it up by polling. */
  record(stream: string, type: string, data: Record<string, unknown>, by: RecordedBy, at: string): Promise<void>;
}

/**
 * The product on a database this test file made itself (so it can also write
 * events another part of the product records into its event store), and a
 * browser.
 */
export function productWithEventStore(name: string, options: StartProductOptions = {}): EventStoreSuite {
  const suite = {} as { product: Product; browser: Browser; database: TestDatabase; connection: Database; store: PostgresEventStore };
  beforeAll(async () => {
    suite.database = await createTestDatabase(name);
    [suite.product, suite.browser] = await Promise.all([
      startProduct({ ...options, env: { ...options.env, DATABASE_URL: suite.database.url } }),
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
    async record(stream, type, data, by, at) {
      const metadata = { correlationId: randomUUID(), causationId: randomUUID(), ...by, recordedAt: at };
      await suite.store.append(stream, [{ type, data, metadata }]);
    },
  };
}
