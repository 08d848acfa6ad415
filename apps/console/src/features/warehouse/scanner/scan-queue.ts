/**
 * The scans of a screen on their way to the API, so that none is lost when the
 * connection drops (issue 11 §5). Every scan gets its own `scan_id` and
 * `scanned_at` when it is read; the scans are sent in order, one at a time. A
 * failure of the connection (no answer, a gateway's 502-504, a timeout) keeps
 * the scan at the head of the queue, saved in local storage so a reload keeps
 * it, and it is sent again when the browser says it is online or the retry timer
 * fires. Any answer of the API (2xx or an error code) settles the scan. The API
 * treats a repeated scan_id as the same scan, so sending again after a doubtful
 * failure is safe.
 */

export interface QueuedScan<B = unknown> {
  readonly scan_id: string;
  /** When the scan was read (ISO 8601), not when it reached the server. */
  readonly scanned_at: string;
  /** The scanned code, to show while waiting. */
  readonly code: string;
  /** What the screen sends besides the scan's id and time (status, place, ...). */
  readonly body: B;
}

export type ScanOutcome<A> = { readonly ok: true; readonly answer: A } | { readonly ok: false; readonly error: unknown };

export interface ScanQueueState<B> {
  readonly pending: readonly QueuedScan<B>[];
  /** The last attempt failed for want of a connection; the queue waits for it. */
  readonly offline: boolean;
}

export interface ScanQueueOptions<B, A> {
  /** The local storage key that keeps the waiting scans (one per screen and user). */
  readonly storageKey: string;
  /** Sends one scan; resolves with the API's answer, rejects with the call's error. Abort when `signal` aborts. */
  readonly send: (scan: QueuedScan<B>, signal: AbortSignal) => Promise<A>;
  /** The API answered a scan (success or an error answer). */
  readonly onSettled?: (scan: QueuedScan<B>, outcome: ScanOutcome<A>) => void;
  readonly retryMs?: number;
  readonly timeoutMs?: number;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly newId?: () => string;
  readonly now?: () => Date;
}

export const SCAN_RETRY_MS = 3000;
export const SCAN_SEND_TIMEOUT_MS = 15_000;
const GATEWAY_STATUSES = new Set([0, 502, 503, 504]);

/**
 * Whether a failed send means "no connection" (keep the scan) rather than an
 * answer of the API (settle it): fetch's TypeError, an aborted or timed-out
 * request, status 0 (the console's ApiError network_error) or 502-504 from a
 * proxy in between.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (!error || typeof error !== 'object') return false;
  const { name, status } = error as { name?: unknown; status?: unknown };
  if (name === 'AbortError' || name === 'TimeoutError') return true;
  return typeof status === 'number' && GATEWAY_STATUSES.has(status);
}

function isQueuedScan(value: unknown): value is QueuedScan {
  const scan = value as Partial<QueuedScan> | null;
  return (
    !!scan && typeof scan.scan_id === 'string' && typeof scan.scanned_at === 'string' && typeof scan.code === 'string' && 'body' in scan
  );
}

export class ScanQueue<B, A = unknown> {
  private items: readonly QueuedScan<B>[];
  private state: ScanQueueState<B>;
  private readonly listeners = new Set<() => void>();
  private readonly waiting = new Map<string, (outcome: ScanOutcome<A>) => void>();
  private running = false;
  private sending = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

  constructor(private readonly options: ScanQueueOptions<B, A>) {
    this.storage = options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
    this.items = this.load();
    this.state = { pending: this.items, offline: false };
  }

  /** Starts sending (the saved scans first) and listening for the connection's return. */
  readonly start = () => {
    if (this.running) return;
    this.running = true;
    if (typeof window !== 'undefined') window.addEventListener('online', this.retry);
    void this.pump();
  };

  /** Stops sending (a scan already on its way is still settled); the waiting scans stay saved. */
  readonly stop = () => {
    this.running = false;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.retry);
    clearTimeout(this.retryTimer);
  };

  /**
   * Queues a scan read now and sends it after those before it. The promise
   * settles with the API's answer while this page lives (after a reload the
   * screen hears of it through onSettled only).
   */
  readonly add = (code: string, body: B): Promise<ScanOutcome<A>> => {
    const scan: QueuedScan<B> = {
      scan_id: this.options.newId?.() ?? crypto.randomUUID(),
      scanned_at: (this.options.now?.() ?? new Date()).toISOString(),
      code,
      body,
    };
    const settled = new Promise<ScanOutcome<A>>((resolve) => this.waiting.set(scan.scan_id, resolve));
    this.items = [...this.items, scan];
    this.changed();
    void this.pump();
    return settled;
  };

  /** Tries the head of the queue now (the browser is online again, or the worker asks). */
  readonly retry = () => {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    void this.pump();
  };

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ScanQueueState<B> => this.state;

  private async pump() {
    if (this.sending || !this.running) return;
    this.sending = true;
    try {
      while (this.running && this.items.length > 0) {
        const scan = this.items[0]!;
        let outcome: ScanOutcome<A>;
        try {
          outcome = { ok: true, answer: await this.sendWithTimeout(scan) };
        } catch (error) {
          if (isConnectionFailure(error)) {
            this.setOffline(true);
            this.scheduleRetry();
            return;
          }
          outcome = { ok: false, error };
        }
        this.items = this.items.filter((item) => item.scan_id !== scan.scan_id);
        this.state = { pending: this.items, offline: false };
        this.changed();
        this.waiting.get(scan.scan_id)?.(outcome);
        this.waiting.delete(scan.scan_id);
        this.options.onSettled?.(scan, outcome);
      }
    } finally {
      this.sending = false;
    }
  }

  /** The send, given up after the timeout (a hung request must not hold the queue; sending again is safe). */
  private sendWithTimeout(scan: QueuedScan<B>): Promise<A> {
    const controller = new AbortController();
    return new Promise<A>((resolve, reject) => {
      const timer = setTimeout(() => {
        controller.abort();
        reject(Object.assign(new Error('scan send timed out'), { name: 'TimeoutError' }));
      }, this.options.timeoutMs ?? SCAN_SEND_TIMEOUT_MS);
      this.options
        .send(scan, controller.signal)
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
  }

  private scheduleRetry() {
    clearTimeout(this.retryTimer);
    if (this.running) this.retryTimer = setTimeout(this.retry, this.options.retryMs ?? SCAN_RETRY_MS);
  }

  private setOffline(offline: boolean) {
    if (this.state.offline === offline) return;
    this.state = { ...this.state, offline };
    this.listeners.forEach((listener) => listener());
  }

  private changed() {
    if (this.state.pending !== this.items) this.state = { ...this.state, pending: this.items };
    this.save();
    this.listeners.forEach((listener) => listener());
  }

  private load(): readonly QueuedScan<B>[] {
    try {
      const saved: unknown = JSON.parse(this.storage?.getItem(this.options.storageKey) ?? '[]');
      return Array.isArray(saved) ? (saved.filter(isQueuedScan) as QueuedScan<B>[]) : [];
    } catch {
      return [];
    }
  }

  private save() {
    try {
      if (this.items.length === 0) this.storage?.removeItem(this.options.storageKey);
      else this.storage?.setItem(this.options.storageKey, JSON.stringify(this.items));
    } catch {
      // Storage full or refused (private mode): the scans still wait in memory.
    }
  }
}
