import type { Position, RecordedEvent, SubscribeOptions, Subscription } from './types.js';
import type { WakeSignal } from './wake-signal.js';

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
  let stopped = false;
  let stopWaiting: () => void = () => {};
  const stopSignal = new Promise<void>((resolve) => (stopWaiting = resolve));

  const loop = async () => {
    let position = options.from;
    while (!stopped) {
      const seen = wake.current;
      const events = await read(position, batchSize);
      if (stopped) return;
      if (events.length > 0) {
        await handler(events);
        position = events[events.length - 1]!.position;
        if (events.length === batchSize) continue;
      }
      options.onCaughtUp?.(position);
      await Promise.race([wake.wait(seen, pollIntervalMs), stopSignal]);
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
