import { request as httpRequest } from 'node:http';
import { linkToken, mailTo, type ApiResponse, type TestApi } from './test-api.js';

/**
 * Self-registers a sender, confirms the e-mail with the mailed link (a sender
 * cannot log in before) and logs in once to learn the id.
 */
export async function registerConfirmed(api: TestApi, email: string, password: string): Promise<{ id: string; confirmToken: string }> {
  const registered = await api.request('POST', '/api/user/register', { body: { email, password, password_confirmation: password } });
  if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const confirmToken = linkToken(await mailTo(api.sink, email), '/email/check/');
  const confirmed = await api.request('GET', `/api/user/confirm/${confirmToken}`);
  if (confirmed.status !== 200) throw new Error(`confirm ${email}: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const { id } = await api.login(email, password);
  return { id, confirmToken };
}

/**
 * A JSON call from another local address (127.0.0.2, ...: every 127/8 address
 * is this machine), for rules that depend on the client's address.
 */
export function requestFrom(api: TestApi, localAddress: string, method: string, path: string, body?: unknown): Promise<ApiResponse> {
  const url = new URL(path, api.baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        localAddress,
        headers: payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
          resolve({
            status: res.statusCode ?? 0,
            body: text && (res.headers['content-type'] ?? '').includes('json') ? JSON.parse(text) : text,
            headers,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
