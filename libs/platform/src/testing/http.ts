export interface JsonRequest {
  /** Sent as `Authorization: Bearer <token>`. */
  readonly token?: string;
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

export interface JsonAnswer<T = any> {
  readonly status: number;
  /** Parsed JSON when the answer is JSON, the text otherwise. */
  readonly body: T;
  readonly headers: Headers;
  readonly text: string;
}

/** One HTTP call of a test: JSON in, JSON (or text) out. */
export async function requestJson<T = any>(baseUrl: string, method: string, path: string, request: JsonRequest = {}): Promise<JsonAnswer<T>> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token !== undefined) headers['authorization'] = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
  return { status: response.status, body: body as T, headers: response.headers, text };
}
