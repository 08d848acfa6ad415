import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking Fakturownia's documented API
 * (github.com/fakturownia/API, integrations.md), to test the real adapter's
 * wire format (the service cannot be reached from here): POST /invoices.json
 * (oid_unique, the 422 on an empty buyer_tax_no), GET /invoices.json?oid=
 * (a loose search, as the service's list filter), POST
 * /invoices/{id}/send_by_email.json, GET /invoices/{id}.pdf. It records every
 * request; tests switch its behaviour.
 */
export interface FakturowniaRecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: any;
}

interface StoredInvoice {
  id: number;
  number: string;
  oid: string | null;
  price_gross: string;
  token: string;
  view_url: string;
  buyer_tax_no: string;
}

export const FAKE_PDF = Buffer.from('%PDF-1.4\n% fake invoice\n%%EOF\n', 'latin1');

export class FakturowniaTestServer {
  readonly requests: FakturowniaRecordedRequest[] = [];
  readonly token = 'fk-secret-api-token-123';
  readonly invoices: StoredInvoice[] = [];
  /** The next request answers this instead (once each); delayMs holds the answer back. */
  readonly overrides: { status: number; body?: unknown; delayMs?: number }[] = [];
  private nextId = 5000;
  private server!: Server;
  url = '';

  static async start(): Promise<FakturowniaTestServer> {
    const fake = new FakturowniaTestServer();
    fake.server = createServer((request, response) => void fake.handle(request, response));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  of(method: string, path: string): FakturowniaRecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
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
    const body = text ? JSON.parse(text) : undefined;
    const recorded = { method: request.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    this.requests.push(recorded);
    const override = this.overrides.shift();
    if (override) {
      if (override.delayMs) await new Promise((resolve) => setTimeout(resolve, override.delayMs));
      if (!response.destroyed) this.json(response, override.status, override.body ?? { code: 'error', message: 'override' });
      return;
    }
    const token = recorded.method === 'GET' ? recorded.query['api_token'] : body?.api_token;
    if (token !== this.token) return this.json(response, 401, { code: 'error', message: 'Nie jesteś zalogowany' });
    const invoiceRoute = /^\/invoices\/(\d+)(\.pdf|\/send_by_email\.json)$/.exec(url.pathname);
    if (recorded.method === 'POST' && url.pathname === '/invoices.json') return this.create(response, body.invoice);
    if (recorded.method === 'GET' && url.pathname === '/invoices.json') {
      // The list's oid filter is a search; the adapter must match exactly.
      const oid = recorded.query['oid'] ?? '';
      return this.json(
        response,
        200,
        this.invoices.filter((invoice) => (invoice.oid ?? '').includes(oid)),
      );
    }
    const invoice = invoiceRoute ? this.invoices.find((candidate) => candidate.id === Number(invoiceRoute[1])) : undefined;
    if (invoiceRoute && !invoice) return this.json(response, 404, { code: 'error', message: 'Nie znaleziono' });
    if (invoice && recorded.method === 'GET' && invoiceRoute?.[2] === '.pdf') {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(FAKE_PDF);
      return;
    }
    if (invoice && recorded.method === 'POST') return this.json(response, 200, { status: 'ok' });
    this.json(response, 404, { code: 'error', message: 'Nie znaleziono' });
  }

  private create(response: ServerResponse, invoice: Record<string, any>): void {
    const messages: Record<string, string[]> = {};
    if (!invoice?.buyer_tax_no) messages['buyer_tax_no'] = ['- nie może być puste'];
    if (invoice?.oid_unique === 'yes' && this.invoices.some((stored) => stored.oid === invoice.oid)) messages['oid'] = ['jest już zajęte'];
    if (Object.keys(messages).length > 0) return this.json(response, 422, { code: 'error', message: messages });
    const id = ++this.nextId;
    const gross = (invoice.positions as { total_price_gross: number }[]).reduce((sum, position) => sum + position.total_price_gross, 0);
    const stored: StoredInvoice = {
      id,
      number: `FV ${this.invoices.length + 1}/12/2026`,
      oid: invoice.oid ?? null,
      price_gross: gross.toFixed(2),
      token: `tok${id}`,
      view_url: `${this.url}/invoice/tok${id}`,
      buyer_tax_no: invoice.buyer_tax_no,
    };
    this.invoices.push(stored);
    this.json(response, 201, { ...stored, kind: invoice.kind, sell_date: invoice.sell_date, status: 'issued' });
  }

  private json(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  }
}
