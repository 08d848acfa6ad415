import type { Response } from 'express';
import { CONSISTENCY_HEADER } from '../../cqrs/consistency.interceptor.js';
import type { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { ReadModelWaiter } from '../../cqrs/read-model-waiter.js';

/** An answer whose status the use case decides (the scan: 200 with a body, 204 nothing done, 205 workstation set). */
export interface HttpAnswer<T> {
  readonly status: 200 | 204 | 205;
  readonly body?: T;
}

/**
 * Sends a use case's own status, after the read models the caller reads next
 * have caught up (what the ConsistencyInterceptor does for fixed statuses).
 */
export async function sendAnswer<T>(res: Response, waiter: ReadModelWaiter, outcome: CommandOutcome<HttpAnswer<T>>): Promise<void> {
  const waits = outcome.waits.filter((w) => w.position !== undefined && w.readModels.length > 0);
  const caughtUp = (await Promise.all(waits.map((w) => waiter.waitFor(w.readModels, w.position!)))).every(Boolean);
  res.setHeader(CONSISTENCY_HEADER, caughtUp ? 'current' : 'behind');
  const { status, body } = outcome.value;
  if (body === undefined || status !== 200) res.status(status).end();
  else res.status(status).json(body);
}
