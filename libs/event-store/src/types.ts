/**
 * The event store port. Every adapter (PostgreSQL, KurrentDB) gives these
 * operations the same meaning; libs/event-store/src/testing holds the contract
 * suite that proves it.
 */

/** Where the writer expects the stream to be; revisions are 0-based. */
import type { WrongExpectedRevisionError } from './errors.js';

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

/**
 * A point in the global order. PostgreSQL: commit = transaction id, prepare =
 * global position (events are ordered by transaction id, then position).
 * KurrentDB: its commit and prepare positions. Compared lexicographically.
 */
export interface Position {
  readonly commit: number;
  readonly prepare: number;
}

export const START: Position = { commit: -1, prepare: -1 };

export function comparePositions(a: Position, b: Position): number {
  return a.commit !== b.commit ? a.commit - b.commit : a.prepare - b.prepare;
}

/**
 * Whether a reader at `at` has the events of the append at `target`: the
 * events of one append share its transaction (the commit part) and become
 * visible together, and a filtered reader stops at the last event of its own
 * types, which may come before the append's last event.
 */
export function reachedAppend(at: Position, target: Position): boolean {
  return at.commit >= target.commit;
}

export function formatPosition(p: Position): string {
  return `${p.commit}/${p.prepare}`;
}

export function parsePosition(text: string): Position {
  const [commit, prepare] = text.split('/').map(Number);
  if (!Number.isSafeInteger(commit) || !Number.isSafeInteger(prepare)) throw new Error(`Bad position: ${text}`);
  return { commit: commit!, prepare: prepare! };
}

/** The audit facts every event carries. */
export interface EventMetadata {
  readonly correlationId: string;
  readonly causationId: string;
  readonly userId: string | null;
  readonly role: number | null;
  readonly workstation: string | null;
  readonly warehouse: string | null;
  readonly recordedAt: string;
}

export interface NewEvent {
  /** Supply it to make a retried append idempotent; generated when absent. */
  readonly eventId?: string;
  readonly type: string;
  readonly version?: number;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent<Data = unknown> {
  readonly eventId: string;
  readonly type: string;
  readonly version: number;
  readonly data: Data;
  readonly metadata: EventMetadata;
  readonly streamId: string;
  readonly revision: number;
  readonly position: Position;
}

export interface AppendResult {
  /** Revision of the last event in the stream after the append. */
  readonly nextRevision: number;
  /** Global position of the last appended event. */
  readonly position: Position;
}

export interface ReadStreamOptions {
  readonly direction?: 'forwards' | 'backwards';
  /** Inclusive start; defaults to the first (forwards) or last (backwards) event. */
  readonly fromRevision?: number;
  readonly maxCount?: number;
}

export interface EventFilter {
  readonly eventTypes?: readonly string[];
  readonly streamPrefix?: string;
}

export interface ReadAllOptions {
  /** Exclusive: events after this position. */
  readonly from?: Position;
  readonly maxCount?: number;
  readonly filter?: EventFilter;
}

export interface SubscribeOptions extends ReadAllOptions {
  /** Most events handed to the handler at once. */
  readonly batchSize?: number;
  /** Called each time the subscription has delivered everything visible. */
  readonly onCaughtUp?: (position: Position | undefined) => void;
  /** Called once when the subscription stops on an error (handler or store). */
  readonly onError?: (error: unknown) => void;
}

export interface Subscription {
  stop(): Promise<void>;
  /** Settles when the subscription ends (stopped or failed). */
  readonly done: Promise<void>;
}

/** One stream's part of appendMany: its events at an exact expected revision, or a new stream. */
export interface StreamAppend {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly expectedRevision: number | 'no_stream';
}

export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Appends to many streams at once (a bulk job: an accounting run), each at
   * its exact expected revision; answers per append, in order, its result or
   * the WrongExpectedRevisionError of a stream another writer moved. Each
   * stream's append is atomic; the whole is not (PostgreSQL: one statement
   * when no stream races, else one append each; KurrentDB: one after another).
   */
  appendMany(appends: readonly StreamAppend[]): Promise<(AppendResult | WrongExpectedRevisionError)[]>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeOptions, handler: (events: RecordedEvent[]) => Promise<void>): Subscription;
  close(): Promise<void>;
}
