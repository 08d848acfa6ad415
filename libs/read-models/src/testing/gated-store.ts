import type { EventStore, RecordedEvent } from '@parcel/event-store';

/**
 * Wraps a store so a test can hold a subscriber between "read a batch" and
 * "handle it", i.e. outside any transaction, with a stale checkpoint.
 */
export class GatedStore {
  private open = true;
  private release: () => void = () => {};
  private gate: Promise<void> = Promise.resolve();
  /** Batches currently held at the gate. */
  waiting = 0;
  readonly store: EventStore;

  constructor(inner: EventStore) {
    this.store = {
      append: (streamId, events, options) => inner.append(streamId, events, options),
      appendMany: (appends) => inner.appendMany(appends),
      readStream: (streamId, options) => inner.readStream(streamId, options),
      readAll: (options) => inner.readAll(options),
      subscribeToAll: (options, handler) =>
        inner.subscribeToAll(options, async (events: RecordedEvent[]) => {
          while (!this.open) {
            this.waiting++;
            await this.gate;
            this.waiting--;
          }
          await handler(events);
        }),
      close: () => inner.close(),
    };
  }

  close(): void {
    if (!this.open) return;
    this.open = false;
    this.gate = new Promise((resolve) => (this.release = resolve));
  }

  reopen(): void {
    this.open = true;
    this.release();
  }
}
