import type { RecordedEvent } from '@parcel/event-store';

/**
 * A reaction across streams: for each event of its types, in the global order,
 * `handle` issues the commands that follow it. It must be idempotent for one
 * event: the ids of whatever it records derive from the event's id, and calls to
 * outside ports carry the event's id as their idempotency key, so a replay or a
 * crash between its work and the checkpoint never acts twice.
 */
export interface ProcessManager {
  readonly name: string;
  readonly eventTypes: readonly string[];
  handle(event: RecordedEvent): Promise<void>;
  /**
   * Events of a batch handled at once, `width` at a time, those of one key
   * in their order (default: one at a time in the global order). For a
   * process whose steps wait on slow outside calls and whose every step is
   * decided from the state it loads (so the order across keys is free).
   */
  readonly concurrency?: { readonly width: number; keyOf(event: RecordedEvent): string };
}

/** The checkpoint row of a process manager (beside the projections' rows). */
export const processManagerCheckpoint = (name: string): string => `pm:${name}`;
