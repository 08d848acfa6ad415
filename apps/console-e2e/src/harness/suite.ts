import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startProduct, type Product } from './product.js';

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
