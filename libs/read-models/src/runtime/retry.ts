/** How a failing event is tried again before it is parked. */
export interface RetryPolicy {
  /** Tries in all (the first one included). */
  readonly attempts: number;
  /** Wait before the second try; doubled before each further one. */
  readonly backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, backoffMs: 200 };

export type Tried<T> = { ok: true; value: T; attempts: number } | { ok: false; error: unknown; attempts: number };

/** Runs `work` until it succeeds or the policy's tries are used up (waiting with `pause`, which a stop may cut short). */
export async function withRetries<T>(
  work: () => Promise<T>,
  policy: RetryPolicy,
  pause: (ms: number) => Promise<unknown>,
  keepTrying: () => boolean = () => true,
): Promise<Tried<T>> {
  let error: unknown;
  let attempts = 0;
  while (attempts < policy.attempts) {
    if (attempts > 0) {
      if (!keepTrying()) break;
      await pause(policy.backoffMs * 2 ** (attempts - 1));
    }
    attempts++;
    try {
      return { ok: true, value: await work(), attempts };
    } catch (caught) {
      error = caught;
    }
  }
  return { ok: false, error, attempts };
}

/** An error as the dead-letter list shows it: its message, cut to a readable length. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}
