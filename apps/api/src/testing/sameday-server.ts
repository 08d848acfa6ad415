import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking Sameday's documented API (integrations.md), to
 * test the real adapter's wire format (Sameday cannot be reached from here):
 * POST /api/authenticate, POST /api/awb, GET /api/client/lockers (paged). It
 * records every request; tests switch its behaviour.
 */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string | undefined>;
  /** The urlencoded body as [key, value] pairs, in order. */
  readonly form: [string, string][];
}

export interface SamedayLockerRow {
  lockerId: number;
  name: string;
  county: string;
  city: string;
  address: string;
  postalCode: string;
  lat: number;
  lng: number;
  supportedPayment: boolean;
}

export class SamedayTestServer {
  readonly requests: RecordedRequest[] = [];
  username = 'hub-user';
  password = 'hub-secret-password';
  /** Answered as expire_at. */
  expireAt = '2099-01-01 00:00';
  lockers: SamedayLockerRow[] = [];
  /** The next /api/awb answers this status and body instead (once each). */
  readonly awbOverrides: { status: number; body: unknown; delayMs?: number }[] = [];
  /** Tokens the server accepts. */
  private readonly tokens = new Set<string>();
  private issued = 0;
  private awbs = 0;
  private server!: Server;
  url = '';

  static async start(): Promise<SamedayTestServer> {
    const fake = new SamedayTestServer();
    fake.server = createServer((request, response) => void fake.handle(request, response));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** Forgets every token issued (Sameday expired or revoked them): the next call answers 401. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  of(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const recorded: RecordedRequest = {
      method: request.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: {
        'x-auth-username': header(request, 'x-auth-username'),
        'x-auth-password': header(request, 'x-auth-password'),
        'x-auth-token': header(request, 'x-auth-token'),
        'content-type': header(request, 'content-type'),
      },
      form: [...new URLSearchParams(Buffer.concat(chunks).toString())],
    };
    this.requests.push(recorded);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (recorded.method === 'POST' && url.pathname === '/api/authenticate') {
      if (recorded.headers['x-auth-username'] !== this.username || recorded.headers['x-auth-password'] !== this.password) {
        return answer(401, { code: 401, message: 'Bad credentials' });
      }
      const token = `token-${++this.issued}`;
      this.tokens.add(token);
      return answer(200, { token, expire_at: this.expireAt });
    }
    if (!this.tokens.has(recorded.headers['x-auth-token'] ?? '')) return answer(401, { code: 401, message: 'Invalid token' });
    if (recorded.method === 'POST' && url.pathname === '/api/awb') {
      const override = this.awbOverrides.shift();
      if (override) {
        if (override.delayMs) await new Promise((resolve) => setTimeout(resolve, override.delayMs));
        if (!response.destroyed) answer(override.status, override.body);
        return;
      }
      const form = new Map(recorded.form);
      const awb = `1SDY${String(241_067_423 + ++this.awbs).padStart(9, '0')}`;
      const count = Number(form.get('packageNumber') ?? 1);
      const parcels = Array.from({ length: count }, (_, i) => ({ position: i + 1, awbNumber: `${awb}${String(i + 1).padStart(3, '0')}` }));
      return answer(201, { awbNumber: awb, awbCost: 14.5, parcels, pdfLink: `${this.url}/api/awb/download/${awb}` });
    }
    if (recorded.method === 'GET' && url.pathname === '/api/client/lockers') {
      const page = Number(recorded.query['page'] ?? 1);
      const perPage = Number(recorded.query['countPerPage'] ?? 50);
      const pages = Math.max(1, Math.ceil(this.lockers.length / perPage));
      const data = this.lockers.slice((page - 1) * perPage, page * perPage);
      return answer(200, { data, pages, perPage, currentPage: page, total: this.lockers.length });
    }
    answer(404, { code: 404, message: 'Not found' });
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
