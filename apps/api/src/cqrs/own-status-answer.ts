import type { Response } from 'express';
import { CONSISTENCY_HEADER, settleOutcome } from './consistency.interceptor.js';
import type { CommandOutcome } from './command-outcome.js';
import type { ReadModelWaiter } from './read-model-waiter.js';

/** An answer whose status the use case decides (the scan: 200 with a body, 204 nothing done, 205 workstation set). */
export interface HttpAnswer<T> {
  readonly status: 200 | 204 | 205;
  readonly body?: T;
}

/**
 * Sends a status the use case chose (the floor's 201/202/203/205/206/208,
 * 204), after the read models the caller reads next have caught up: Nest
 * would set its own status after the interceptors, so the controller sends the
 * answer itself, with the same consistency the ConsistencyInterceptor gives.
 * 204 and 205 carry no body (HTTP).
 */
export async function sendOwnStatus(
  res: Response,
  waiter: ReadModelWaiter,
  outcome: CommandOutcome<unknown>,
  status: number,
  body?: unknown,
): Promise<void> {
  res.setHeader(CONSISTENCY_HEADER, await settleOutcome(waiter, outcome));
  if (body === undefined || status === 204 || status === 205) res.status(status).end();
  else res.status(status).json(body);
}

/** sendOwnStatus for a use case answering an HttpAnswer. */
export function sendAnswer<T>(res: Response, waiter: ReadModelWaiter, outcome: CommandOutcome<HttpAnswer<T>>): Promise<void> {
  return sendOwnStatus(res, waiter, outcome, outcome.value.status, outcome.value.body);
}
