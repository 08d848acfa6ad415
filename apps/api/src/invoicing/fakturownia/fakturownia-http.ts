import {
  checkMailRecipients,
  InvoicingDuplicate,
  InvoicingRejected,
  InvoicingUnavailable,
  type InvoicingService,
  type IssueInvoiceRequest,
  type IssuedInvoice,
} from '../invoicing-port.js';
import {
  fakturowniaInvoiceBody,
  isOidTaken,
  issuedInvoiceOf,
  rejectionFields,
  rejectionMessage,
  type FakturowniaInvoiceJson,
} from './fakturownia-wire.js';

export interface FakturowniaConnection {
  /** https://{account}.fakturownia.pl (FAKTUROWNIA_API_URL overrides it, e.g. for a proxy). */
  readonly accountUrl: string;
  /** Never logged, never part of an error message or of a URL we print. */
  readonly apiToken: string;
  readonly timeoutMs: number;
}

interface Answer {
  readonly status: number;
  readonly bytes: Buffer;
  readonly json: unknown;
}

/** Rows per page of a list; 100 is the service's maximum (per_page). */
const PER_PAGE = 100;

/**
 * The real Fakturownia API (INVOICING_ADAPTER=fakturownia), as documented at
 * github.com/fakturownia/API: POST /invoices.json with api_token in the JSON
 * body and oid + oid_unique "yes"; GET /invoices.json?oid=...&period=all to
 * find an invoice by our oid (matched exactly here: the list filter is the
 * service's search); POST /invoices/{id}/send_by_email.json; GET
 * /invoices/{id}.pdf. A 422 is InvoicingRejected (oid taken: InvoicingDuplicate
 * with the invoice found by oid); outages, timeouts, 429, 5xx and a refused
 * token are InvoicingUnavailable.
 */
export class FakturowniaHttp implements InvoicingService {
  constructor(private readonly connection: FakturowniaConnection) {}

  get host(): string {
    return new URL(this.connection.accountUrl).host;
  }

  async issueInvoice(request: IssueInvoiceRequest): Promise<IssuedInvoice> {
    const answer = await this.send('POST', '/invoices.json', { json: { invoice: fakturowniaInvoiceBody(request) } });
    if (answer.status === 422) {
      const fields = rejectionFields(answer.json);
      if (isOidTaken(fields)) {
        const existing = await this.findByOid(request.oid);
        if (existing) throw new InvoicingDuplicate(existing);
        throw new InvoicingUnavailable(`Fakturownia refused oid ${request.oid} as taken but lists no invoice under it`);
      }
      throw new InvoicingRejected(fields, rejectionMessage(fields));
    }
    this.expectOk(answer, 'POST /invoices.json');
    return this.invoiceOf(answer.json, 'POST /invoices.json');
  }

  async findByOid(oid: string): Promise<IssuedInvoice | null> {
    const answer = await this.send('GET', '/invoices.json', { query: { oid, period: 'all', per_page: String(PER_PAGE) } });
    this.expectOk(answer, 'GET /invoices.json?oid');
    if (!Array.isArray(answer.json)) throw new InvoicingUnavailable('Fakturownia listed invoices in an unknown shape');
    const matches = (answer.json as FakturowniaInvoiceJson[]).filter((invoice) => invoice?.oid === oid);
    // oid_unique keeps one; were there more (made without it), the first issued is the one.
    const first = matches.sort((a, b) => Number(a.id) - Number(b.id))[0];
    return first ? this.invoiceOf(first, 'GET /invoices.json?oid') : null;
  }

  async sendByEmail(externalId: number, to: readonly string[]): Promise<{ sent: true; to: string[] }> {
    const addresses = checkMailRecipients(to);
    const path = `/invoices/${externalId}/send_by_email.json`;
    const answer = await this.send('POST', path, { json: { email_to: addresses.join(','), email_pdf: true } });
    this.expectOk(answer, `POST ${path}`);
    return { sent: true, to: addresses };
  }

  async downloadPdf(externalId: number): Promise<Buffer> {
    const path = `/invoices/${externalId}.pdf`;
    const answer = await this.send('GET', path, { accept: 'application/pdf' });
    this.expectOk(answer, `GET ${path}`);
    if (answer.bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new InvoicingUnavailable(`Fakturownia GET ${path} answered no PDF`);
    return answer.bytes;
  }

  private invoiceOf(json: unknown, call: string): IssuedInvoice {
    const invoice = json as Partial<FakturowniaInvoiceJson> | undefined;
    if (typeof invoice?.id !== 'number' || typeof invoice.number !== 'string' || invoice.price_gross === undefined) {
      throw new InvoicingUnavailable(`Fakturownia ${call} answered an invoice without id, number or price_gross`);
    }
    return issuedInvoiceOf(invoice as FakturowniaInvoiceJson, this.connection.accountUrl);
  }

  /** 2xx passes; 404 and other 4xx are permanent refusals, 401/403 a token the service does not take. */
  private expectOk(answer: Answer, call: string): void {
    const { status } = answer;
    if (status >= 200 && status < 300) return;
    if (status === 401 || status === 403)
      throw new InvoicingUnavailable(`Fakturownia refused the API token (${status}) on ${call}: check FAKTUROWNIA_API_TOKEN`);
    if (status === 404) throw new InvoicingRejected({ id: ['not found'] }, `Fakturownia ${call}: not found`);
    const fields = rejectionFields(answer.json);
    throw new InvoicingRejected(fields, `Fakturownia ${call} answered ${status}`);
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    options: { json?: Record<string, unknown>; query?: Record<string, string>; accept?: string } = {},
  ): Promise<Answer> {
    const { accountUrl, apiToken, timeoutMs } = this.connection;
    const url = new URL(`${accountUrl.replace(/\/+$/, '')}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    // The token goes in the JSON body of a POST, in the query of a GET (as documented); `path` is what messages show.
    if (method === 'GET') url.searchParams.set('api_token', apiToken);
    const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
    if (method === 'POST') headers['content-type'] = 'application/json';
    let response: Response;
    let bytes: Buffer;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify({ api_token: apiToken, ...options.json }) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'connection failed';
      throw new InvoicingUnavailable(`Fakturownia ${method} ${path}: ${reason}`);
    }
    if (response.status >= 500 || response.status === 429)
      throw new InvoicingUnavailable(`Fakturownia ${method} ${path} answered ${response.status}`);
    let json: unknown;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(bytes.toString('utf8'));
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, bytes, json };
  }
}
