import {
  IDOSELL_PACKAGES_PER_CALL,
  IDOSELL_PAGE_LIMIT,
  IdoSellRefused,
  IdoSellUnavailable,
  type IdoSellCourier,
  type IdoSellOrdersPage,
  type IdoSellPackage,
  type IdoSellPackageOutcome,
  type IdoSellPort,
  type IdoSellShop,
} from './idosell-port.js';
import {
  apiPath,
  checkAnswer,
  couriersQuery,
  packagesBody,
  readCouriers,
  readOrdersPage,
  readPackagesResult,
  scrubKey,
  searchOrdersBody,
  type WireAnswer,
} from './idosell-wire.js';

export interface IdoSellHttpOptions {
  /** The Admin API's version in the path (IDOSELL_API_VERSION). */
  readonly version: number;
  readonly timeoutMs: number;
}

/** Couriers pages read at most (100 couriers a page). */
const MAX_COURIER_PAGES = 10;

/**
 * The real IdoSell Admin API (IDOSELL_ADAPTER=http), as integrations.md
 * documents it: the key in the X-API-KEY header, JSON bodies wrapped in
 * {"params": ...}; POST /orders/orders/search, GET /couriers/couriers,
 * POST /orders/packages under https://{shop}/api/admin/v{N}. Outages,
 * timeouts, 429 and 5xx are IdoSellUnavailable; 401 and 403 (naming the
 * missing scope) IdoSellRefused. No message carries the key.
 */
export class IdoSellHttp implements IdoSellPort {
  constructor(private readonly options: IdoSellHttpOptions) {}

  async ordersToShip(shop: IdoSellShop, page: number): Promise<IdoSellOrdersPage> {
    const answer = await this.send(shop, 'POST', '/orders/orders/search', { json: searchOrdersBody(page, IDOSELL_PAGE_LIMIT) });
    this.check(shop, answer, 'POST /orders/orders/search');
    return readOrdersPage(answer.json, page);
  }

  async couriers(shop: IdoSellShop, countryIso: string): Promise<IdoSellCourier[]> {
    const found: IdoSellCourier[] = [];
    for (let page = 0; page < MAX_COURIER_PAGES; page++) {
      const answer = await this.send(shop, 'GET', '/couriers/couriers', { query: couriersQuery(countryIso, page, IDOSELL_PAGE_LIMIT) });
      this.check(shop, answer, 'GET /couriers/couriers');
      const { couriers, pages } = readCouriers(answer.json);
      found.push(...couriers);
      if (page + 1 >= pages) break;
    }
    return found;
  }

  async writePackages(shop: IdoSellShop, packages: readonly IdoSellPackage[]): Promise<IdoSellPackageOutcome[]> {
    const outcomes: IdoSellPackageOutcome[] = [];
    for (let from = 0; from < packages.length; from += IDOSELL_PACKAGES_PER_CALL) {
      const batch = packages.slice(from, from + IDOSELL_PACKAGES_PER_CALL);
      const answer = await this.send(shop, 'POST', '/orders/packages', { json: packagesBody(batch) });
      this.check(shop, answer, 'POST /orders/packages');
      outcomes.push(
        ...readPackagesResult(answer.json, batch).map((o) => (o.written ? o : { ...o, message: scrubKey(o.message, shop.apiKey) })),
      );
    }
    return outcomes;
  }

  /** checkAnswer, with the key scrubbed from whatever the platform said. */
  private check(shop: IdoSellShop, answer: WireAnswer, call: string): void {
    try {
      checkAnswer(answer, call);
    } catch (error) {
      if (error instanceof IdoSellRefused) throw new IdoSellRefused(error.reason, scrubKey(error.message, shop.apiKey));
      if (error instanceof IdoSellUnavailable) throw new IdoSellUnavailable(scrubKey(error.message, shop.apiKey));
      throw error;
    }
  }

  private async send(
    shop: IdoSellShop,
    method: 'GET' | 'POST',
    path: string,
    options: { json?: unknown; query?: Record<string, string> } = {},
  ): Promise<WireAnswer> {
    const url = new URL(`${shop.baseUrl.replace(/\/+$/, '')}${apiPath(this.options.version, path)}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': shop.apiKey };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const call = `${method} ${path}`;
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        signal: AbortSignal.timeout(this.options.timeoutMs),
        redirect: 'error',
      });
      body = await response.text();
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${this.options.timeoutMs} ms` : 'connection failed';
      throw new IdoSellUnavailable(`IdoSell ${call} at ${url.host}: ${reason}`);
    }
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, xError: response.headers.get('x-error'), json };
  }
}
