import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ScanQueue, type QueuedScan, type ScanOutcome } from './scan-queue';

export interface UseScanQueueOptions<B, A> {
  /** Local storage key of the waiting scans: one per screen (and user), e.g. `scan-queue:sorting:<user id>`. */
  readonly storageKey: string;
  /** Sends one scan: put scan_id and scanned_at into the request; pass `signal` to the call. */
  readonly send: (scan: QueuedScan<B>, signal: AbortSignal) => Promise<A>;
  /** Every answer of the API, also for scans saved before a reload. */
  readonly onSettled?: (scan: QueuedScan<B>, outcome: ScanOutcome<A>) => void;
}

/**
 * The offline-proof way a screen sends its scans (see scan-queue.ts): `add`
 * queues a scan read now and resolves with the API's answer; `pending` and
 * `offline` describe the waiting scans for <ScanQueueView>.
 */
export function useScanQueue<B, A = unknown>({ storageKey, send, onSettled }: UseScanQueueOptions<B, A>) {
  const latest = useRef({ send, onSettled });
  latest.current = { send, onSettled };
  const [queue] = useState(
    () =>
      new ScanQueue<B, A>({
        storageKey,
        send: (scan, signal) => latest.current.send(scan, signal),
        onSettled: (scan, outcome) => latest.current.onSettled?.(scan, outcome),
      }),
  );
  useEffect(() => {
    queue.start();
    return queue.stop;
  }, [queue]);
  const { pending, offline } = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return { pending, offline, add: queue.add, retry: queue.retry };
}

export type ScanQueueHandle<B = unknown> = Pick<ReturnType<typeof useScanQueue<B>>, 'pending' | 'offline' | 'retry'>;
