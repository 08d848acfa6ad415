import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import {
  IDOSELL_PACKAGES_PER_CALL,
  IDOSELL_PAGE_LIMIT,
  type IdoSellCourier,
  type IdoSellOrdersPage,
  type IdoSellPackage,
  type IdoSellPackageOutcome,
  type IdoSellPort,
  type IdoSellShop,
} from '../idosell-port.js';
import {
  checkAnswer,
  couriersQuery,
  FAULT_EMPTY_RESULT,
  packagesBody,
  readCouriers,
  readOrdersPage,
  readPackagesResult,
  searchOrdersBody,
  type WireAnswer,
} from '../idosell-wire.js';
import { DEMO_ORDERS, isDemoDomain, SANDBOX_COURIERS, sandboxOrder } from './sandbox-idosell-data.js';
import { SandboxIdoSellStore } from './sandbox-idosell-store.js';

export interface IdoSellSandboxBehaviour {
  /** Every answer's delay (ms), like a remote call (IDOSELL_SANDBOX_DELAY_MS). */
  readonly delayMs: number;
  /** An outage (503) for every shop whose domain contains this text ('*': every shop); empty: none (IDOSELL_SANDBOX_FAIL). */
  readonly failDomain: string;
}

export const DEFAULT_IDOSELL_SANDBOX: IdoSellSandboxBehaviour = { delayMs: 50, failDomain: '' };

/** Test triggers in the API key (any case): a key the platform refuses (401), keys without a scope (403). */
export const SANDBOX_BAD_KEY = 'SANDBOX-BAD-KEY';
export const SANDBOX_NO_READ = 'SANDBOX-NO-READ';
export const SANDBOX_NO_WRITE = 'SANDBOX-NO-WRITE';
/** A shop whose domain contains this is down (503), like one switched off with setShop({outage: true}). */
export const SANDBOX_OUTAGE_DOMAIN = 'sandbox-outage';

type Scope = 'orders_read' | 'orders_write' | 'couriers_read';

/**
 * THE SANDBOX IdoSell (IDOSELL_ADAPTER=sandbox, the default): answers like
 * the Admin API (integrations.md) without leaving the machine. Shops are made
 * on their first call (a "demo*" domain then has four orders waiting); their
 * orders and the packages written to them live in the sandbox's own tables
 * (SandboxIdoSellStore), so replicas share one platform. Requests are built
 * and answers read by the same wire code as the real adapter's; the search
 * pages by resultsPage/resultsLimit and answers faultCode 2 when empty; a key
 * with SANDBOX-BAD-KEY is refused (401, x-error), one with SANDBOX-NO-READ or
 * SANDBOX-NO-WRITE lacks a scope (403 naming it); outages and slowness per
 * shop (setShop) or by configuration.
 */
export class IdoSellSandbox implements IdoSellPort {
  readonly store: SandboxIdoSellStore;

  constructor(
    db: Kysely<any>,
    private readonly behaviour: IdoSellSandboxBehaviour = DEFAULT_IDOSELL_SANDBOX,
  ) {
    this.store = new SandboxIdoSellStore(db);
  }

  async ordersToShip(shop: IdoSellShop, page: number): Promise<IdoSellOrdersPage> {
    const body = searchOrdersBody(page, IDOSELL_PAGE_LIMIT);
    const answer = await this.serve(shop, 'orders_read', (domain) => this.search(domain, body.params));
    checkAnswer(answer, 'POST /orders/orders/search');
    return readOrdersPage(answer.json, page);
  }

  async couriers(shop: IdoSellShop, countryIso: string): Promise<IdoSellCourier[]> {
    const found: IdoSellCourier[] = [];
    for (let page = 0; ; page++) {
      const query = couriersQuery(countryIso, page, IDOSELL_PAGE_LIMIT);
      const answer = await this.serve(shop, 'couriers_read', async () => this.courierList(query));
      checkAnswer(answer, 'GET /couriers/couriers');
      const { couriers, pages } = readCouriers(answer.json);
      found.push(...couriers);
      if (page + 1 >= pages) return found;
    }
  }

  async writePackages(shop: IdoSellShop, packages: readonly IdoSellPackage[]): Promise<IdoSellPackageOutcome[]> {
    const outcomes: IdoSellPackageOutcome[] = [];
    for (let from = 0; from < packages.length; from += IDOSELL_PACKAGES_PER_CALL) {
      const batch = packages.slice(from, from + IDOSELL_PACKAGES_PER_CALL);
      const body = packagesBody(batch);
      const answer = await this.serve(shop, 'orders_write', (domain) => this.packages(domain, body.params.orderPackages));
      checkAnswer(answer, 'POST /orders/packages');
      outcomes.push(...readPackagesResult(answer.json, batch));
    }
    return outcomes;
  }

  /** The platform's side of a call: the shop (made on first call), its time and outage, the key and its scopes, then the answer. */
  private async serve(shop: IdoSellShop, scope: Scope, answer: (domain: string) => Promise<WireAnswer>): Promise<WireAnswer> {
    const domain = new URL(shop.baseUrl).hostname.toLowerCase();
    const { shop: row, created } = await this.store.ensureShop(domain);
    if (created && isDemoDomain(domain)) for (const order of DEMO_ORDERS) await this.store.putOrder(domain, sandboxOrder(order));
    await sleep(this.behaviour.delayMs + row.delay_ms);
    const { failDomain } = this.behaviour;
    if (
      row.outage ||
      domain.includes(SANDBOX_OUTAGE_DOMAIN) ||
      (failDomain !== '' && (failDomain === '*' || domain.includes(failDomain)))
    ) {
      return { status: 503, xError: 'Service Unavailable', json: undefined };
    }
    const key = shop.apiKey.toUpperCase();
    if (key.trim() === '' || key.includes(SANDBOX_BAD_KEY)) return { status: 401, xError: 'Invalid API key', json: undefined };
    const missing =
      (scope === 'orders_read' && key.includes(SANDBOX_NO_READ)) || (scope === 'orders_write' && key.includes(SANDBOX_NO_WRITE));
    if (missing) {
      const message = `Access denied: the API key lacks the scope ${scope}`;
      return { status: 403, xError: message, json: { errors: { faultCode: 403, faultString: message } } };
    }
    return answer(domain);
  }

  private async search(
    domain: string,
    params: { ordersStatuses: string[]; resultsPage: number; resultsLimit: number },
  ): Promise<WireAnswer> {
    const { resultsPage, resultsLimit, ordersStatuses } = params;
    if (!Number.isInteger(resultsLimit) || resultsLimit < 1 || resultsLimit > 100 || !Number.isInteger(resultsPage) || resultsPage < 0) {
      return {
        status: 200,
        xError: null,
        json: { errors: { faultCode: 1, faultString: 'resultsLimit must be 1..100, resultsPage at least 0' } },
      };
    }
    const { rows, total } = await this.store.searchOrders(domain, ordersStatuses, resultsPage, resultsLimit);
    const paging = { resultsNumberAll: total, resultsNumberPage: Math.ceil(total / resultsLimit), resultsPage, resultsLimit };
    if (rows.length === 0)
      return { status: 207, xError: null, json: { ...paging, errors: { faultCode: FAULT_EMPTY_RESULT, faultString: 'Brak wyników' } } };
    return { status: 200, xError: null, json: { Results: rows, ...paging } };
  }

  private async courierList(query: Record<string, string>): Promise<WireAnswer> {
    const all = SANDBOX_COURIERS[(query['countryCode'] ?? '').toUpperCase()] ?? [];
    const page = Number(query['resultsPage']);
    const limit = Number(query['resultsLimit']);
    const rows = all.slice(page * limit, page * limit + limit);
    const paging = {
      resultsNumberAll: all.length,
      resultsNumberPage: Math.ceil(all.length / limit),
      resultsPage: page,
      resultsLimit: limit,
    };
    if (rows.length === 0)
      return { status: 207, xError: null, json: { ...paging, errors: { faultCode: FAULT_EMPTY_RESULT, faultString: 'Brak wyników' } } };
    return { status: 200, xError: null, json: { results: rows, ...paging } };
  }

  private async packages(
    domain: string,
    orderPackages: { eventId: string; eventType: string; packages: { courierId: number; deliveryPackageNumber: string }[] }[],
  ): Promise<WireAnswer> {
    const ordersResults = [];
    for (const item of orderPackages) {
      const serial = Number(item.eventId);
      const known = item.eventType === 'order' && Number.isInteger(serial) && (await this.store.hasOrder(domain, serial));
      if (!known) {
        ordersResults.push({
          eventId: item.eventId,
          eventType: item.eventType,
          faultCode: 4,
          faultString: `Order ${item.eventId} not found`,
        });
        continue;
      }
      for (const p of item.packages) await this.store.addPackage(domain, serial, p.courierId, p.deliveryPackageNumber);
      ordersResults.push({ eventId: item.eventId, eventType: item.eventType, faultCode: 0, faultString: '' });
    }
    return { status: 200, xError: null, json: { results: { ordersResults } } };
  }
}
