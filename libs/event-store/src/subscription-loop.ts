import type { Position, RecordedEvent, SubscribeOptions, Subscription } from './types.js';
import type { WakeSignal } from './wake-signal.js';

const EMPTY_RETRY_MS = 5;
const MAX_EMPTY_RETRIES = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Catch-up then live: read a batch after the last delivered position, hand it to
 * the handler (backpressure: the next read waits for it), and when nothing is
 * left wait for a wake-up cue or the polling interval.
 */
export function runSubscription(args: {
  options: SubscribeOptions;
  handler: (events: RecordedEvent[]) => Promise<void>;
  read: (from: Position | undefined, maxCount: number) => Promise<RecordedEvent[]>;
  wake: WakeSignal;
  pollIntervalMs: number;
}): Subscription {
  const { options, handler, read, wake, pollIntervalMs } = args;
  const batchSize = options.batchSize ?? 500;
  // Woken only by appends of the types this subscriber reads (or by cues that name none).
  const types = options.filter?.eventTypes;
  let stopped = false;
  let stopWaiting: () => void = () => {};
  const stopSignal = new Promise<void>((resolve) => (stopWaiting = resolve));

  const loop = async () => {
    let position = options.from;
    let lastSeen = -1;
    let emptyRetries = 0;
    while (!stopped) {
      const seen = wake.current(types);
      const cued = seen !== lastSeen;
      lastSeen = seen;
      const events = await read(position, batchSize);
      if (stopped) return;
      if (events.length > 0) {
        emptyRetries = 0;
        await handler(events);
        position = events[events.length - 1]!.position;
        if (events.length === batchSize) continue;
      } else if (cued && emptyRetries < MAX_EMPTY_RETRIES) {
        // Cued, yet nothing visible: the append is committed but an older
        // transaction is still open. Look again soon rather than at the next poll.
        emptyRetries++;
        await Promise.race([sleep(EMPTY_RETRY_MS), stopSignal]);
        lastSeen = -1;
        continue;
      }
      options.onCaughtUp?.(position);
      await Promise.race([wake.wait(seen, pollIntervalMs, types), stopSignal]);
    }
  };

  const done = loop().catch((error: unknown) => {
    stopped = true;
    options.onError?.(error);
  });

  return {
    done,
    stop: async () => {
      stopped = true;
      stopWaiting();
      await done;
    },
  };
}
