import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking IdoSell's documented Admin API
 * (integrations.md "IdoSell"), to test the real adapter's wire format (the
 * shops' panels cannot be reached from here): the X-API-KEY header,
 * /api/admin/v{N}/..., bodies wrapped in {"params": ...}; POST
 * /orders/orders/search (ordersStatuses, resultsPage, resultsLimit),
 * GET /couriers/couriers?countryCode=, POST /orders/packages; errors in
 * x-error or errors{faultCode, faultString} (2: empty result), a 403 naming
 * the missing scope. It records every request; tests switch its behaviour.
 */
export interface IdoSellRecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly apiKey: string | undefined;
  readonly body: any;
}

export interface IdoSellWrittenPackage {
  readonly eventId: string;
  readonly courierId: number;
  readonly deliveryPackageNumber: string;
}

export class IdoSellTestServer {
  readonly requests: IdoSellRecordedRequest[] = [];
  apiKey = 'ido-secret-api-key-0123456789';
  version = 6;
  /** Search answers' Results items (the test's orders), filtered by status and paged as the platform does. */
  orders: { orderSerialNumber: number; orderDetails: { orderStatus: string } }[] = [];
  couriers: Record<string, { courierId: number; courierName: string }[]> = {};
  readonly packages: IdoSellWrittenPackage[] = [];
  /** Scopes the key lacks (orders_read, orders_write, couriers_read): a call needing one answers 403 naming it. */
  readonly missingScopes = new Set<string>();
  /** The next request answers this instead (once each); delayMs holds the answer back. */
  readonly overrides: { status: number; body?: unknown; xError?: string; delayMs?: number }[] = [];
  private server!: Server;
  url = '';

  static async start(): Promise<IdoSellTestServer> {
    const fake = new IdoSellTestServer();
    fake.server = createServer((request, response) => void fake.handle(request, response));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  of(method: string, path: string): IdoSellRecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === `/api/admin/v${this.version}${path}`);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: any;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return this.json(response, 400, { errors: { faultCode: 1, faultString: 'Invalid JSON' } });
    }
    const apiKey = request.headers['x-api-key'] as string | undefined;
    this.requests.push({ method: request.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), apiKey, body });
    const override = this.overrides.shift();
    if (override) {
      if (override.delayMs) await new Promise((resolve) => setTimeout(resolve, override.delayMs));
      if (!response.destroyed) this.json(response, override.status, override.body, override.xError);
      return;
    }
    const prefix = `/api/admin/v${this.version}`;
    if (!url.pathname.startsWith(prefix)) return this.json(response, 404, { errors: { faultCode: 404, faultString: 'Not found' } });
    if (apiKey !== this.apiKey) return this.json(response, 401, undefined, 'Invalid API key');
    const path = url.pathname.slice(prefix.length);
    const scope = (name: string) => {
      if (!this.missingScopes.has(name)) return false;
      const message = `Missing scope: ${name}`;
      this.json(response, 403, { errors: { faultCode: 403, faultString: message } }, message);
      return true;
    };
    if (request.method === 'POST' && path === '/orders/orders/search') {
      if (scope('orders_read')) return;
      const params = body?.params;
      if (!params || !Array.isArray(params.ordersStatuses))
        return this.json(response, 422, { errors: { faultCode: 3, faultString: 'params required' } });
      const { resultsPage = 0, resultsLimit = 100 } = params;
      const matching = this.orders.filter((order) => params.ordersStatuses.includes(order.orderDetails.orderStatus));
      const rows = matching.slice(resultsPage * resultsLimit, resultsPage * resultsLimit + resultsLimit);
      const paging = {
        resultsNumberAll: matching.length,
        resultsNumberPage: Math.ceil(matching.length / resultsLimit),
        resultsPage,
        resultsLimit,
      };
      if (rows.length === 0) return this.json(response, 207, { ...paging, errors: { faultCode: 2, faultString: 'Brak wyników' } });
      return this.json(response, 200, { Results: rows, ...paging });
    }
    if (request.method === 'GET' && path === '/couriers/couriers') {
      if (scope('couriers_read')) return;
      const list = this.couriers[url.searchParams.get('countryCode') ?? ''] ?? [];
      const page = Number(url.searchParams.get('resultsPage') ?? 0);
      const limit = Number(url.searchParams.get('resultsLimit') ?? 100);
      const rows = list.slice(page * limit, page * limit + limit);
      const paging = {
        resultsNumberAll: list.length,
        resultsNumberPage: Math.ceil(list.length / limit),
        resultsPage: page,
        resultsLimit: limit,
      };
      if (rows.length === 0) return this.json(response, 207, { ...paging, errors: { faultCode: 2, faultString: 'Brak wyników' } });
      return this.json(response, 200, { results: rows, ...paging });
    }
    if (request.method === 'POST' && path === '/orders/packages') {
      if (scope('orders_write')) return;
      const items = body?.params?.orderPackages;
      if (!Array.isArray(items))
        return this.json(response, 422, { errors: { faultCode: 3, faultString: 'params.orderPackages required' } });
      const ordersResults = items.map(
        (item: { eventId: string; eventType: string; packages: { courierId: number; deliveryPackageNumber: string }[] }) => {
          const known = item.eventType === 'order' && this.orders.some((order) => String(order.orderSerialNumber) === item.eventId);
          if (!known)
            return { eventId: item.eventId, eventType: item.eventType, faultCode: 4, faultString: `Order ${item.eventId} not found` };
          for (const p of item.packages)
            this.packages.push({ eventId: item.eventId, courierId: p.courierId, deliveryPackageNumber: p.deliveryPackageNumber });
          return { eventId: item.eventId, eventType: item.eventType, faultCode: 0, faultString: '' };
        },
      );
      return this.json(response, 200, { results: { ordersResults } });
    }
    this.json(response, 404, { errors: { faultCode: 404, faultString: 'Not found' } });
  }

  private json(response: ServerResponse, status: number, body: unknown, xError?: string): void {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (xError) headers['x-error'] = xError;
    response.writeHead(status, headers);
    response.end(body === undefined ? '' : JSON.stringify(body));
  }
}
