import type { z } from 'zod';
import { session, endSession } from '@/shared/session/session';
import { ApiError, apiErrorFrom } from './api-error';

export interface CallOptions<S extends z.ZodType | undefined> {
  readonly body?: unknown;
  /** Validates the answer (contracts describe responses too). */
  readonly schema?: S;
  readonly signal?: AbortSignal;
}

type Answer<S> = S extends z.ZodType ? z.output<S> : unknown;

/** Calls that answer 401 as part of their meaning (a wrong password), not as an ended session. */
const SESSIONLESS = new Set(['user/login', 'user/recover', 'user/password/reset']);

/**
 * The one way the console talks to the API: JSON under /api, the bearer token of
 * the stored session on every request, errors as ApiError with the API's code.
 * A 401 outside the login page ends the session with the auto_logout notice.
 */
export async function call<S extends z.ZodType | undefined = undefined>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: CallOptions<S> = {},
): Promise<Answer<S>> {
  const token = session.get()?.token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error');
  }
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    if (response.status === 401 && token && !SESSIONLESS.has(path)) endSession('auto_logout');
    throw apiErrorFrom(response.status, body);
  }
  return (options.schema ? options.schema.parse(body) : body) as Answer<S>;
}

/** A file the API answers (Content-Disposition attachment): its bytes and its name. */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** The file name of a Content-Disposition header (`attachment; filename="x.csv"`), else the fallback. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1]?.trim() || fallback;
}

/**
 * GET of a file under /api with the session's bearer token (like call(): a
 * 401 ends the session, errors become ApiError). For downloads behind a login.
 * With `post`, a POST of that JSON body (a file made from a form: tags).
 */
export async function callFile(path: string, fallbackName: string, post?: { body: unknown }): Promise<DownloadedFile> {
  const token = session.get()?.token;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (post) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, post ? { method: 'POST', headers, body: JSON.stringify(post.body) } : { headers });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (response.status === 401 && token) endSession('auto_logout');
    throw apiErrorFrom(response.status, body);
  }
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('content-disposition'), fallbackName) };
}
