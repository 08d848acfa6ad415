import { CourierUnavailable } from '../courier-registration.port.js';

export interface SamedayConnection {
  /** e.g. https://api.sameday.ro (no trailing /api). */
  readonly apiUrl: string;
  readonly username: string;
  /** Never logged, never part of an error message. */
  readonly password: string;
  readonly timeoutMs: number;
}

export interface SamedayAnswer {
  readonly status: number;
  /** Parsed JSON, or undefined when the body is empty or no JSON. */
  readonly body: unknown;
}

interface Token {
  readonly value: string;
  /** ms since epoch, with a margin: reused until then. */
  readonly usableUntil: number;
}

/** Sameday answers expire_at as 'YYYY-MM-DD HH:mm' in Romanian time (UTC+2 or +3): read as UTC+3, a minute early. */
export function tokenUsableUntil(expireAt: unknown, now: number): number {
  const match = typeof expireAt === 'string' ? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(expireAt) : null;
  if (!match) return now + 60_000;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h - 3, mi) - 60_000;
}

/**
 * The Sameday API over HTTP: authentication (POST /api/authenticate with
 * X-Auth-Username / X-Auth-Password and remember_me), the token reused until
 * its expire_at, dropped and renewed once on a 401/403. Outages, timeouts,
 * 429 and 5xx are CourierUnavailable. Form bodies are urlencoded.
 */
export class SamedayClient {
  private token: Token | null = null;
  private authenticating: Promise<Token> | null = null;

  constructor(
    private readonly connection: SamedayConnection,
    private readonly now: () => number = Date.now,
  ) {}

  get host(): string {
    return new URL(this.connection.apiUrl).host;
  }

  /** One authenticated call; a refused token is renewed once. */
  async call(
    method: 'GET' | 'POST',
    path: string,
    options: { form?: URLSearchParams; query?: Record<string, string> } = {},
  ): Promise<SamedayAnswer> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.currentToken();
      const answer = await this.send(method, path, { ...options, headers: { 'X-AUTH-TOKEN': token.value } });
      if (answer.status !== 401 && answer.status !== 403) return answer;
      if (this.token === token) this.token = null;
      if (attempt > 0) throw new CourierUnavailable(`Sameday refused a fresh token (${answer.status}) on ${path}`);
    }
  }

  private currentToken(): Promise<Token> {
    const token = this.token;
    if (token && token.usableUntil > this.now()) return Promise.resolve(token);
    this.authenticating ??= this.authenticate().finally(() => (this.authenticating = null));
    return this.authenticating;
  }

  private async authenticate(): Promise<Token> {
    const { username, password } = this.connection;
    const answer = await this.send('POST', '/api/authenticate', {
      form: new URLSearchParams({ remember_me: 'true' }),
      headers: { 'X-Auth-Username': username, 'X-Auth-Password': password },
    });
    if (answer.status === 401 || answer.status === 403 || answer.status === 400) {
      throw new CourierUnavailable(`Sameday refused the login (${answer.status}): check SAMEDAY_USERNAME and SAMEDAY_PASSWORD`);
    }
    const body = answer.body as { token?: unknown; expire_at?: unknown } | undefined;
    if (answer.status !== 200 || typeof body?.token !== 'string' || body.token === '') {
      throw new CourierUnavailable(`Sameday authentication answered ${answer.status} without a token`);
    }
    this.token = { value: body.token, usableUntil: tokenUsableUntil(body.expire_at, this.now()) };
    return this.token;
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    options: { form?: URLSearchParams; query?: Record<string, string>; headers: Record<string, string> },
  ): Promise<SamedayAnswer> {
    const url = new URL(`${this.connection.apiUrl.replace(/\/+$/, '')}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: options.form?.toString(),
        signal: AbortSignal.timeout(this.connection.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${this.connection.timeoutMs} ms` : 'connection failed';
      throw new CourierUnavailable(`Sameday ${method} ${path}: ${reason}`);
    }
    if (response.status >= 500 || response.status === 429)
      throw new CourierUnavailable(`Sameday ${method} ${path} answered ${response.status}`);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  }
}
